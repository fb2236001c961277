// Shared helpers for the trade tests: a demo mall with a movable clock, tokens for a user, another user and a
// company account, a valid region chain, and wrappers for the checkout steps.
import type { FastifyInstance } from 'fastify';
import { createDemoMall, type DemoMallContext } from '../../../../demo-mall/app.ts';
import type { Product, Sku } from '../../../../demo-mall/catalogue/catalogue-types.ts';
import type { DemoMallOptions } from '../../../../demo-mall/options.ts';
import { cityList } from '../../../../demo-mall/trade/regions/regions.ts';
import { seededImage } from '../../../helpers/mall/seeded-image.ts';
import { call, type Body } from '../accounts-helpers.ts';

export type { Body };

export interface TradeMall {
  app: FastifyInstance;
  context: DemoMallContext;
  /** uid 1, personal only */
  userToken: string;
  /** uid 2, owner of company 1 */
  ownerToken: string;
  /** company account 1 */
  companyToken: string;
  advance(ms: number): void;
  /** the mall's clock (ms) */
  now(): number;
  get(url: string, token: string): Promise<Body>;
  post(url: string, payload: object, token: string): Promise<Body>;
  close(): Promise<void>;
}

export async function buildTradeMall(
  options: { orderCloseMinutes?: number; webhookTimeoutMs?: number; switches?: DemoMallOptions['switches'] } = {},
): Promise<TradeMall> {
  const image = await seededImage();
  let now = Date.now();
  const { app, context } = createDemoMall({
    database: image,
    testHooks: true,
    printSms: false,
    clock: () => now,
    orderCloseMinutes: options.orderCloseMinutes ?? 15,
    orderSweepMs: 0,
    // webhooks reach the tests' loopback receivers; the worker runs when an event wakes it or a test ticks it
    webhooks: { allowInternal: true, pollMs: 0, timeoutMs: options.webhookTimeoutMs ?? 2_000 },
    ...(options.switches ? { switches: options.switches } : {}),
  });
  await app.ready();
  const advance = (ms: number) => {
    now += ms;
  };
  return asTradeMall(app, context, { advance, now: () => now });
}

/** A started demo mall with the trade tests' tokens and calls; `clock` is how the test moves its time. */
export function asTradeMall(app: FastifyInstance, context: DemoMallContext, clock: Pick<TradeMall, 'advance' | 'now'>): TradeMall {
  return {
    app,
    context,
    userToken: context.signer.issue(1, 'user').token,
    ownerToken: context.signer.issue(2, 'user').token,
    companyToken: context.signer.issue(1, 'company').token,
    ...clock,
    get: (url, token) => call(app, 'GET', url, undefined, token),
    post: (url, payload, token) => call(app, 'POST', url, payload, token),
    close: () => app.close(),
  };
}

/** A province → … → leaf chain as the address cascader sends it. */
export function leafChain(): { id: number; name: string }[] {
  const chain: { id: number; name: string }[] = [];
  let pid = 0;
  for (;;) {
    const node = cityList(pid).find((n) => n.snum >= 0);
    if (!node) break;
    chain.push({ id: node.id, name: node.name });
    if (node.snum === 0) break;
    pid = node.id;
  }
  return chain;
}

export function addressBody(overrides: object = {}) {
  return { real_name: '王收货', phone: '13912345678', area: leafChain(), detail: '工业园区 8 号', post_code: '200000', ...overrides };
}

/** A normal product SKU with at least `stock` pieces, no minimum and no per-order maximum below `stock`. */
export function plainSku(context: DemoMallContext, stock = 30, skip = 0): { product: Product; sku: Sku } {
  const found = [...context.catalogue.goods.eachNormalProduct()]
    .filter((p) => p.once_min_count === 0 && (p.once_max_count === 0 || p.once_max_count >= stock))
    .flatMap((product) => product.skus.filter((sku) => sku.stock >= stock).map((sku) => ({ product, sku })))[skip];
  if (!found) throw new Error('no plain SKU in the seed');
  return found;
}

export async function buyNow(mall: TradeMall, token: string, pick: { product: Product; sku: Sku }, num = 1): Promise<number> {
  const body = await mall.post(
    '/api/user/cart/create',
    { product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, cart_num: num, is_new: 1, product_type: 0 },
    token,
  );
  if (body.status !== 200) throw new Error(`cart/create: ${body.message}`);
  return body.data.cart_id as number;
}

export async function addAddress(mall: TradeMall, token: string): Promise<number> {
  const body = await mall.post('/api/user/address/create', addressBody(), token);
  if (body.status !== 200) throw new Error(`address/create: ${body.message}`);
  return body.data.address_id as number;
}

/** check then create with pay_type pc: the group order id. */
export async function placeOrder(mall: TradeMall, token: string, cartIds: number[], addressId: number, extra: object = {}) {
  const check = await mall.post('/api/v2/order/check', { cart_id: cartIds, address_id: addressId, ...extra }, token);
  if (check.status !== 200) throw new Error(`order/check: ${check.message}`);
  const created = await mall.post(
    '/api/v2/order/create',
    { cart_id: cartIds, address_id: addressId, key: check.data.key, pay_type: 'pc', ...extra },
    token,
  );
  return { check, created };
}

/** Buy now, check, create and pay from the balance: the group order and its one merchant order. */
export async function paidOrder(mall: TradeMall, token: string, pick: { product: Product; sku: Sku }, num = 1) {
  const addressId = await addAddress(mall, token);
  const { created } = await placeOrder(mall, token, [await buyNow(mall, token, pick, num)], addressId);
  const groupId = created.data.order_id as number;
  const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, token);
  if (paid.data?.status !== 'success') throw new Error(`order/pay: ${paid.message}`);
  const order = mall.context.trade.orders.ordersOfGroup(groupId)[0];
  if (!order) throw new Error('no merchant order');
  return { groupId, orderId: order.order_id };
}

/** A console form post (application/x-www-form-urlencoded), as the demo merchant page sends it. */
export async function consolePost(mall: TradeMall, path: string, fields: Record<string, string | number>) {
  const payload = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return mall.app.inject({ method: 'POST', url: path, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}
