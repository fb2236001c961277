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

/** A product of ¥10–¥200 sold one at a time with a SKU in stock (cheap enough for the demo balance). */
export async function affordableProduct(request: APIRequestContext): Promise<{ detail: ProductDetail; unique: string }> {
  const { data } = await call<{ list: { product_id: number }[] }>(
    request,
    'get',
    '/api/product/spu/lst?price_on=10&price_off=200&page=1&limit=20',
  );
  for (const item of data.list) {
    const detail = (await call<ProductDetail>(request, 'get', `/api/store/product/detail/${item.product_id}`)).data;
    const sku = Object.values(detail.sku).find((s) => s.stock >= 5);
    if ((detail.once_min_count ?? 0) <= 1 && sku) return { detail, unique: sku.unique };
  }
  throw new Error('no affordable product in the seed');
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
