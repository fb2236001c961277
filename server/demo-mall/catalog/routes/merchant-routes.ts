// Shop street, store pages and qualifications: merchant list/detail, in-store categories and
// products, PC store config, follow state and the licence behind the image captcha.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, money, ok, paginate, readPaging } from '../../envelope.ts';
import type { Merchant, MerchantOwnCategory } from '../catalog-types.ts';
import { assetUrl } from '../images.ts';
import { int, intList, pathId, readParams, str } from '../../params.ts';
import { parseProductQuery, queryProducts, sortProducts } from '../query/product-query.ts';
import { SITE } from '../seed/seed-site.ts';
import { toMerchantRow } from '../views/merchant-views.ts';
import { toSpuItem } from '../views/product-views.ts';

interface MerchantCategoryNode {
  store_category_id: number;
  pid: number;
  cate_name: string;
  pic: string;
  sort: number;
  children: MerchantCategoryNode[];
}

export function registerMerchantRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;
  const score = (m: Merchant) => m.product_score + m.service_score + m.postage_score;
  const isFollowing = (key: string | undefined, merId: number) =>
    key ? (store.state.relations.get(key) ?? []).some((r) => r.type === 10 && r.type_id === merId) : false;
  const recommend = (merId: number, count: number) =>
    sortProducts((store.productsByMerchant.get(merId) ?? []).filter((p) => p.stock > 0), 'sales')
      .slice(0, count)
      .map((p) => ({ product_id: p.product_id, store_name: p.store_name, image: p.image, price: money(p.price), ot_price: money(p.ot_price), sales: p.sales, rate: p.rate.toFixed(1) }));

  // order: rate (scores), sales, '' (recommended first); filters keyword, is_best, category_id, type_id (csv), is_trader.
  app.get('/api/store/merchant/lst', async (request) => {
    const params = readParams(request);
    const viewer = context.guard.optional(request);
    const keyword = str(params, 'keyword').toLowerCase();
    const typeIds = intList(params, 'type_id');
    const categoryId = int(params, 'category_id', 0);
    const order = str(params, 'order');
    let list = store.merchants.filter((m) => {
      if (keyword && !`${m.mer_name} ${m.mer_keyword} ${m.mer_info}`.toLowerCase().includes(keyword)) return false;
      if (str(params, 'is_best') === '1' && m.is_best !== 1) return false;
      if (str(params, 'is_trader') === '1' && m.is_trader !== 1) return false;
      if (categoryId && m.category_id !== categoryId) return false;
      if (typeIds.length && !typeIds.includes(m.type_id)) return false;
      return true;
    });
    list = [...list].sort((a, b) => {
      if (order === 'rate') return score(b) - score(a) || a.mer_id - b.mer_id;
      if (order === 'sales') return b.sales - a.sales || a.mer_id - b.mer_id;
      return b.is_best - a.is_best || b.is_trader - a.is_trader || a.mer_id - b.mer_id;
    });
    const { page, limit } = readPaging(params, 10);
    const result = paginate(list, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((m) => ({ ...toMerchantRow(store, m), care: isFollowing(viewer?.key, m.mer_id), recommend: recommend(m.mer_id, 3) })),
    });
  });

  app.get('/api/store/merchant/detail/:id', async (request) => {
    const merId = pathId(request);
    if (merId === 0) return ok({ mer_avatar: SITE.login_logo, mer_name: SITE.site_name, mer_id: 0 });
    const merchant = store.merchantById.get(merId);
    if (!merchant) return fail('店铺已打烊');
    const viewer = context.guard.optional(request);
    return ok({ ...toMerchantRow(store, merchant), isset_certificate: true, services_type: 1, care: isFollowing(viewer?.key, merId) });
  });

  app.get('/api/store/merchant/category/lst/:id', async (request) => {
    const own = store.merchantCategoriesByMerchant.get(pathId(request)) ?? [];
    const node = (c: MerchantOwnCategory): MerchantCategoryNode => ({
      store_category_id: c.store_category_id,
      pid: c.pid,
      cate_name: c.cate_name,
      pic: c.pic,
      sort: c.sort,
      children: own.filter((x) => x.pid === c.store_category_id).map(node),
    });
    return ok(own.filter((c) => c.pid === 0).map(node));
  });

  app.get('/api/store/merchant/product/lst/:id', async (request) => {
    const params = readParams(request);
    const merId = pathId(request);
    const query = parseProductQuery(store, params, { merId });
    const { page, limit } = readPaging(params, 12);
    const result = paginate(queryProducts(store, store.productsByMerchant.get(merId) ?? [], query), page, limit);
    return ok({ count: result.count, list: result.list.map((p) => toSpuItem(store, p)) });
  });

  // Licence images only after the image captcha (GET /api/captcha) is answered.
  app.post('/api/store/certificate/:merId', async (request) => {
    const params = readParams(request);
    const merchant = store.merchantById.get(pathId(request, 'merId'));
    const passed = context.accounts.checkImageCaptcha(str(params, 'key'), str(params, 'code'));
    if (!passed) return fail('验证码输入有误');
    if (!merchant) return fail('该商户未上传证书');
    return ok(merchant.licence_images);
  });

  app.get('/api/pc/mer_category', async () =>
    ok(store.merchantSettleCategories.map((c) => ({ merchant_category_id: c.merchant_category_id, category_name: c.category_name }))),
  );

  app.get('/api/pc/mer_config/:mer_id', async (request) => {
    const merchant = store.merchantById.get(pathId(request, 'mer_id'));
    if (!merchant) return fail('商户不存在');
    return ok({
      top_banner: merchant.mer_banner,
      banner: [1, 2, 3].map((n) => ({ image: assetUrl('mer-banner', `${merchant.mer_id}-${n}`), link: `/store?id=${merchant.mer_id}`, group_data_id: merchant.mer_id * 10 + n })),
    });
  });

  // Is this product favourited / this store followed (type 10)? Guests get false.
  app.get('/api/pc/care', async (request) => {
    const params = readParams(request);
    const id = int(params, 'id', 0);
    if (!id || str(params, 'type') === '') return fail('缺少参数');
    const type = int(params, 'type', 0);
    const viewer = context.guard.optional(request);
    const relations = viewer ? store.state.relations.get(viewer.key) ?? [] : [];
    const care = relations.some((r) => r.type_id === id && (type === 10 ? r.type === 10 : r.type !== 10));
    return ok({ care });
  });
}
