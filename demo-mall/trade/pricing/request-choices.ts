// The buyer's choices as CRMEB's order/check and order/create bodies carry them (docs/mall-api.md §3.7):
// use_coupon {mer_id: [coupon_user_id…], 0: [platform id]}, takes [mer_id…] picking up in store,
// use_integral. A merchant key present in use_coupon (even with an empty list) means "exactly these";
// an absent key means "preselect the best".
import type { BuyerChoices, Delivery } from './pricing-types.ts';

export interface CouponRequest {
  use_coupon?: Readonly<Record<string, readonly number[] | number>>;
  takes?: readonly number[];
  use_integral?: boolean;
}

const PLATFORM_KEY = '0';

const asIds = (value: readonly number[] | number): number[] => (Array.isArray(value) ? [...value] : [value as number]);

export function choicesFromRequest(request: CouponRequest): BuyerChoices {
  const merchantCoupons: Record<number, readonly number[]> = {};
  let platformCouponId: number | undefined;
  for (const [key, value] of Object.entries(request.use_coupon ?? {})) {
    const ids = asIds(value);
    // CRMEB takes the last id sent for the platform (array_pop); an empty list means none.
    if (key === PLATFORM_KEY) platformCouponId = ids.at(-1) ?? 0;
    else merchantCoupons[Number(key)] = ids;
  }
  const delivery: Record<number, Delivery> = {};
  for (const merId of request.takes ?? []) delivery[merId] = 'pickup';
  return { merchantCoupons, platformCouponId, useIntegral: request.use_integral === true, delivery };
}
