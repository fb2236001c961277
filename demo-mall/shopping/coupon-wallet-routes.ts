// The shopper's coupons (statusTag 1: usable; anything else: used or expired) and receiving one; behind
// the module's requireLogin.
import type { FastifyInstance } from 'fastify';
import { fail, formatDateTime, ok, okMessage } from '../core/envelope.ts';
import { check, idOf, joined, paginate, pagingOf, paramsOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import { toCouponUserRow } from './coupon-wallet.ts';
import type { ShoppingRouteDeps } from './route-deps.ts';

const WalletQuery = paramsOf({ statusTag: joined });

export function registerCouponWalletRoutes(app: FastifyInstance, { gate, wallet, catalogue }: ShoppingRouteDeps): void {
  const { merchants, coupons } = catalogue;

  app.get('/api/coupon/list', async (request) => {
    const params = readParams(request);
    const input = check(WalletQuery, params);
    if (!input.ok) return input.body;
    const now = formatDateTime(new Date());
    const unused = input.value.statusTag === '1' || input.value.statusTag === '';
    const mine = wallet.list(gate.principal(request).key).filter((u) => {
      const usable = u.status === 0 && u.end_time >= now;
      return unused ? usable : !usable;
    });
    const { page, limit } = pagingOf(params, 10);
    const result = paginate(mine, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((u) => {
        const merchant = merchants.merchantById.get(u.mer_id);
        const coupon = coupons.couponById.get(u.coupon_id);
        return {
          ...toCouponUserRow(u),
          coupon: coupon ? { coupon_id: coupon.coupon_id, type: coupon.type, send_type: coupon.send_type, title: coupon.title } : null,
          merchant: merchant ? { mer_id: merchant.mer_id, mer_name: merchant.mer_name, mer_avatar: merchant.mer_avatar } : null,
        };
      }),
    });
  });

  app.post('/api/coupon/receive/:id', async (request) => {
    const coupon = coupons.couponById.get(idOf(request));
    if (!coupon) return fail('优惠券不存在');
    const refusal = wallet.receive(gate.principal(request).key, coupon);
    return refusal ? fail(refusal) : okMessage('领取成功');
  });
}
