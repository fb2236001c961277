// Shop street, store pages and qualifications: merchant list/detail, in-store categories and
// products, PC store config, follow state and the licence behind the image captcha.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../core/envelope.ts';
import { check, checkRequest, idOf, int, intList, joined, paginate, pagingOf, paramsOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { assetUrl } from '../../core/pictures.ts';
import { SITE } from '../../platform/seed/seed-site.ts';
import type { Merchant, MerchantOwnCategory } from '../catalogue-types.ts';
import type { CatalogueRouteDeps } from './route-deps.ts';

interface MerchantCategoryNode {
  store_category_id: number;
  pid: number;
  cate_name: string;
  pic: string;
  sort: number;
  children: MerchantCategoryNode[];
}

/** order: rate (scores), sales, '' (recommended first); filters keyword, is_best, category_id, type_id (csv), is_trader */
const MerchantListQuery = paramsOf({
  keyword: joined,
  type_id: intList,
  category_id: int(0),
  order: joined,
  is_best: joined,
  is_trader: joined,
});
const CertificateQuery = paramsOf({ key: joined, code: joined });
/** type 10 asks about a store, any other type about a product */
const CareQuery = paramsOf({ id: int(0), type: joined }).refine((q) => q.id !== 0 && q.type !== '', '缺少参数');

export function registerMerchantRoutes(app: FastifyInstance, deps: CatalogueRouteDeps): void {
  const { catalogue, search, views, gate, signals } = deps;
  const { merchants } = catalogue;
  const score = (m: Merchant) => m.product_score + m.service_score + m.postage_score;
  const isFollowing = (key: string | undefined, merId: number) => (key ? signals.isFollowing(key, merId) : false);
  const recommend = (merId: number, count: number) =>
    search.top(search.parse({}, { merId, inStock: true, order: 'sales' }), count).map((p) => ({
      ...views.productBrief(p),
      sales: p.sales,
      rate: p.rate.toFixed(1),
    }));

  app.get('/api/store/merchant/lst', async (request) => {
    const params = readParams(request);
    const input = check(MerchantListQuery, params);
    if (!input.ok) return input.body;
    const viewer = gate.viewer(request);
    const keyword = input.value.keyword.toLowerCase();
    const { type_id: typeIds, category_id: categoryId, order } = input.value;
    let list = merchants.merchants.filter((m) => {
      if (keyword && !`${m.mer_name} ${m.mer_keyword} ${m.mer_info}`.toLowerCase().includes(keyword)) return false;
      if (input.value.is_best === '1' && m.is_best !== 1) return false;
      if (input.value.is_trader === '1' && m.is_trader !== 1) return false;
      if (categoryId && m.category_id !== categoryId) return false;
      if (typeIds.length && !typeIds.includes(m.type_id)) return false;
      return true;
    });
    list = [...list].sort((a, b) => {
      if (order === 'rate') return score(b) - score(a) || a.mer_id - b.mer_id;
      if (order === 'sales') return b.sales - a.sales || a.mer_id - b.mer_id;
      return b.is_best - a.is_best || b.is_trader - a.is_trader || a.mer_id - b.mer_id;
    });
    const { page, limit } = pagingOf(params, 10);
    const result = paginate(list, page, limit);
    return ok({
      count: result.count,
      list: result.list.map((m) => ({
        ...views.merchant.row(m),
        care: isFollowing(viewer?.key, m.mer_id),
        recommend: recommend(m.mer_id, 3),
      })),
    });
  });

  app.get('/api/store/merchant/detail/:id', async (request) => {
    const merId = idOf(request);
    if (merId === 0) return ok({ mer_avatar: SITE.login_logo, mer_name: SITE.site_name, mer_id: 0 });
    const merchant = merchants.merchantById.get(merId);
    if (!merchant) return fail('店铺已打烊');
    const viewer = gate.viewer(request);
    return ok({ ...views.merchant.row(merchant), isset_certificate: true, services_type: 1, care: isFollowing(viewer?.key, merId) });
  });

  app.get('/api/store/merchant/category/lst/:id', async (request) => {
    const own = merchants.ownCategoriesByMerchant.get(idOf(request)) ?? [];
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
    const merId = idOf(request);
    const query = search.parse(params, { merId });
    const { page, limit } = pagingOf(params, 12);
    const result = search.page(query, page, limit);
    return ok({ count: result.count, list: result.list.map(views.spuItem) });
  });

  // Licence images only after the image captcha (GET /api/captcha) is answered.
  app.post('/api/store/certificate/:merId', async (request) => {
    const input = checkRequest(CertificateQuery, request);
    if (!input.ok) return input.body;
    const merchant = merchants.merchantById.get(idOf(request, 'merId'));
    const passed = deps.checkImageCaptcha(input.value.key, input.value.code);
    if (!passed) return fail('验证码输入有误');
    if (!merchant) return fail('该商户未上传证书');
    return ok(merchant.licence_images);
  });

  app.get('/api/pc/mer_category', async () =>
    ok(merchants.settleCategories.map((c) => ({ merchant_category_id: c.merchant_category_id, category_name: c.category_name }))),
  );

  app.get('/api/pc/mer_config/:mer_id', async (request) => {
    const merchant = merchants.merchantById.get(idOf(request, 'mer_id'));
    if (!merchant) return fail('商户不存在');
    return ok({
      top_banner: merchant.mer_banner,
      banner: [1, 2, 3].map((n) => ({
        image: assetUrl('mer-banner', `${merchant.mer_id}-${n}`),
        link: `/store?id=${merchant.mer_id}`,
        group_data_id: merchant.mer_id * 10 + n,
      })),
    });
  });

  // Is this product favourited / this store followed (type 10)? Guests get false.
  app.get('/api/pc/care', async (request) => {
    const input = checkRequest(CareQuery, request);
    if (!input.ok) return input.body;
    const { id } = input.value;
    const type = int(0).parse(input.value.type);
    const viewer = gate.viewer(request);
    if (!viewer) return ok({ care: false });
    return ok({ care: type === 10 ? signals.isFollowing(viewer.key, id) : signals.isFavourite(viewer.key, id) });
  });
}
