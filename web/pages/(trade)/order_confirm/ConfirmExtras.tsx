// The confirm page's 平台优惠券 and 积分抵扣 (docs/screens.md a.6), shown once the order has been priced.
import { formatFen } from '#shared/money.ts';
import { chosenCoupon, type ConfirmChoices } from './confirm-view.ts';
import type { useOrderCheck } from './use-order-check.ts';

type PricedView = NonNullable<ReturnType<typeof useOrderCheck>['view']>;

interface ConfirmExtrasProps {
  view: PricedView;
  points: number;
  choices: ConfirmChoices;
  choose: (patch: Partial<ConfirmChoices>) => void;
}

export function ConfirmExtras({ view, points, choices, choose }: ConfirmExtrasProps) {
  return (
    <section className="confirm-section confirm-extras" aria-label="平台优惠与积分">
      <div className="confirm-option">
        <label className="confirm-extra-label" htmlFor="confirm-platform-coupon">
          平台优惠券
        </label>
        {view.platformCouponsEnabled && view.platformCoupons.some((coupon) => !coupon.disabled || coupon.checked) ? (
          <select
            id="confirm-platform-coupon"
            className="confirm-select"
            value={chosenCoupon(view.platformCoupons)}
            onChange={(event) => choose({ platformCouponId: Number(event.target.value) })}
          >
            <option value={0}>不使用平台优惠券</option>
            {view.platformCoupons.map((coupon) => (
              <option key={coupon.id} value={coupon.id} disabled={coupon.disabled && !coupon.checked}>
                {`${coupon.kind} ${coupon.text}`}
              </option>
            ))}
          </select>
        ) : (
          <span className="confirm-muted" id="confirm-platform-coupon">
            暂无可用平台优惠券
          </span>
        )}
      </div>
      <div className="confirm-option confirm-points">
        <span className="confirm-extra-label">积分抵扣</span>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={choices.useIntegral}
            aria-label="积分抵扣"
            checked={choices.useIntegral}
            disabled={!view.points.open || points <= 0}
            onChange={(event) => choose({ useIntegral: event.target.checked })}
          />
          <span className="switch-track" aria-hidden="true" />
        </label>
        <span className="confirm-points-text">
          {!view.points.open || points <= 0
            ? '无可使用积分'
            : choices.useIntegral && view.points.used > 0
              ? `当前积分 ${points}，使用了 ${view.points.used} 个积分，抵扣 ${formatFen(view.points.fen)} 元`
              : `当前积分 ${points}`}
        </span>
      </div>
    </section>
  );
}
