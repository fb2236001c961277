// Catalogue browsing: category tree, brands, product lists and search, parameter filters, hot lists,
// rankings, product detail, reviews and the price rule.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../core/envelope.ts';
import { check, checkRequest, idOf, int, intList, joined, paginate, pagingOf, paramsOf } from '../../core/param-schemas.ts';
import { readParams, type Params } from '../../core/params.ts';
import type { Category } from '../catalogue-types.ts';
import type { ProductOrder, ProductQuery } from '../product-search.ts';
import { PRICE_RULE } from '../seed/seed-templates.ts';
import { paramFilterRows } from '../views/param-filter-rows.ts';
import { matchesReviewType, reviewStat, toReviewRow } from '../views/review-views.ts';
import type { CatalogueRouteDeps } from './route-deps.ts';

interface CategoryNode {
  store_category_id: number;
  pid: number;
  cate_name: string;
  sort: number;
  pic: string;
  is_show: number;
  is_hot: number;
  level: number;
  children?: CategoryNode[];
}

const HOT_TYPES: Record<string, { flag: 'is_hot' | 'is_best' | 'is_good' | 'is_new'; order: ProductOrder }> = {
  hot: { flag: 'is_hot', order: 'sales' },
  best: { flag: 'is_best', order: 'star' },
  good: { flag: 'is_good', order: 'rate' },
  new: { flag: 'is_new', order: 'create_time' },
};

const ParentQuery = paramsOf({ pid: int(0) });
/** a listing's brand chips: of its category, and of its search words (a search for 打印机 offers printer brands only) */
const BrandQuery = paramsOf({ pid: int(0), keyword: joined });
/** the listing's own scope: its categories, its search words (a search for 打印机 offers printer parameters only) */
const ParamsQuery = paramsOf({ cate_pid: intList, cate_id: intList, keyword: joined });
const MerchantQuery = paramsOf({ mer_id: int(0), order: joined });
const RankingQuery = paramsOf({ cate_pid: intList });
const CouponProductsQuery = paramsOf({ coupon_id: int(0) });
const ReviewQuery = paramsOf({ type: int(0) });

