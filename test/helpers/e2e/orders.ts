// Paid orders made through API calls for the browser tests of the after-sales pages: buy one piece now
// (is_new, kept out of the cart), order/check → order/create (pay_type 'pc') → pay by balance; then the demo
// merchant console (/demo/merchant, proxied by the BFF while the demo mall is embedded) ships it by courier or
// rider and marks it delivered, and the buyer confirms receipt. Each call checks its answer, so a broken step
// fails where it happens.
import { expect, type APIRequestContext } from '@playwright/test';
import { call, callOk } from './envelope.ts';

export interface PaidOrder {
  groupOrderId: number;
  orderId: number;
  orderSn: string;
  orderProductId: number;
  productId: number;
  productName: string;
}

interface ProductDetail {
  product_id: number;
  store_name: string;
  once_min_count?: number;
  sku: Record<string, { unique: string; stock: number; price: string }>;
}

/**
 * The first product of the listing `query` (spu/lst parameters) whose detail `pick` accepts, with what `pick`
 * answered; `missing` is the error when none is.
 */
export async function firstListedProduct<Detail, Found>(
  request: APIRequestContext,
  query: string,
  pick: (detail: Detail) => Found | undefined,
  missing: string,
): Promise<Found> {
  const { data } = await call<{ list: { product_id: number }[] }>(request, 'get', `/api/product/spu/lst?${query}`);
  for (const item of data.list) {
    const found = pick((await call<Detail>(request, 'get', `/api/store/product/detail/${item.product_id}`)).data);
    if (found) return found;
  }
  throw new Error(missing);
}

/** A product of ¥10–¥200 sold one at a time with a SKU in stock (cheap enough for the demo balance). */
export function affordableProduct(request: APIRequestContext): Promise<{ detail: ProductDetail; unique: string }> {
  return firstListedProduct(
    request,
    'price_on=10&price_off=200&page=1&limit=20',
    (detail: ProductDetail) => {
      const sku = Object.values(detail.sku).find((s) => s.stock >= 5);
      return (detail.once_min_count ?? 0) <= 1 && sku ? { detail, unique: sku.unique } : undefined;
    },
    'no affordable product in the seed',
  );
}

/** The buyer's default address (made when the buyer has none). */
export async function addressId(request: APIRequestContext): Promise<number> {
  const { list } = await callOk<{ list: { address_id: number }[] }>(request, 'get', '/api/user/address/lst');
  if (list[0]) return list[0].address_id;
  const area = [
    { id: 110000, name: '北京市' },
    { id: 110100, name: '北京市' },
    { id: 110101, name: '东城区' },
    { id: 110101001000, name: '东华门街道' },
  ];
  const created = await callOk<{ address_id: number }>(request, 'post', '/api/user/address/create', {
    real_name: '王采购',
    phone: '13912345678',
    area,
    detail: '1号',
    is_default: 1,
  });
  return created.address_id;
}

/** A buy-now cart line of one piece of an affordable product (the cart itself is left alone), and what it holds. */
export async function buyNowLine(request: APIRequestContext): Promise<{ cartId: number; detail: ProductDetail; unique: string }> {
  const { detail, unique } = await affordableProduct(request);
  const cart = await callOk<{ cart_id: number }>(request, 'post', '/api/user/cart/create', {
    product_id: detail.product_id,
    product_attr_unique: unique,
    cart_num: 1,
    is_new: 1,
    product_type: 0,
  });
  return { cartId: cart.cart_id, detail, unique };
}

