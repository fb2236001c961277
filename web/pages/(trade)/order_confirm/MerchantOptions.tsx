// The parts of one store on the confirm page (docs/screens.md a.6): its lines, and the options 使用优惠券, 发票类型
// and 买家留言 (限150字), each a row of the store's option list. `base` is the store block's id prefix.
import { formatFen } from '#shared/money.ts';
import { ORDER_NOTE_MAX } from '#shared/trade/order-note-rules.ts';
import { goodsDetailHref } from '#shared/route-links.ts';
import { INVOICE_CHOICES, invoiceSummary, type InvoiceChoice, type InvoiceRequest } from '#web/features/order/invoice.ts';
import { chosenCoupon, noteLength, type ConfirmMerchant } from './confirm-view.ts';

export function ConfirmLines({ merchant }: { merchant: ConfirmMerchant }) {
  return (
    <ul className="confirm-lines">
      {merchant.lines.map((line) => (
        <li key={line.cartId} className="confirm-line" data-cart-id={line.cartId}>
          <a className="confirm-thumb" href={goodsDetailHref(line.productId)}>
            <img src={line.image} alt="" width={70} height={70} loading="lazy" />
          </a>
          <span className="confirm-line-info">
            <a className="confirm-line-name" href={goodsDetailHref(line.productId)}>
              {line.name}
            </a>
            {line.sku ? <span className="confirm-line-sku">{line.sku}</span> : null}
          </span>
          <span className="confirm-line-prices">
            <span className="confirm-line-price">¥{formatFen(line.priceFen)}</span>
            {line.paidPriceFen !== null ? <small className="confirm-line-paid">实付单价 ¥{formatFen(line.paidPriceFen)}</small> : null}
          </span>
          <span className="confirm-line-num">x{line.num}</span>
          <span className="confirm-line-amount">¥{formatFen(line.amountFen)}</span>
        </li>
      ))}
    </ul>
  );
}

interface CouponOptionProps {
  base: string;
  merchant: ConfirmMerchant;
  priced: boolean;
  onCoupon: (couponUserId: number) => void;
}

export function CouponOption({ base, merchant, priced, onCoupon }: CouponOptionProps) {
  const usable = merchant.coupons.filter((coupon) => !coupon.disabled || coupon.checked);
  return (
    <div className="confirm-option">
      <dt>
        <label htmlFor={`${base}-coupon`}>使用优惠券</label>
      </dt>
      <dd>
        {priced && merchant.couponsEnabled && usable.length > 0 ? (
          <select
            id={`${base}-coupon`}
            className="confirm-select"
            value={chosenCoupon(merchant.coupons)}
            onChange={(event) => onCoupon(Number(event.target.value))}
          >
            <option value={0}>不使用优惠券</option>
            {usable.map((coupon) => (
              <option key={coupon.id} value={coupon.id} disabled={coupon.disabled && !coupon.checked}>
                {`${coupon.kind} ${coupon.text}`}
              </option>
            ))}
          </select>
        ) : (
          <span className="confirm-muted" id={`${base}-coupon`}>
            暂无可用优惠券
          </span>
        )}
        {merchant.couponFen > 0 ? <span className="confirm-discount">-¥{formatFen(merchant.couponFen)}</span> : null}
      </dd>
    </div>
  );
}

interface InvoiceOptionProps {
  base: string;
  merchant: ConfirmMerchant;
  invoice: { choice: InvoiceChoice; request: InvoiceRequest } | null;
  onInvoiceChoice: (choice: InvoiceChoice) => void;
  onInvoiceEdit: () => void;
}

export function InvoiceOption({ base, merchant, invoice, onInvoiceChoice, onInvoiceEdit }: InvoiceOptionProps) {
  const choice = invoice?.choice ?? 0;
  return (
    <div className="confirm-option">
      <dt>发票类型</dt>
      <dd>
        <span className="invoice-choices" role="radiogroup" aria-label={`${merchant.name} 发票类型`}>
          {INVOICE_CHOICES.map((option) => (
            <label key={option.value} className={`invoice-choice${choice === option.value ? ' is-on' : ''}`}>
              <input
                type="radio"
                name={`${base}-invoice`}
                checked={choice === option.value}
                onChange={() => onInvoiceChoice(option.value)}
              />
              {option.label}
            </label>
          ))}
        </span>
        {invoice ? (
          <span className="invoice-summary">
            {invoiceSummary(invoice.request)}
            <button type="button" className="link-button invoice-edit" onClick={onInvoiceEdit}>
              修改
            </button>
          </span>
        ) : null}
      </dd>
    </div>
  );
}

interface NoteOptionProps {
  base: string;
  note: string;
  noteError: string | null;
  onNote: (text: string) => void;
}

export function NoteOption({ base, note, noteError, onNote }: NoteOptionProps) {
  return (
    <div className="confirm-option">
      <dt>
        <label htmlFor={`${base}-note`}>买家留言</label>
      </dt>
      <dd className="confirm-note">
        <textarea
          id={`${base}-note`}
          rows={2}
          placeholder={`选填，限${ORDER_NOTE_MAX}字`}
          value={note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${base}-note-error` : undefined}
          onChange={(event) => onNote(event.target.value)}
        />
        <span className={`confirm-note-count${noteLength(note) > ORDER_NOTE_MAX ? ' is-over' : ''}`}>
          {noteLength(note)}/{ORDER_NOTE_MAX}
        </span>
        {noteError ? (
          <span className="confirm-note-error" id={`${base}-note-error`} role="alert">
            {noteError}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
