// 领券中心, store coupons, coupons for products, the shopper's coupons and receiving one.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, formatDateTime, money, ok, okMessage, paginate, readPaging } from '../../envelope.ts';
import type { Coupon } from '../catalog-types.ts';
import { int, intList, pathId, readParams, str } from '../../params.ts';
import { uidOf, type CouponUser } from '../user-state.ts';
import { toCouponRow, toCouponUserRow } from '../views/coupon-views.ts';

const DAY = 24 * 3600 * 1000;

export function registerCouponRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;
  const received = (key: string | undefined, couponId: number): CouponUser | null =>
    key ? (store.state.coupons.get(key) ?? []).find((u) => u.coupon_id === couponId) ?? null : null;

  const withExtras = (c: Coupon, key: string | undefined, productCount: number) => {
    const merchant = store.merchantById.get(c.mer_id);
    const issue = received(key, c.coupon_id);
    return {
      ...toCouponRow(c),
      merchant: merchant ? { mer_id: merchant.mer_id, mer_name: merchant.mer_name, is_trader: merchant.is_trader, mer_avatar: merchant.mer_avatar } : null,
      issue: issue ? toCouponUserRow(issue) : null,
      ProductLst: store
        .couponProducts(c)
        .slice(0, productCount)
        .map((p) => ({ product_id: p.product_id, store_name: p.store_name, image: p.image, price: money(p.price), ot_price: money(p.ot_price) })),
    };
  };

  // type: '' all, or one of 0, 1, 10, 11, 12; is_pc=1 keeps the first 3 (the home strip).
  app.get('/api/coupon/getlst', async (request) => {
    const params = readParams(request);
    const viewer = context.guard.optional(request);
    const typeRaw = str(params, 'type');
    const type = typeRaw === '' ? null : int(params, 'type', -1);
    const merId = str(params, 'mer_id') === '' ? null : int(params, 'mer_id', -1);
    const withProducts = str(params, 'product') === '1';
    let coupons = store.coupons.filter((c) => (type === null || c.type === type) && (merId === null || c.mer_id === merId));
    if (withProducts) coupons = coupons.filter((c) => store.couponProducts(c).length > 0);
    const { page, limit } = readPaging(params, 15);
    const result = paginate(coupons, page, limit);
    const list = str(params, 'is_pc') === '1' ? result.list.slice(0, 3) : result.list;
    return ok({ count: result.count, list: list.map((c) => withExtras(c, viewer?.key, withProducts ? 3 : 0)) });
  });

  app.get('/api/coupon/store/:id', async (request) => {
    const viewer = context.guard.optional(request);
    const merId = pathId(request);
    return ok(store.coupons.filter((c) => c.mer_id === merId && (c.type === 0 || c.type === 1)).map((c) => withExtras(c, viewer?.key, 3)));
  });

  // Store coupons (店铺券/商品券) usable for any of the given products.
  app.get('/api/coupon/product', async (request) => {
    const viewer = context.guard.optional(request);
    const ids = intList(readParams(request), 'ids');
    const products = ids.map((id) => store.productById.get(id)).filter((p) => p !== undefined);
    const coupons = store.coupons.filter((c) =>
      products.some((p) => (c.type === 0 && c.mer_id === p.mer_id) || (c.type === 1 && c.product_ids.includes(p.old_product_id || p.product_id))),
    );
    return ok(coupons.map((c) => withExtras(c, viewer?.key, 0)));
  });

  // statusTag 1: usable; anything else: used or expired.
  app.get('/api/coupon/list', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const now = formatDateTime(new Date());
    const unused = str(params, 'statusTag') === '1' || str(params, 'statusTag') === '';
    const mine = (store.state.coupons.get(auth.principal.key) ?? []).filter((u) => {
      const usable = u.status === 0 && u.end_time >= now;
      return unused ? usable : !usable;
    });
    const { page, limit } = readPaging(params, 10);
    const result = paginate([...mine].reverse(), page, limit);
    return ok({
      count: result.count,
      list: result.list.map((u) => {
        const merchant = store.merchantById.get(u.mer_id);
        const coupon = store.couponById.get(u.coupon_id);
        return {
          ...toCouponUserRow(u),
          coupon: coupon ? { coupon_id: coupon.coupon_id, type: coupon.type, send_type: coupon.send_type, title: coupon.title } : null,
          merchant: merchant ? { mer_id: merchant.mer_id, mer_name: merchant.mer_name, mer_avatar: merchant.mer_avatar } : null,
        };
      }),
    });
  });

  app.post('/api/coupon/receive/:id', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const coupon = store.couponById.get(pathId(request));
    if (!coupon) return fail('优惠券不存在');
    const key = auth.principal.key;
    if (received(key, coupon.coupon_id)) return fail('优惠券已领取');
    if (coupon.is_limited === 1 && coupon.remain_count <= 0) return fail('优惠券已领完');
    const now = new Date();
    const start = coupon.coupon_type === 1 && coupon.use_start_time ? coupon.use_start_time : now;
    const end = coupon.coupon_type === 1 && coupon.use_end_time ? coupon.use_end_time : new Date(now.getTime() + coupon.coupon_time * DAY);
    if (end < now) return fail('优惠券失效');
    if (coupon.is_limited === 1) coupon.remain_count -= 1;
    store.state.bucket(store.state.coupons, key).push({
      coupon_user_id: store.state.nextId(),
      coupon_id: coupon.coupon_id,
      mer_id: coupon.mer_id,
      uid: uidOf(key),
      coupon_title: coupon.title,
      coupon_price: coupon.coupon_price,
      use_min_price: coupon.use_min_price,
      start_time: formatDateTime(start),
      end_time: formatDateTime(end),
      use_time: null,
      type: coupon.type,
      status: 0,
      is_fail: 0,
      create_time: formatDateTime(now),
    });
    return okMessage('领取成功');
  });
}
