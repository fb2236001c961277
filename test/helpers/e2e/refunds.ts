// After-sales helpers of the browser tests: a paid two-product order of one store (two buy-now lines, then
// order/check → order/create → pay by balance), the buyer's balance, and the demo merchant console's refund
// page (/demo/merchant/refunds) driven in the browser.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callOk } from './envelope.ts';
import { toFen } from '../../../shared/money.ts';
import { addressId } from './orders.ts';

interface ListedProduct {
  product_id: number;
  mer_id: number;
}

interface ProductDetail {
  product_id: number;
  store_name: string;
  once_min_count?: number;
  sku: Record<string, { unique: string; stock: number }>;
}

/** Two products of one store, sold one at a time, in stock, of ¥10–¥200. */
async function twoProductsOfOneStore(request: APIRequestContext): Promise<{ detail: ProductDetail; unique: string }[]> {
  const { list } = await callOk<{ list: ListedProduct[] }>(
    request,
    'get',
    '/api/product/spu/lst?price_on=10&price_off=200&page=1&limit=40',
  );
  const byStore = new Map<number, { detail: ProductDetail; unique: string }[]>();
  for (const item of list) {
    const detail = await callOk<ProductDetail>(request, 'get', `/api/store/product/detail/${item.product_id}`);
    const sku = Object.values(detail.sku).find((entry) => entry.stock >= 5);
    if ((detail.once_min_count ?? 0) > 1 || !sku) continue;
    const found = [...(byStore.get(item.mer_id) ?? []), { detail, unique: sku.unique }];
    if (found.length === 2) return found;
    byStore.set(item.mer_id, found);
  }
  throw new Error('no store with two affordable products in the seed');
}

export interface TwoItemOrder {
  orderId: number;
  lines: { orderProductId: number; name: string }[];
}

/** A paid, unshipped order of two products of one store: two pieces of the first, one of the second. */
export async function placeTwoItemOrder(request: APIRequestContext): Promise<TwoItemOrder> {
  const products = await twoProductsOfOneStore(request);
  const cartIds: number[] = [];
  for (const [index, { detail, unique }] of products.entries()) {
    const cart = await callOk<{ cart_id: number }>(request, 'post', '/api/user/cart/create', {
      product_id: detail.product_id,
      product_attr_unique: unique,
      cart_num: index === 0 ? 2 : 1,
      is_new: 0,
      product_type: 0,
    });
    cartIds.push(cart.cart_id);
  }
  const order = { cart_id: cartIds, address_id: await addressId(request) };
  const check = await callOk<{ status: string; key: string }>(request, 'post', '/api/v2/order/check', order);
  expect(check.status).toBe('finish');
  const created = await callOk<{ order_id: number }>(request, 'post', '/api/v2/order/create', {
    ...order,
    key: check.key,
    pay_type: 'pc',
    mark: {},
  });
  const paid = await callOk<{ status: string }>(request, 'post', `/api/order/pay/${created.order_id}`, { type: 'balance', return_url: '' });
  expect(paid.status).toBe('success');
  const toShip = await callOk<{
    list: {
      order_id: number;
      group_order_id: number;
      orderProduct: { order_product_id: number; cart_info: { product?: { store_name?: string } } }[];
    }[];
  }>(request, 'get', '/api/order/list?status=0&page=1&limit=50');
  const mine = toShip.list.find((row) => row.group_order_id === created.order_id);
  expect(mine?.orderProduct.length).toBe(2);
  return {
    orderId: mine?.order_id ?? 0,
    lines: (mine?.orderProduct ?? []).map((line) => ({
      orderProductId: line.order_product_id,
      name: line.cart_info.product?.store_name ?? '',
    })),
  };
}

/** The signed-in buyer's balance in fen. */
export async function balanceFen(request: APIRequestContext): Promise<number> {
  const user = await callOk<{ now_money: string }>(request, 'get', '/api/user');
  return toFen(user.now_money);
}

/** The row of one refund request on the console's after-sales page. */
export async function merchantRefundRow(page: Page, refundSn: string) {
  await page.goto('/demo/merchant/refunds');
  const row = page.locator('tr', { hasText: refundSn });
  await expect(row).toHaveCount(1);
  return row;
}
