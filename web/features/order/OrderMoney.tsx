// The order page's money (docs/screens.md a.8): 商品总价 (the sum of the lines), 运费 or 包邮, 优惠券抵扣,
// 积分抵扣, 订单总金额 and 实付款; for a presell deposit order also what the tail adds.
import { formatFen } from '#shared/money.ts';
import type { MerchantOrderView } from './order-view.ts';
import './goods-lines.css';
import './order.css';

export function OrderMoney({ order }: { order: MerchantOrderView }) {
  const { money } = order;
  const tailDue = order.presell !== null && !order.presell.tailPaid;
  return (
    <dl className="order-money">
      <div>
        <dt>商品总价：</dt>
        <dd data-testid="money-goods">¥{formatFen(money.goodsFen)}</dd>
      </div>
      <div>
        <dt>运费：</dt>
        <dd data-testid="money-postage">{money.postageFen > 0 ? `¥${formatFen(money.postageFen)}` : '包邮'}</dd>
      </div>
      {money.couponFen > 0 ? (
        <div>
          <dt>优惠券抵扣：</dt>
          <dd data-testid="money-coupon">-¥{formatFen(money.couponFen)}</dd>
        </div>
      ) : null}
      {money.pointsFen > 0 ? (
        <div>
          <dt>积分抵扣：</dt>
          <dd data-testid="money-points">-¥{formatFen(money.pointsFen)}</dd>
        </div>
      ) : null}
      <div>
        <dt>订单总金额：</dt>
        <dd data-testid="money-total">¥{formatFen(money.totalFen)}</dd>
      </div>
      {tailDue ? (
        <div>
          <dt>尾款待支付：</dt>
          <dd>¥{formatFen(money.tailFen)}</dd>
        </div>
      ) : null}
      <div className="order-money-paid">
        <dt>实付款：</dt>
        <dd data-testid="money-paid">¥{formatFen(money.paidFen)}</dd>
      </div>
    </dl>
  );
}