export function registerProductRoutes(app: FastifyInstance, deps: CatalogueRouteDeps): void {
  const { catalogue, search, views, gate, signals } = deps;
  const { goods, categories, brands, coupons } = catalogue;
  const parameterNames = search.parameterCatalogue;
  const page = <T>(items: readonly T[], params: Params, defaultLimit = 20) => {
    const { page: p, limit } = pagingOf(params, defaultLimit);
    return paginate(items, p, limit);
  };
  /** one page of what the query finds, paged by the request's page and limit */
  const spuPage = (q: ProductQuery, params: Params, defaultLimit = 20) => {
    const { page: p, limit } = pagingOf(params, defaultLimit);
    const result = search.page(q, p, limit);
    return { count: result.count, list: result.list.map(views.spuItem) };
  };

  const toNode = (c: Category, depth: number): CategoryNode => {
    const node: CategoryNode = {
      store_category_id: c.store_category_id,
      pid: c.pid,
      cate_name: c.cate_name,
      sort: c.sort,
      pic: c.pic,
      is_show: c.is_show,
      is_hot: c.is_hot,
      level: c.level,
    };
    if (depth > 0) node.children = (categories.childrenOf.get(c.store_category_id) ?? []).map((child) => toNode(child, depth - 1));
    return node;
  };
  const tops = categories.childrenOf.get(0) ?? [];
  const tree = tops.map((c) => toNode(c, 2));
  const hotCategories = categories.categories.filter((c) => c.is_hot === 1 && c.level === 3).map((c) => toNode(c, 0));

  app.get('/api/store/product/category/lst', async () => ok({ hot: hotCategories, list: tree }));

  app.get('/api/store/product/category', async (request) => {
    const input = checkRequest(ParentQuery, request);
    if (!input.ok) return input.body;
    const children = categories.childrenOf.get(input.value.pid) ?? [];
    return ok(children.map((c) => ({ store_category_id: c.store_category_id, cate_name: c.cate_name, pic: c.pic })));
  });

  // Ranking tabs: the top-level categories (hot_ranking_lv = 1).
  app.get('/api/store/product/category/hotranking', async () =>
    ok(tops.map((c) => ({ store_category_id: c.store_category_id, cate_name: c.cate_name, pic: c.pic, pid: 0, level: 1 }))),
  );

  // Brands; with pid (a category at any level) and/or keyword, only brands of the products found there.
  app.get('/api/store/product/brand/lst', async (request) => {
    const params = readParams(request);
    const input = check(BrandQuery, params);
    if (!input.ok) return input.body;
    let list = brands.brands;
    const keyword = input.value.keyword.trim();
    if (input.value.pid > 0 || keyword) {
      const scope = { ...(input.value.pid > 0 ? { cate_pid: String(input.value.pid) } : {}), ...(keyword ? { keyword } : {}) };
      const ids = search.brandIds(search.parse(scope));
      list = list.filter((b) => ids.has(b.brand_id));
    }
    const result = page(list, params, 20);
    return ok({ count: result.count, list: result.list });
  });

  app.get('/api/product/spu/lst', async (request) => {
    const params = readParams(request);
    return ok(spuPage(search.parse(params), params));
  });

  // Parameter filter rows (param-filter-rows.ts); nothing to filter by answers an empty page, as stock does.
  app.get('/api/product/spu/params', async (request) => {
    const input = checkRequest(ParamsQuery, request);
    if (!input.ok) return input.body;
    const cateIds = [...input.value.cate_pid, ...input.value.cate_id];
    const keyword = input.value.keyword.trim();
    if (cateIds.length === 0 && !keyword) return ok({ count: 0, list: [] });
    const scope = { ...(cateIds.length ? { cate_pid: cateIds.join(',') } : {}), ...(keyword ? { keyword } : {}) };
    return ok(paramFilterRows(search.paramValues(search.parse(scope)), parameterNames()));
  });

  app.get('/api/product/spu/hot/:type', async (request) => {
    const params = readParams(request);
    const kind = HOT_TYPES[(request.params as { type: string }).type];
    if (!kind) return ok({ count: 0, list: [] });
    return ok(spuPage(search.parse(params, { order: kind.order, flag: kind.flag }), params));
  });

  app.get('/api/product/spu/recommend', async (request) => {
    const params = readParams(request);
    const input = check(MerchantQuery, params);
    if (!input.ok) return input.body;
    const merId = input.value.mer_id;
    const query = search.parse({}, { flag: 'is_good', inStock: true, order: 'sales', merId: merId || null });
    return ok(spuPage(query, params));
  });

  app.get('/api/product/spu/merchant/:id', async (request) => {
    const params = readParams(request);
    const input = check(MerchantQuery, params);
    if (!input.ok) return input.body;
    const merId = idOf(request);
    const query = search.parse(params, { merId });
    // a store's own listing defaults to the merchant's sort weight
    if (input.value.order === '') query.order = 'sort';
    return ok(spuPage(query, params, 12));
  });

  app.get('/api/product/spu/get_hot_ranking', async (request) => {
    const input = checkRequest(RankingQuery, request);
    if (!input.ok) return input.body;
    const ids = input.value.cate_pid;
    const chosen = (ids.length ? ids.map((id) => categories.categoryById.get(id)) : tops).filter((c): c is Category => c !== undefined);
    return ok(
      chosen.map((c) => ({
        cate_id: c.store_category_id,
        cate_name: c.cate_name,
        list: search.top({ ...search.inCategory(c.store_category_id), order: 'sales' }, 15).map(views.spuItem),
      })),
    );
  });

  app.get('/api/product/spu/coupon_product', async (request) => {
    const params = readParams(request);
    const input = check(CouponProductsQuery, params);
    if (!input.ok) return input.body;
    const coupon = coupons.couponById.get(input.value.coupon_id);
    if (!coupon) return fail('优惠券不存在');
    return ok(spuPage(search.within(search.parse(params), coupons.scopeOf(coupon)), params));
  });

  app.get('/api/store/product/detail/:id', async (request) => {
    const product = goods.productById.get(idOf(request));
    if (!product) return fail('商品已下架');
    const viewer = gate.viewer(request);
    if (viewer) signals.recordView(viewer.key, product.product_id);
    return ok(views.detail(product, viewer));
  });

  app.get('/api/store/product/show/:id', async (request) => {
    const product = goods.productById.get(idOf(request));
    if (!product) return fail('商品已下架');
    return ok(views.spuItem(product));
  });

  app.get('/api/store/product/reply/lst/:id', async (request) => {
    const params = readParams(request);
    const input = check(ReviewQuery, params);
    if (!input.ok) return input.body;
    const product = goods.productById.get(idOf(request));
    const all = product ? views.reviewsOf(product) : [];
    const stat = reviewStat(all);
    const result = page(
      all.filter((r) => matchesReviewType(r, input.value.type)),
      params,
      10,
    );
    return ok({
      count: result.count,
      list: result.list.map(toReviewRow),
      stat,
      best: stat.best,
      middle: stat.middle,
      negative: stat.negative,
      rate: stat.rate,
      star: stat.star,
    });
  });

  // Every category of the demo shop shares one price rule; stock answers 规则不存在 for a category without one.
  app.get('/api/store/product/price_rule/:cateId', async (request) => {
    const cateId = idOf(request, 'cateId');
    return categories.categoryById.has(cateId) ? ok({ ...PRICE_RULE, cate_id: cateId }) : fail('规则不存在');
  });
}
