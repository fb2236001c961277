// /user/refund_select (docs/screens.md a.8): 我要退款(无需退货) or 我要退货退款, each with the original's
// explanation; an order the store has not shipped yet offers only 仅退款 (the mall refuses a return of goods
// that never left: 订单未发货，只能申请仅退款). The user centre's layout gives the page its heading.
import { REFUND_TYPE } from '#shared/trade/refund-rules.ts';
import { refundConfirmHref } from './refund-links.ts';
import '../ui/outline-button.css';
import './refund.css';

export interface RefundSelectProps {
  orderId: number;
  ids: string;
  type: number;
  shipped: boolean;
}

const CHOICES = [
  { refundType: REFUND_TYPE.moneyOnly, title: '我要退款(无需退货)', text: '未收到货，或与卖家协商同意不退货只退款' },
  { refundType: REFUND_TYPE.returnGoods, title: '我要退货退款', text: '已收到货，需要退还收到的货物' },
] as const;

export function RefundSelectScreen({ orderId, ids, type, shipped }: RefundSelectProps) {
  const choices = CHOICES.filter((choice) => shipped || choice.refundType === REFUND_TYPE.moneyOnly);
  return (
    <section className="refund-page" aria-label="选择退款类型">
      <ul className="refund-choices">
        {choices.map((choice) => (
          <li key={choice.refundType}>
            <a className="refund-choice" href={refundConfirmHref(orderId, ids, type, choice.refundType)}>
              <span className="refund-choice-title">{choice.title}</span>
              <span className="refund-choice-text">{choice.text}</span>
              <span className="refund-choice-arrow" aria-hidden="true">
                ›
              </span>
            </a>
          </li>
        ))}
      </ul>
      {shipped ? null : <p className="refund-hint">订单尚未发货，只能申请仅退款</p>}
    </section>
  );
}

/** A refusal of the mall in place of the page; `heading` false inside the user centre, whose layout names the page. */
export function RefundRefused({
  title,
  message,
  backHref,
  heading = true,
}: {
  title: string;
  message: string;
  backHref: string;
  heading?: boolean;
}) {
  return (
    <section className="refund-page" aria-label={title}>
      {heading ? <h1 className="refund-title">{title}</h1> : null}
      <p className="refund-refused" role="alert">
        {message}
      </p>
      <a className="refund-btn" href={backHref}>
        返回
      </a>
    </section>
  );
}
