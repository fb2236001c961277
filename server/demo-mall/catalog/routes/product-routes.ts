// Catalogue browsing: category tree, brands, product lists and search, parameter filters,
// hot lists, rankings, product detail, reviews, price rule and arrival notices.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, formatDateTime, ok, okMessage, paginate, readPaging } from '../../envelope.ts';
import type { Category, Product } from '../catalog-types.ts';
import { recordHistory } from '../history.ts';
import { int, intList, pathId, readParams, str } from '../../params.ts';
import { filterProducts, parseProductQuery, queryProducts, sortProducts, type ProductOrder } from '../query/product-query.ts';
import { PRICE_RULE } from '../seed/seed-templates.ts';
import { recommendBlocks } from '../seed/seed-site.ts';
import { toDetail, toSpuItem } from '../views/product-views.ts';
import { matchesReviewType, reviewStat, toReviewRow } from '../views/review-views.ts';

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

export function registerProductRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;
  const spu = (p: Product) => toSpuItem(store, p);
  const page = <T>(items: readonly T[], params: Record<string, unknown>, defaultLimit = 20) => {
    const { page: p, limit } = readPaging(params, defaultLimit);
    return paginate(items, p, limit);
  };
  const spuPage = (items: readonly Product[], params: Record<string, unknown>, defaultLimit = 20) => {
    const result = page(items, params, defaultLimit);
    return { count: result.count, list: result.list.map(spu) };
  };

  const toNode = (c: Category, depth: number): CategoryNode => {
    const node: CategoryNode = { store_category_id: c.store_category_id, pid: c.pid, cate_name: c.cate_name, sort: c.sort, pic: c.pic, is_show: c.is_show, is_hot: c.is_hot, level: c.level };
    if (depth > 0) node.children = (store.childrenOf.get(c.store_category_id) ?? []).map((child) => toNode(child, depth - 1));
    return node;
  };
  const tree = (store.childrenOf.get(0) ?? []).map((c) => toNode(c, 2));
  const hotCategories = store.categories.filter((c) => c.is_hot === 1 && c.level === 3).map((c) => toNode(c, 0));

  app.get('/api/store/product/category/lst', async () => ok({ hot: hotCategories, list: tree }));

  app.get('/api/store/product/category', async (request) => {
    const pid = int(readParams(request), 'pid', 0);
    return ok((store.childrenOf.get(pid) ?? []).map((c) => ({ store_category_id: c.store_category_id, cate_name: c.cate_name, pic: c.pic })));
  });

  // Ranking tabs: the top-level categories (hot_ranking_lv = 1).
  app.get('/api/store/product/category/hotranking', async () =>
    ok((store.childrenOf.get(0) ?? []).map((c) => ({ store_category_id: c.store_category_id, cate_name: c.cate_name, pic: c.pic, pid: 0, level: 1 }))),
  );

  // Brands; with pid (a category at any level) only brands that have products under it.
  app.get('/api/store/product/brand/lst', async (request) => {
    const params = readParams(request);
    const pid = int(params, 'pid', 0);
    let brands = store.brands;
    if (pid > 0) {
      const leaves = new Set(store.leavesUnder.get(pid) ?? []);
      const ids = new Set(store.normalProducts.filter((p) => leaves.has(p.cate_id)).map((p) => p.brand_id));
      brands = brands.filter((b) => ids.has(b.brand_id));
    }
    const result = page(brands, params, 20);
    return ok({ count: result.count, list: result.list });
  });

  app.get('/api/product/spu/lst', async (request) => {
    const params = readParams(request);
    return ok(spuPage(queryProducts(store, store.normalProducts, parseProductQuery(store, params)), params));
  });

  // Parameter filter rows for a category: [{parameter_id, name, values}] (only rows with a choice).
  app.get('/api/product/spu/params', async (request) => {
    const params = readParams(request);
    const cateIds = [...intList(params, 'cate_pid'), ...intList(params, 'cate_id')];
    const products = cateIds.length ? filterProducts(store, store.normalProducts, parseProductQuery(store, { cate_pid: cateIds.join(',') })) : store.normalProducts;
    const rows = new Map<number, { parameter_id: number; name: string; values: Set<string> }>();
    for (const p of products) {
      for (const param of p.params) {
        let row = rows.get(param.parameter_id);
        if (!row) rows.set(param.parameter_id, (row = { parameter_id: param.parameter_id, name: param.name, values: new Set() }));
        row.values.add(param.value);
      }
    }
    return ok(
      [...rows.values()]
        .filter((r) => r.values.size > 1)
        .sort((a, b) => a.parameter_id - b.parameter_id)
        .map((r) => ({ parameter_id: r.parameter_id, name: r.name, values: [...r.values].sort((a, b) => a.localeCompare(b, 'zh-Hans-CN', { numeric: true })) })),
    );
  });

  app.get('/api/product/spu/hot/:type', async (request) => {
    const params = readParams(request);
    const kind = HOT_TYPES[(request.params as { type: string }).type];
    if (!kind) return ok({ count: 0, list: [] });
    const query = parseProductQuery(store, params, { order: kind.order });
    const products = queryProducts(store, store.normalProducts, query).filter((p) => p[kind.flag] === 1);
    return ok(spuPage(products, params));
  });

  app.get('/api/product/spu/recommend', async (request) => {
    const params = readParams(request);
    const products = sortProducts(store.normalProducts.filter((p) => p.stock > 0 && p.is_good === 1), 'sales');
    const merId = int(params, 'mer_id', 0);
    return ok(spuPage(merId ? products.filter((p) => p.mer_id === merId) : products, params));
  });

  app.get('/api/product/spu/merchant/:id', async (request) => {
    const params = readParams(request);
    const merId = pathId(request);
    const base = store.productsByMerchant.get(merId) ?? [];
    const query = parseProductQuery(store, params, { merId });
    // a store's own listing defaults to the merchant's sort weight
    if (str(params, 'order') === '') query.order = 'sort';
    return ok(spuPage(queryProducts(store, base, query), params, 12));
  });

  app.get('/api/product/spu/get_hot_ranking', async (request) => {
    const params = readParams(request);
    const ids = intList(params, 'cate_pid');
    const cates = (ids.length ? ids.map((id) => store.categoryById.get(id)) : store.childrenOf.get(0) ?? []).filter((c): c is Category => c !== undefined);
    return ok(
      cates.map((c) => ({
        cate_id: c.store_category_id,
        cate_name: c.cate_name,
        list: sortProducts(filterProducts(store, store.normalProducts, parseProductQuery(store, { cate_pid: String(c.store_category_id) })), 'sales').slice(0, 15).map(spu),
      })),
    );
  });

  app.get('/api/product/spu/coupon_product', async (request) => {
    const params = readParams(request);
    const coupon = store.couponById.get(int(params, 'coupon_id', 0));
    if (!coupon) return fail('优惠券不存在');
    const query = parseProductQuery(store, params);
    return ok(spuPage(queryProducts(store, store.couponProducts(coupon), query), params));
  });

  app.get('/api/store/product/detail/:id', async (request) => {
    const product = store.productById.get(pathId(request));
    if (!product) return fail('商品已下架');
    const viewer = context.guard.optional(request);
    if (viewer) recordHistory(store, viewer.key, product.product_id);
    return ok(toDetail(store, product, viewer));
  });

  app.get('/api/store/product/show/:id', async (request) => {
    const product = store.productById.get(pathId(request));
    if (!product) return fail('商品已下架');
    return ok(spu(product));
  });

  app.get('/api/store/product/reply/lst/:id', async (request) => {
    const params = readParams(request);
    const product = store.productById.get(pathId(request));
    const all = product ? store.reviewsByProduct.get(product.old_product_id || product.product_id) ?? [] : [];
    const type = int(params, 'type', 0);
    const stat = reviewStat(all);
    const result = page(all.filter((r) => matchesReviewType(r, type)), params, 10);
    return ok({ count: result.count, list: result.list.map(toReviewRow), stat, best: stat.best, middle: stat.middle, negative: stat.negative, rate: stat.rate, star: stat.star });
  });

  app.get('/api/store/product/price_rule/:cateId', async (request) => ok({ ...PRICE_RULE, cate_id: pathId(request, 'cateId') }));

  // 到货通知: remember who wants to hear about a sold-out SKU.
  app.post('/api/store/product/increase_take', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const params = readParams(request);
    const product = store.productById.get(int(params, 'product_id', 0));
    if (!product) return fail('商品不存在');
    const unique = str(params, 'unique') || (product.skus[0]?.unique ?? '');
    if (!product.skus.some((s) => s.unique === unique)) return fail('商品规格不存在');
    const exists = store.state.notices.some((n) => n.key === auth.principal.key && n.unique === unique);
    if (!exists) store.state.notices.push({ key: auth.principal.key, product_id: product.product_id, unique, create_time: formatDateTime(new Date()) });
    return okMessage('订阅成功');
  });

  // 分类广场: one block per top category with up to 8 products ordered by rating.
  const blocks = recommendBlocks(store.childrenOf.get(0) ?? []);
  app.get('/api/pc/rec_list', async (request) => {
    const params = readParams(request);
    const result = page(blocks, params, 3);
    return ok({
      count: result.count,
      list: result.list.map((block) => ({
        ...block,
        list: sortProducts(filterProducts(store, store.normalProducts, parseProductQuery(store, { cate_pid: String(block.cid) })), 'rate').slice(0, 8).map(spu),
      })),
    });
  });
}
