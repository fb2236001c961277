// The parts of /payment: the head with the time left, the order's facts, and the choice of payment method.
import { formatFen, yuan } from '#shared/money.ts';
import { productNames, type GroupOrderView } from '#web/features/order/group-order-view.ts';
import type { PayType } from '#web/features/order/order-api.ts';
import { CREDIT_SHORT_TEXT, type PayMethod } from '#web/features/order/pay-rules.ts';
import { RemainingTime } from '#web/features/order/RemainingTime.tsx';

export function PaymentHead({ order, closed, onClosed }: { order: GroupOrderView; closed: boolean; onClosed: () => void }) {
  return (
    <div className="payment-head">
      <span className="payment-ok" aria-hidden="true">
        ✓
      </span>
      <div>
        <h1 className="payment-title">订单提交成功！去付款咯~</h1>
        <p className="payment-remaining">
          {closed ? (
            <span className="payment-closed">订单已超时关闭，请重新下单</span>
          ) : (
            <>
              剩余时间：
              <RemainingTime closesAt={order.closesAt} onEnd={onClosed} />
            </>
          )}
        </p>
      </div>
      <p className="payment-head-price">
        订单价格：<b data-testid="payment-price">¥{formatFen(order.payFen)}</b>
      </p>
    </div>
  );
}

export function PaymentInfo({ order }: { order: GroupOrderView }) {
  return (
    <dl className="payment-info">
      <div>
        <dt>订单号：</dt>
        <dd>
          <span data-testid="payment-order-sns">{order.sn}</span>
          {order.paySn && order.paySn !== order.sn ? (
            <small className="payment-pay-sn">
              支付单号 <span data-testid="payment-sn">{order.paySn}</span>
            </small>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>订单价格：</dt>
        <dd>¥{formatFen(order.payFen)}</dd>
      </div>
      <div>
        <dt>收货信息：</dt>
        <dd>{[order.receiver.name, order.receiver.phone, order.receiver.address].filter(Boolean).join(' ')}</dd>
      </div>
      <div>
        <dt>商品名称：</dt>
        <dd>{productNames(order)}</dd>
      </div>
    </dl>
  );
}

export function PaymentMethodList({
  methods,
  method,
  balance,
  credit,
  creditShort,
  onChoose,
}: {
  methods: PayMethod[];
  method: PayType | null;
  balance: string;
  credit: string;
  creditShort: boolean;
  onChoose: (type: PayType) => void;
}) {
  return (
    <div className="payment-method-list" role="radiogroup" aria-label="支付方式">
      {methods.map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a card-sized choice; the group is a radiogroup
        <button
          key={option.type}
          type="button"
          role="radio"
          aria-checked={method === option.type}
          aria-disabled={option.type === 'credit' && creditShort ? true : undefined}
          disabled={option.type === 'credit' && creditShort}
          className={`payment-method payment-method-${option.type}${method === option.type ? ' is-on' : ''}`}
          onClick={() => onChoose(option.type)}
        >
          <span className="payment-method-name">{option.label}</span>
          {option.type === 'balance' ? <span className="payment-balance">余额：{yuan(balance)}</span> : null}
          {option.type === 'credit' ? (
            <span className="payment-balance">{creditShort ? CREDIT_SHORT_TEXT : `可用额度：${yuan(credit)}`}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
