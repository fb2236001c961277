// /user/refund_list?type= 售后/退款 (docs/screens.md a.11): tabs 全部 / 处理中 / 已处理, rows with the store, the
// state, the goods, 退款：¥ and 订单总金额; 退回商品, 查看详情, 再次申请 and 删除记录 (after a confirmation).
import { useState } from 'react';
import { formatFen } from '#shared/money.ts';
import { Empty } from '#web/features/browse/Empty.tsx';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { TabLinks } from '#web/features/browse/TabLinks.tsx';
import { OrderGoods } from '#web/features/logistics/OrderGoods.tsx';
import { deleteRefund } from './refund-api.ts';
import { REFUND_TABS, refundActions, type RefundRowView, REFUNDS_PER_PAGE } from './refund-view.ts';
import { refundListHref } from './refund-links.ts';
import { RefundActionRow, RefundAskDialog, refundActionHrefs } from './RefundActions.tsx';
import { useRefundAction } from './use-refund-action.ts';
import '#web/features/browse/browse.css';
import '../ui/outline-button.css';
import './refund.css';

function RefundRow({ row, onDelete }: { row: RefundRowView; onDelete: (row: RefundRowView) => void }) {
  return (
    <article className="refund-row" data-refund-id={row.id} aria-label={`退款单 ${row.sn}`}>
      <header className="refund-row-head">
        <span>{row.createTime}</span>
        <span>{row.storeName}</span>
        <span>退款单号：{row.sn}</span>
        <span className="refund-row-type">{row.typeText}</span>
        <b className="refund-row-status">{row.statusText}</b>
      </header>
      <div className="refund-row-body">
        <OrderGoods lines={row.lines} label="退款商品" />
        <div className="refund-row-money">
          <b>退款：¥{formatFen(row.refundFen)}</b>
          <span>订单总金额：¥{formatFen(row.orderFen)}</span>
        </div>
        <RefundActionRow
          className="refund-row-actions"
          actions={refundActions(row.status, 'list', row.hasDelivery)}
          hrefs={refundActionHrefs(row)}
          onButton={() => onDelete(row)}
        />
      </div>
    </article>
  );
}

export function RefundListScreen({ type, page, rows, total }: { type: number; page: number; rows: RefundRowView[]; total: number }) {
  const [deleting, setDeleting] = useState<RefundRowView | null>(null);
  const { busy, perform } = useRefundAction();
  const tabs = REFUND_TABS.map((tab) => ({ key: tab.key, label: tab.label, href: refundListHref(tab.key) }));
  return (
    <div className="refund-list-page">
      <TabLinks label="退款状态" tabs={tabs} active={type} />
      {rows.length === 0 ? (
        <Empty text="暂无退款记录~" />
      ) : (
        <div className="refund-rows">
          {rows.map((row) => (
            <RefundRow key={row.id} row={row} onDelete={setDeleting} />
          ))}
        </div>
      )}
      <Pagination page={page} total={total} limit={REFUNDS_PER_PAGE} hrefFor={(n) => refundListHref(type, n)} />
      <RefundAskDialog
        open={deleting !== null}
        title="删除记录"
        text="确定删除该退款记录吗？删除后将不再显示。"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void perform(() => deleteRefund(row.id));
        }}
      />
    </div>
  );
}
