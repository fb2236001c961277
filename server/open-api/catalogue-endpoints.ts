// Product pool, detail, batch price and stock, delivery check (docs/open-api.md §Catalogue). The pool is the
// company's agreed assortment (企业协议价, docs/company-api.md §9); prices are what checkout will charge.
import type { z } from 'zod';
import type { OpenRoute } from './open-route.ts';
import { OpenError } from './open-errors.ts';
import { buyNowLines } from './order-submit.ts';
import { DeliveryCheckInput, PricesInput, ProductsQuery } from './open-schemas.ts';

interface Agreement {
  agreement_id: number;
  product_id: number;
  unique: string;
  store_name: string;
  sku: string;
  bar_code: string;
  mer_name: string;
  price: string;
  tiers: { from: number; price: string }[];
  min_qty: number;
  step: number;
  start_date: string;
  end_date: string;
  state: number;
  update_time: string;
}

interface CheckedRow {
  line: number;
  code: string;
  state: string;
  state_name: string;
  reason: string;
  product_id: number;
  store_name: string;
  unit_name: string;
  sku: string;
  unique: string;
  part_number: string;
  bar_code: string;
  price: string;
  stock: number;
}

/** The parts of the mall's product detail (docs/mall-api.md §3.1) the open API passes on. */
interface MallProduct {
  product_id: number;
  store_name: string;
  unit_name: string;
  image: string;
  store_info: string;
  price: string;
  stock: number;
  is_show?: number;
  sku?: Record<string, { unique: string; sku: string; bar_code: string; price: string; stock: number }>;
}

/** The mall pages at most 100 agreements a call; a changed_since walk reads at most this many pages. */
const WALK_PAGES = 50;

const poolItem = (row: Agreement) => ({
  product_id: row.product_id,
  sku_id: row.unique,
  code: row.bar_code,
  name: row.store_name,
  spec: row.sku,
  shop: row.mer_name,
  list_price: row.price,
  agreed_tiers: row.tiers,
  min_qty: row.min_qty,
  step: row.step,
  valid_from: row.start_date,
  valid_to: row.end_date,
  in_force: row.state === 1,
  updated_at: row.update_time,
});

async function pool(context: Parameters<OpenRoute['handle']>[0]) {
  const query = context.query as z.infer<typeof ProductsQuery>;
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 20);
  if (!query.changed_since) {
    const answer = await context.mall.get<{ count: number; list: Agreement[] }>('/api/company/agreement_price/lst', {
      page,
      limit,
      keyword: query.keyword,
    });
    return { count: answer.count, page, limit, list: answer.list.map(poolItem) };
  }
  // changed since a time: the agreements saved at or after it, oldest change first, so a system can resume
  const since = query.changed_since.length === 10 ? `${query.changed_since} 00:00:00` : query.changed_since.replace('T', ' ');
  const changed: Agreement[] = [];
  for (let walk = 1; walk <= WALK_PAGES; walk += 1) {
    const answer = await context.mall.get<{ count: number; list: Agreement[] }>('/api/company/agreement_price/lst', {
      page: walk,
      limit: 100,
      keyword: query.keyword,
    });
    changed.push(...answer.list.filter((row) => row.update_time >= since));
    if (walk * 100 >= answer.count) break;
  }
  changed.sort((a, b) => a.update_time.localeCompare(b.update_time) || a.agreement_id - b.agreement_id);
  return { count: changed.length, page, limit, list: changed.slice((page - 1) * limit, page * limit).map(poolItem) };
}

const priceRow = (row: CheckedRow) => ({
  code: row.code,
  state: row.state,
  state_name: row.state_name,
  reason: row.reason,
  product_id: row.product_id || null,
  sku_id: row.unique || null,
  name: row.store_name,
  spec: row.sku,
  unit: row.unit_name,
  part_number: row.part_number,
  price: row.price,
  stock: row.stock,
});

export const CATALOGUE_ROUTES: OpenRoute[] = [
  {
    method: 'GET',
    path: '/open/v1/products',
    operationId: 'listProductPool',
    summary: '商品池：企业协议价商品（分页，可按 changed_since 取增量）',
    tag: '商品',
    // the agreed assortment is the company's price list: the mall files it under prices
    scope: 'prices',
    write: false,
    query: ProductsQuery,
    answerDescription: '{count, page, limit, list: [pool item]}',
    handle: pool,
  },
  {
    method: 'GET',
    path: '/open/v1/products/{product_id}',
    operationId: 'getProduct',
    summary: '商品详情（规格、价格、库存）',
    tag: '商品',
    scope: 'catalogue',
    write: false,
    answerDescription: 'the product with its SKUs',
    async handle(context) {
      const detail = await context.mall.get<MallProduct>(`/api/store/product/detail/${context.params.product_id}`);
      const skus = Object.values(detail.sku ?? {}).map((sku) => ({
        sku_id: sku.unique,
        spec: sku.sku,
        code: sku.bar_code,
        price: sku.price,
        stock: sku.stock,
      }));
      return {
        product_id: detail.product_id,
        name: detail.store_name,
        unit: detail.unit_name,
        image: detail.image,
        description: detail.store_info,
        price: detail.price,
        stock: detail.stock,
        on_sale: detail.is_show === 1 || detail.is_show === undefined,
        skus,
      };
    },
  },
  {
    method: 'POST',
    path: '/open/v1/prices',
    operationId: 'batchPriceAndStock',
    summary: '批量查询价格与库存（最多 100 个 SKU，价格为结算价）',
    tag: '商品',
    scope: 'prices',
    write: false,
    body: PricesInput,
    answerDescription: '{list: [{code, state, price, stock, …}]}',
    async handle(context) {
      const body = context.body as z.infer<typeof PricesInput>;
      // each SKU on its own row of one check: quantities default to one piece
      const checked = await context.mall.post<{ list: CheckedRow[] }>('/api/quick_order/check', {
        rows: body.skus.map((sku) => ({ code: sku.code, quantity: sku.quantity ?? 1 })),
      });
      return { list: checked.list.map(priceRow) };
    },
  },
  {
    method: 'POST',
    path: '/open/v1/delivery/check',
    operationId: 'checkDelivery',
    summary: '配送区域校验：所选地址能否配送这些商品及运费',
    tag: '商品',
    scope: 'orders',
    write: false,
    body: DeliveryCheckInput,
    answerDescription: '{deliverable, postage, pay_price}',
    async handle(context) {
      const body = context.body as z.infer<typeof DeliveryCheckInput>;
      const cartIds = await buyNowLines(context.mall, body.lines);
      const priced = await context.mall.post<{ status: string; order_total_postage?: string; order_price?: string }>(
        '/api/v2/order/check',
        { cart_id: cartIds, address_id: body.address_id },
      );
      if (priced.status === 'noAddress') throw new OpenError('not_found', '收货地址不存在');
      return {
        deliverable: priced.status === 'finish',
        reason: priced.status === 'noDeliver' ? '所选地址不在配送范围内' : '',
        postage: priced.order_total_postage ?? '0.00',
        pay_price: priced.order_price ?? '0.00',
      };
    },
  },
];
