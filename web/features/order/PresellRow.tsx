// A presell deposit order in the presell list (docs/screens.md a.11): the goods, 定金已支付 ¥…, 尾款待支付 ¥…,
// 支付尾款时间 and the tail's state; 立即付款 while the window is open, 查看详情 always.
import { formatFen } from '#shared/money.ts';
import type { MerchantOrderView } from './order-view.ts';
import { OrderRow } from './OrderRow.tsx';
import { presellStateText } from './presell-view.ts';
import './order.css';

export function PresellRow({ order }: { order: MerchantOrderView }) {
  const presell = order.presell;
  const note = presell ? (
    <dl className="presell-stages">
      <div>
        <dt>定金已支付：</dt>
        <dd>¥{formatFen(presell.depositFen)}</dd>
      </div>
      <div>
        <dt>{presell.tailPaid ? '尾款已支付：' : '尾款待支付：'}</dt>
        <dd className="presell-tail" data-testid="presell-tail">
          ¥{formatFen(presell.tailFen)}
        </dd>
      </div>
      <div>
        <dt>支付尾款时间：</dt>
        <dd>{presell.window}</dd>
      </div>
      <div>
        <dt>状态：</dt>
        <dd className="presell-state" data-testid="presell-state">
          {presellStateText(presell)}
        </dd>
      </div>
    </dl>
  ) : null;
  return <OrderRow order={order} note={note} />;
}
