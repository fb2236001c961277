// /refund?orderId= 批量退款 (docs/screens.md a.8): the order's products that may still go back (商品信息,
// 退货件数, 退款金额), chosen with check boxes (all at first); 申请退款 goes on to the type choice.
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { formatFen, sumFen } from '#shared/money.ts';
import { appActions } from '#web/state/app-state.ts';
import { batchLineFen, type RefundLine } from './refund-view.ts';
import { refundSelectHref } from './refund-links.ts';
import '../ui/outline-button.css';
import './refund.css';
import { TitledSection } from '#web/features/ui/TitledSection.tsx';

export function RefundBatchScreen({ orderId, lines }: { orderId: number; lines: RefundLine[] }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(lines.map((line) => line.orderProductId)));
  const picked = lines.filter((line) => chosen.has(line.orderProductId));
  const toggle = (id: number) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = picked.length === lines.length;
  const apply = () => {
    if (picked.length === 0) return appActions.toast('请选择退款商品');
    void navigate(
      refundSelectHref(
        orderId,
        picked.map((line) => line.orderProductId),
      ),
    );
  };
  return (
    <TitledSection className="refund-page" headingId="refund-batch-title" heading="批量退款" level={1} headingClassName="refund-title">
      <table className="refund-table">
        <thead>
          <tr>
            <th scope="col">
              <label>
                <input
                  type="checkbox"
                  checked={allChosen}
                  onChange={() => setChosen(allChosen ? new Set() : new Set(lines.map((line) => line.orderProductId)))}
                />{' '}
                全选
              </label>
            </th>
            <th scope="col">商品信息</th>
            <th scope="col">退货件数</th>
            <th scope="col">退款金额</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.orderProductId}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`选择${line.name}`}
                  checked={chosen.has(line.orderProductId)}
                  onChange={() => toggle(line.orderProductId)}
                />
              </td>
              <td>
                <span className="refund-goods">
                  <img src={line.image} alt="" width={60} height={60} />
                  <span>
                    <span className="refund-goods-name">{line.name}</span>
                    {line.sku ? <span className="refund-goods-sku">{line.sku}</span> : null}
                  </span>
                </span>
              </td>
              <td>{line.refundableNum}</td>
              <td>¥{formatFen(batchLineFen(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="refund-bar">
        <span>
          已选 {picked.length} 种商品，合计 ¥{formatFen(sumFen(picked.map(batchLineFen)))}
        </span>
        <button type="button" className="refund-btn is-primary" onClick={apply}>
          申请退款
        </button>
      </div>
    </TitledSection>
  );
}
