// The cart a PunchOut buyer sends back, read from the mall with the session's company token: the cart's lines
// (name, unit, SKU code) and, from POST /api/v2/order/check, the piece price the mall would charge — the
// company's agreed price where one is in force — so the requisition carries exactly what the order will cost.
import type { FastifyRequest } from 'fastify';
import { type Fen, sumFen, toFen } from '#shared/money.ts';
import { modelNumberOf } from '#shared/quick-order/model-number.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { mallJson, type MallResult } from './punchout-mall.ts';
import { unitCodeOf } from './units-of-measure.ts';

export interface PunchoutLine {
  cartId: number;
  productId: number;
  name: string;
  quantity: number;
  /** our model number (型号) when the name carries one, else the SKU code */
  partId: string;
  /** the SKU's code (编码): names the exact SKU */
  skuCode: string;
  unitName: string;
  unitCode: string;
  priceFen: Fen;
  categoryId: string;
}

export interface PunchoutCart {
  lines: PunchoutLine[];
  totalFen: Fen;
}

interface CartRow {
  cart_id: number;
  product_id: number;
  cart_num: number;
  product?: { store_name?: string; unit_name?: string } | null;
  productAttr?: { bar_code?: string; unique?: string } | null;
}

interface CheckAnswer {
  order?: { list?: { cart_id: number; cart_num: number; total_price?: string }[] }[];
}

const MAX_LINES = 200;

/** The lines of the cart `chosen` names (the buyer's selection: the company's cart is shared by its members). */
export async function readPunchoutCart(
  client: UpstreamClient,
  request: FastifyRequest,
  token: string,
  chosen: ReadonlySet<number>,
): Promise<MallResult<PunchoutCart>> {
  const listed = await mallJson<{ list?: { list?: CartRow[] }[] }>(client, request, { method: 'GET', url: '/api/user/cart/lst', token });
  if (!listed.ok) return listed;
  const rows = (listed.data?.list ?? [])
    .flatMap((store) => store.list ?? [])
    .filter((row) => chosen.has(row.cart_id))
    .slice(0, MAX_LINES);
  if (rows.length === 0) return { ok: true, data: { lines: [], totalFen: 0 } };
  const checked = await mallJson<CheckAnswer>(client, request, {
    method: 'POST',
    url: '/api/v2/order/check',
    token,
    body: { cart_id: rows.map((row) => row.cart_id) },
  });
  if (!checked.ok) return checked;
  // A line's piece price is its total ÷ pieces, as the order will charge it (total_price is in yuan).
  const priced = new Map<number, Fen>();
  for (const block of checked.data?.order ?? []) {
    for (const line of block.list ?? []) priced.set(line.cart_id, Math.round(toFen(line.total_price) / Math.max(1, line.cart_num)));
  }
  const categories = await categoriesOf(client, request, token, [...new Set(rows.map((row) => row.product_id))]);
  const lines = rows.map((row): PunchoutLine => {
    const name = row.product?.store_name ?? '';
    const skuCode = row.productAttr?.bar_code ?? '';
    const unitName = row.product?.unit_name || '件';
    return {
      cartId: row.cart_id,
      productId: row.product_id,
      name,
      quantity: row.cart_num,
      partId: modelNumberOf(name) ?? skuCode,
      skuCode,
      unitName,
      unitCode: unitCodeOf(unitName),
      priceFen: priced.get(row.cart_id) ?? 0,
      categoryId: categories.get(row.product_id) ?? '',
    };
  });
  return { ok: true, data: { lines, totalFen: sumFen(lines.map((line) => line.priceFen * line.quantity)) } };
}

/** Each product's store category (cate_id), read once per product; a product that cannot be read has none. */
async function categoriesOf(
  client: UpstreamClient,
  request: FastifyRequest,
  token: string,
  productIds: number[],
): Promise<Map<number, string>> {
  const found = await Promise.all(
    productIds.map(async (id) => {
      const detail = await mallJson<{ cate_id?: unknown; storeInfo?: { cate_id?: unknown } }>(client, request, {
        method: 'GET',
        url: `/api/store/product/detail/${id}`,
        token,
      });
      const cate = detail.ok ? (detail.data?.cate_id ?? detail.data?.storeInfo?.cate_id) : undefined;
      return [id, cate === undefined || cate === null ? '' : String(cate)] as const;
    }),
  );
  return new Map(found);
}
