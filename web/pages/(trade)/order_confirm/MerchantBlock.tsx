// One store of the order (docs/screens.md a.6 订单信息): its lines, 配送方式 with the postage, the store
// coupon, 发票类型, 买家留言 (限150字) and the store's total.
import { useId } from 'react';
import { formatFen } from '#shared/money.ts';
import type { InvoiceChoice, InvoiceRequest } from '#web/features/order/invoice.ts';
import type { ConfirmMerchant } from './confirm-view.ts';
import { ConfirmLines, CouponOption, InvoiceOption, NoteOption } from './MerchantOptions.tsx';

export interface MerchantBlockProps {
  merchant: ConfirmMerchant;
  priced: boolean;
  note: string;
  noteError: string | null;
  invoice: { choice: InvoiceChoice; request: InvoiceRequest } | null;
  onCoupon: (couponUserId: number) => void;
  onNote: (text: string) => void;
  onInvoiceChoice: (choice: InvoiceChoice) => void;
  onInvoiceEdit: () => void;
}

export function MerchantBlock({
  merchant,
  priced,
  note,
  noteError,
  invoice,
  onCoupon,
  onNote,
  onInvoiceChoice,
  onInvoiceEdit,
}: MerchantBlockProps) {
  const base = useId();
  return (
    <section className="confirm-store" data-mer-id={merchant.merId} aria-label={`店铺 ${merchant.name}`}>
      <h3 className="confirm-store-name">{merchant.name}</h3>
      <ConfirmLines merchant={merchant} />
      <dl className="confirm-store-options">
        <div className="confirm-option">
          <dt>配送方式</dt>
          <dd>
            快递配送
            <span className="confirm-postage">
              {priced ? (merchant.postageFen > 0 ? `运费 ¥${formatFen(merchant.postageFen)}` : '包邮') : ''}
            </span>
          </dd>
        </div>
        <CouponOption base={base} merchant={merchant} priced={priced} onCoupon={onCoupon} />
        <InvoiceOption base={base} merchant={merchant} invoice={invoice} onInvoiceChoice={onInvoiceChoice} onInvoiceEdit={onInvoiceEdit} />
        <NoteOption base={base} note={note} noteError={noteError} onNote={onNote} />
      </dl>
      <p className="confirm-store-total">
        共 {merchant.pieces} 件，店铺合计：<b>{priced ? `¥${formatFen(merchant.payFen)}` : '计算中…'}</b>
      </p>
    </section>
  );
}