/** Buys one piece of an affordable product with the signed-in buyer's balance; answers the store order (待发货). */
export async function placePaidOrder(request: APIRequestContext, mark = ''): Promise<PaidOrder> {
  const { cartId, detail } = await buyNowLine(request);
  const order = { cart_id: [cartId], address_id: await addressId(request) };
  const check = await call<{ status: string; key: string; order: { mer_id: number }[] }>(request, 'post', '/api/v2/order/check', order);
  expect(check.data.status).toBe('finish');
  const merId = check.data.order[0]?.mer_id ?? 0;
  const created = await call<{ order_id: number }>(request, 'post', '/api/v2/order/create', {
    ...order,
    key: check.data.key,
    pay_type: 'pc',
    mark: mark ? { [merId]: mark } : {},
  });
  const groupOrderId = created.data.order_id;
  const paid = await call<{ status: string }>(request, 'post', `/api/order/pay/${groupOrderId}`, { type: 'balance', return_url: '' });
  expect(paid.data.status, paid.message).toBe('success');

  const toShip = await call<{
    list: { order_id: number; order_sn: string; group_order_id: number; orderProduct: { order_product_id: number }[] }[];
  }>(request, 'get', '/api/order/list?status=0&page=1&limit=50');
  const mine = toShip.data.list.find((row) => row.group_order_id === groupOrderId);
  expect(mine, `order of group ${groupOrderId} in 待发货`).toBeDefined();
  return {
    groupOrderId,
    orderId: mine?.order_id ?? 0,
    orderSn: mine?.order_sn ?? '',
    orderProductId: mine?.orderProduct[0]?.order_product_id ?? 0,
    productId: detail.product_id,
    productName: detail.store_name,
  };
}

/** A form post to the demo merchant console; it answers its page again, 200 when the action was done. */
async function merchantConsole(request: APIRequestContext, action: 'ship' | 'delivered', form: Record<string, string>) {
  const answer = await request.post(`/demo/merchant/${action}`, { form });
  expect(answer.status(), `demo merchant ${action}`).toBe(200);
}

export function shipByExpress(request: APIRequestContext, orderId: number, waybill: string, company = '顺丰速运') {
  return merchantConsole(request, 'ship', { order_id: String(orderId), mode: 'express', express_name: company, waybill });
}

export function shipByRider(request: APIRequestContext, orderId: number, riderName: string, riderPhone: string) {
  return merchantConsole(request, 'ship', { order_id: String(orderId), mode: 'rider', rider_name: riderName, rider_phone: riderPhone });
}

export function markDelivered(request: APIRequestContext, orderId: number) {
  return merchantConsole(request, 'delivered', { order_id: String(orderId) });
}

export async function confirmReceipt(request: APIRequestContext, orderId: number) {
  const taken = await call<unknown>(request, 'post', `/api/order/take/${orderId}`);
  expect(taken.message).toBe('确认收货成功');
}

/** A waybill number no other test uses. */
export function freshWaybill(prefix = 'SF'): string {
  return `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

/**
 * 10 pieces of one SKU with `stock` or more in stock, bought now and paid with 企业账期 (the page's buyer must act
 * for a company with credit): the merchant order, 待发货.
 */
export async function creditOrderOfTen(request: APIRequestContext, stock = 10): Promise<{ orderId: number; orderSn: string }> {
  const { detail } = await affordableProduct(request);
  const sku = Object.values(detail.sku).find((candidate) => candidate.stock >= stock);
  if (!sku) throw new Error(`no SKU with ${stock} in stock`);
  const cart = await callOk<{ cart_id: number }>(request, 'post', '/api/user/cart/create', {
    product_id: detail.product_id,
    product_attr_unique: sku.unique,
    cart_num: 10,
    is_new: 1,
    product_type: 0,
  });
  const order = { cart_id: [cart.cart_id], address_id: await addressId(request) };
  const check = await callOk<{ key: string }>(request, 'post', '/api/v2/order/check', order);
  const created = await callOk<{ order_id: number }>(request, 'post', '/api/v2/order/create', { ...order, key: check.key, pay_type: 'pc' });
  const paid = await call<{ status: string }>(request, 'post', `/api/order/pay/${created.order_id}`, { type: 'credit', return_url: '' });
  expect(paid.data.status, paid.message).toBe('success');
  const list = await callOk<{ list: { order_id: number; order_sn: string; group_order_id: number }[] }>(
    request,
    'get',
    '/api/order/list?status=0&page=1&limit=50',
  );
  const mine = list.list.find((row) => row.group_order_id === created.order_id);
  if (!mine) throw new Error('the paid order is not 待发货');
  return { orderId: mine.order_id, orderSn: mine.order_sn };
}
