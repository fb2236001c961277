// Coupon definitions: 领券中心, a store's coupons and the coupons for some products. Each row carries the
// viewer's claimed coupon (`issue`) when there is one; claiming and the shopper's own list are shopping routes.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { check, idOf, int, intList, joined, paginate, pagingOf, paramsOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { Coupon } from '../catalogue-types.ts';
import { couponShowcase } from '../coupon-showcase.ts';
import type { CatalogueRouteDeps } from './route-deps.ts';

/** type: '' all, or one of 0, 1, 10, 11, 12; is_pc=1 keeps the first 3 (the home strip) */
const CouponListQuery = paramsOf({ type: joined, mer_id: joined, product: joined, is_pc: joined });
const ProductIdsQuery = paramsOf({ ids: intList });

export function registerCouponRoutes(app: FastifyInstance, deps: CatalogueRouteDeps): void {
  const { catalogue, views, gate, signals, search } = deps;
  const { coupons, merchants, goods } = catalogue;

  const covered = (c: Coupon) => search.within(search.parse({}), coupons.scopeOf(c));
  /** `taken`: goods already shown by an earlier coupon of the same answer (coupon-showcase.ts) */
  const withExtras = (c: Coupon, viewerKey: string | undefined, productCount: number, taken = new Set<number>()) => {
    const merchant = merchants.merchantById.get(c.mer_id);
    return {
      ...views.couponRow(c),
      merchant: merchant
        ? { mer_id: merchant.mer_id, mer_name: merchant.mer_name, is_trader: merchant.is_trader, mer_avatar: merchant.mer_avatar }
        : null,
      issue: viewerKey ? signals.claimRow(viewerKey, c.coupon_id) : null,
      ProductLst: (productCount > 0
        ? couponShowcase((limit) => search.showcase(covered(c), c.use_min_price, limit), productCount, taken)
        : []
      ).map(views.productBrief),
    };
  };

  app.get('/api/coupon/getlst', async (request) => {
    const params = readParams(request);
    const input = check(CouponListQuery, params);
    if (!input.ok) return input.body;
    const viewer = gate.viewer(request);
    const type = input.value.type === '' ? null : int(-1).parse(input.value.type);
    const merId = input.value.mer_id === '' ? null : int(-1).parse(input.value.mer_id);
    const withProducts = input.value.product === '1';
    let list = coupons.coupons.filter((c) => (type === null || c.type === type) && (merId === null || c.mer_id === merId));
    if (withProducts) list = list.filter((c) => search.count(covered(c)) > 0);
    const { page, limit } = pagingOf(params, 15);
    const result = paginate(list, page, limit);
    const shown = input.value.is_pc === '1' ? result.list.slice(0, 3) : result.list;
    const taken = new Set<number>();
    return ok({ count: result.count, list: shown.map((c) => withExtras(c, viewer?.key, withProducts ? 3 : 0, taken)) });
  });

  app.get('/api/coupon/store/:id', async (request) => {
    const viewer = gate.viewer(request);
    const merId = idOf(request);
    const own = coupons.coupons.filter((c) => c.mer_id === merId && (c.type === 0 || c.type === 1));
    return ok(own.map((c) => withExtras(c, viewer?.key, 3)));
  });

  // Store coupons (店铺券/商品券) usable for any of the given products.
  app.get('/api/coupon/product', async (request) => {
    const input = check(ProductIdsQuery, readParams(request));
    if (!input.ok) return input.body;
    const viewer = gate.viewer(request);
    const products = input.value.ids.map((id) => goods.productById.get(id)).filter((p) => p !== undefined);
    const usable = coupons.coupons.filter((c) =>
      products.some(
        (p) => (c.type === 0 && c.mer_id === p.mer_id) || (c.type === 1 && c.product_ids.includes(p.old_product_id || p.product_id)),
      ),
    );
    return ok(usable.map((c) => withExtras(c, viewer?.key, 0)));
  });
}
