// An order placed by a system (the open API's POST /open/v1/orders, and a PunchOut OrderRequest): the lines by
// part number or SKU code are checked as quick order checks them, put in as buy-now lines (never merged with the
// company cart people fill), checked out with the address, and created with the PO number and the cost centre
// under the client's token, so the role table, approval rules, budgets and unit scope apply as to a person (the
// order's unit is the client's, picked by the 管理员: docs/company-api.md §17). An
// order over a rule is answered `held`; otherwise it is paid at once on the company's credit or balance.
// Idempotent on a key (docs/open-api.md §Order submit): the same key with the same order answers the first order.
import type { IdempotencyStore } from './idempotency.ts';
import { fingerprintOf } from './idempotency.ts';
import { OpenError } from './open-errors.ts';
import type { OpenMall } from './open-mall.ts';

export const MAX_ORDER_LINES = 100;

export interface OpenOrderLine {
  /** a part number (型号, e.g. FN-3065-03) or a SKU code (bar code) */
  code: string;
  quantity: number;
}

export interface OpenOrderInput {
  lines: readonly OpenOrderLine[];
  /** one of the company's delivery addresses (GET /open/v1/addresses) */
  address_id: number;
  /** the buyer's purchase-order number (采购单号) */
  po_number?: string;
  /** an enabled cost centre of the company (成本中心/项目) */
  cost_center_id?: number;
  /** 企业账期 (credit, the default) or 企业余额 (balance); a held order is paid after approval */
  payment?: 'credit' | 'balance';
  /** a note for the merchant */
  remark?: string;
}

export type OpenOrderStatus = 'held' | 'paid' | 'awaiting_payment';

export interface OpenOrderResult {
  /** the group order id (支付单): order query, cancel and pay take it */
  order_id: number;
  status: OpenOrderStatus;
  /** the mall's sentence: why it is held, or why payment did not happen */
  message: string;
  approval_id: number | null;
}

interface CheckedRow {
  line: number;
  code: string;
  state: string;
  reason: string;
  product_id: number;
  unique: string;
}

interface CreateAnswer {
  status?: string;
  result?: { order_id?: number; approval_id?: number };
  order_id?: number;
}

/** The rows as quick order checks them; any row that cannot be bought refuses the whole order, naming it. */
async function skusOf(mall: OpenMall, lines: readonly OpenOrderLine[]): Promise<CheckedRow[]> {
  const checked = await mall.post<{ list: CheckedRow[] }>('/api/quick_order/check', {
    rows: lines.map((line) => ({ code: line.code, quantity: line.quantity })),
  });
  const bad = checked.list.find((row) => row.state !== 'ok');
  if (bad) throw new OpenError('refused', `第 ${bad.line} 行 ${bad.code}：${bad.reason}`);
  return checked.list;
}

/**
 * The lines checked and put in as buy-now cart lines (never merged with the company cart people fill); their
 * cart ids, for order/check. The delivery check prices the same lines.
 */
export async function buyNowLines(mall: OpenMall, lines: readonly OpenOrderLine[]): Promise<number[]> {
  const rows = await skusOf(mall, lines);
  const cartIds: number[] = [];
  for (const [at, row] of rows.entries()) {
    const added = await mall.post<{ cart_id: number }>('/api/user/cart/create', {
      product_id: row.product_id,
      product_attr_unique: row.unique,
      cart_num: lines[at]?.quantity,
      is_new: 1,
      product_type: 0,
    });
    cartIds.push(added.cart_id);
  }
  return cartIds;
}

async function place(mall: OpenMall, input: OpenOrderInput): Promise<OpenOrderResult> {
  const cartIds = await buyNowLines(mall, input.lines);
  const checked = await mall.post<{ key: string; status: string; order: { mer_id: number }[] }>('/api/v2/order/check', {
    cart_id: cartIds,
    address_id: input.address_id,
  });
  if (checked.status === 'noAddress') throw new OpenError('refused', '收货地址不存在，请先在 GET /open/v1/addresses 中选择');
  if (checked.status === 'noDeliver') throw new OpenError('refused', '所选地址不在配送范围内');
  const payType = input.payment ?? 'credit';
  const remark = input.remark?.trim();
  const created = await mall.postEnvelope<CreateAnswer>('/api/v2/order/create', {
    cart_id: cartIds,
    address_id: input.address_id,
    key: checked.key,
    pay_type: payType,
    po_number: input.po_number ?? '',
    cost_center_id: input.cost_center_id ?? 0,
    ...(remark ? { mark: Object.fromEntries(checked.order.map((block) => [block.mer_id, remark])) } : {}),
  });
  const { data } = created;
  const orderId = Number(data.result?.order_id ?? data.order_id ?? 0);
  if (!orderId) throw new OpenError('upstream_unavailable', '商城未返回订单号');
  if (data.status === 'approval') {
    return { order_id: orderId, status: 'held', message: created.message, approval_id: Number(data.result?.approval_id ?? 0) || null };
  }
  const paid = data.status === 'success';
  return { order_id: orderId, status: paid ? 'paid' : 'awaiting_payment', message: created.message, approval_id: null };
}

/**
 * Places the order once per `scope` (the client) and `key`: a repeat with the same input answers the first
 * result, the same key with another input is refused (idempotency_key_reused).
 */
export async function submitOpenOrder(
  mall: OpenMall,
  input: OpenOrderInput,
  options: { idempotency: IdempotencyStore; scope: string; key: string },
): Promise<OpenOrderResult & { replayed: boolean }> {
  const { answer, replayed } = await options.idempotency.once(`order:${options.scope}`, options.key, fingerprintOf(input), () =>
    place(mall, input),
  );
  return { ...answer, replayed };
}
