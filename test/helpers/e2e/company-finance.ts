// API steps for the company finance browser tests, as company 2's owner (13800000003) with the entity 企业: an
// unpaid company order, the company account's figures, a remittance submitted through the BFF, and the demo
// platform console's review forms. Each call checks its answer, so a broken step fails where it happens.
import { type APIRequestContext, expect } from '@playwright/test';
import { call } from './envelope.ts';
import { solidPng } from './png.ts';
import { addressId, affordableProduct } from './orders.ts';

/** 苏州恒泰精密机械有限公司: its owner, kept apart from the other specs' company 1 */
export const COMPANY2_PHONE = '13800000003';

/** Amount strings → fen, digit by digit. */
export function fenOf(money: string): number {
  const [whole = '0', decimals = ''] = money.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

export interface CompanyAccount {
  balanceFen: number;
  usedFen: number;
  availableFen: number;
}

export async function companyAccount(request: APIRequestContext): Promise<CompanyAccount> {
  const { data } = await call<{ now_money: string; used_credit: string; available_credit: string }>(request, 'get', '/api/company/account');
  return { balanceFen: fenOf(data.now_money), usedFen: fenOf(data.used_credit), availableFen: fenOf(data.available_credit) };
}

/** The most expensive SKU in stock of a product: its unique and price in fen. */
export async function dearestSku(request: APIRequestContext, productId: number): Promise<{ unique: string; priceFen: number }> {
  const { data } = await call<{ sku: Record<string, { unique: string; stock: number; price: string }> }>(
    request,
    'get',
    `/api/store/product/detail/${productId}`,
  );
  const skus = Object.values(data.sku)
    .filter((sku) => sku.stock >= 10)
    .sort((a, b) => fenOf(b.price) - fenOf(a.price));
  const sku = skus[0];
  if (!sku) throw new Error(`no SKU in stock for product ${productId}`);
  return { unique: sku.unique, priceFen: fenOf(sku.price) };
}

/** `pieces` of one SKU (by default one piece of an affordable product), ordered and left unpaid. */
export async function unpaidCompanyOrder(
  request: APIRequestContext,
  pick?: { productId: number; unique: string; pieces: number },
): Promise<{ groupOrderId: number; payFen: number }> {
  let chosen = pick;
  if (!chosen) {
    const { detail, unique } = await affordableProduct(request);
    chosen = { productId: detail.product_id, unique, pieces: 1 };
  }
  const cart = await call<{ cart_id: number }>(request, 'post', '/api/user/cart/create', {
    product_id: chosen.productId,
    product_attr_unique: chosen.unique,
    cart_num: chosen.pieces,
    is_new: 1,
    product_type: 0,
  });
  const order = { cart_id: [cart.data.cart_id], address_id: await addressId(request) };
  const check = await call<{ key: string }>(request, 'post', '/api/v2/order/check', order);
  const created = await call<{ order_id: number }>(request, 'post', '/api/v2/order/create', {
    ...order,
    key: check.data.key,
    pay_type: 'pc',
  });
  const group = await call<{ pay_price: string }>(request, 'get', `/api/order/group_order_detail/${created.data.order_id}`);
  return { groupOrderId: created.data.order_id, payFen: fenOf(group.data.pay_price) };
}

export async function cancelOrder(request: APIRequestContext, groupOrderId: number) {
  await call<unknown>(request, 'post', `/api/order/cancel/${groupOrderId}`);
}

/** prepare + create through the BFF: the remittance's id, its 汇款单号 and the company's 识别码. */
export async function submitRemittanceByApi(request: APIRequestContext, amount: string): Promise<{ id: number; no: string; code: string }> {
  const prepared = await call<{ code: string; remittance_no: string }>(request, 'get', '/api/company/remittance/prepare');
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  // the voucher is what the mall's upload call answered this member, as every picture a write stores
  const uploaded = await request.post('/api/upload/image/file', {
    multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: solidPng(8, 8) } },
  });
  const voucher = ((await uploaded.json()) as { data: { path: string } }).data.path;
  const created = await call<{ remittance_id: number }>(request, 'post', '/api/company/remittance/create', {
    remittance_no: prepared.data.remittance_no,
    amount,
    payer_name: '苏州恒泰精密机械有限公司',
    payer_bank: '中国工商银行苏州分行',
    transfer_date: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    vouchers: [voucher],
    mark: '',
  });
  return { id: created.data.remittance_id, no: prepared.data.remittance_no, code: prepared.data.code };
}

/** The company's remittances, newest first: their ids and 汇款单号 (a double submit must add exactly one). */
export async function remittanceList(request: APIRequestContext): Promise<{ remittance_id: number; remittance_no: string }[]> {
  const { data } = await call<{ list: { remittance_id: number; remittance_no: string }[] }>(
    request,
    'get',
    '/api/company/remittance/lst?page=1&limit=50',
  );
  return data.list;
}

export async function rejectInConsole(request: APIRequestContext, id: number, reason: string) {
  const answer = await request.post('/demo/platform/remittance/reject', { form: { remittance_id: String(id), reason } });
  expect(answer.status(), 'demo platform reject').toBe(200);
}
