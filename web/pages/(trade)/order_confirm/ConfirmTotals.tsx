// The foot of the order (docs/screens.md a.6 item 11): N 件商品，商品总金额, the discounts, 运费, 应付总额,
// where it goes and for whom, and 提交订单 (off while the order is priced or being placed).
import { formatFen } from '#shared/money.ts';
import type { AddressView } from '#web/features/address/address-form.ts';
import type { ConfirmTotals as Totals } from './confirm-view.ts';

export interface ConfirmTotalsProps {
  totals: Totals | null;
  address: AddressView | null;
  entityText: string;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: () => void;
}

function Row({ label, value, minus = false, testId }: { label: string; value: number; minus?: boolean; testId?: string }) {
  return (
    <div className="confirm-total-row" data-testid={testId}>
      <dt>{label}：</dt>
      <dd>{`${minus ? '-' : ''}¥${formatFen(value)}`}</dd>
    </div>
  );
}

export function ConfirmTotals({ totals, address, entityText, canSubmit, submitting, onSubmit }: ConfirmTotalsProps) {
  return (
    <section className="confirm-totals" aria-label="订单金额">
      {totals ? (
        <dl className="confirm-total-list">
          <div className="confirm-total-row">
            <dt>{totals.pieces} 件商品，商品总金额：</dt>
            <dd>¥{formatFen(totals.goodsFen)}</dd>
          </div>
          {totals.platformCouponFen > 0 ? <Row label="平台优惠金额" value={totals.platformCouponFen} minus /> : null}
          {totals.storeCouponFen > 0 ? <Row label="店铺优惠金额" value={totals.storeCouponFen} minus /> : null}
          {totals.svipFen > 0 ? <Row label="SVIP优惠金额" value={totals.svipFen} minus /> : null}
          {totals.pointsFen > 0 ? <Row label="积分抵扣" value={totals.pointsFen} minus /> : null}
          <Row label="共优惠" value={totals.discountFen} minus />
          <Row label="运费" value={totals.postageFen} />
        </dl>
      ) : (
        <p className="confirm-muted">正在计算订单金额…</p>
      )}
      <div className="confirm-submit-bar">
        <div className="confirm-submit-text">
          <p className="confirm-pay">
            应付总额：<b data-testid="confirm-pay-total">{totals ? `¥${formatFen(totals.payFen)}` : '--'}</b>
          </p>
          {address ? (
            <p className="confirm-ship-to">
              寄送至：{address.region} {address.detail}　收货人：{address.name} {address.phone}
            </p>
          ) : null}
          <p className="confirm-entity" data-testid="confirm-entity">
            {entityText}
          </p>
        </div>
        <button type="button" className="confirm-submit" disabled={!canSubmit || submitting} onClick={onSubmit}>
          {submitting ? '提交中…' : '提交订单'}
        </button>
      </div>
    </section>
  );
}
