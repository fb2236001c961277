// Shared helpers for the after-sales tests: paid orders of one or several products (paid from the balance or by
// the demo QR page), shipping them in the merchant console, the refund calls and the console's refund forms.
import type { DemoMallContext } from '../../../demo-mall/app.ts';
import type { Product, Sku } from '../../../demo-mall/catalogue/catalogue-types.ts';
import { addAddress, buyNow, consolePost, placeOrder, type TradeMall } from './trade/trade-helpers.ts';

export interface Pick {
  product: Product;
  sku: Sku;
}

const plain = (product: Product, pieces: number) =>
  product.product_type === 0 && product.once_min_count === 0 && (product.once_max_count === 0 || product.once_max_count >= pieces);

/**
 * `count` SKUs of different products of one merchant that all ship with postage, each piece under `maxFen`, so
 * a small order pays the ¥8.00 postage; `skip` picks another merchant.
 */
export function sameMerchantSkus(context: DemoMallContext, count: number, maxFen = 3000, skip = 0): Pick[] {
  const groups = new Map<number, Pick[]>();
  for (const product of [...context.catalogue.goods.eachNormalProduct()]) {
    if (!plain(product, 10) || product.delivery_free === 1) continue;
    const sku = product.skus.find((candidate) => candidate.stock >= 30 && candidate.price > 0 && candidate.price <= maxFen);
    if (!sku) continue;
    const group = groups.get(product.mer_id) ?? [];
    group.push({ product, sku });
    groups.set(product.mer_id, group);
  }
  const found = [...groups.values()].filter((group) => group.length >= count)[skip];
  if (!found) throw new Error(`no merchant with ${count} cheap products in the seed`);
  return found.slice(0, count);
}

export const balanceOf = (mall: TradeMall, key: string) => mall.context.trade.purse.read(key)?.balanceFen ?? 0;
export const pointsOf = (mall: TradeMall, key: string) => mall.context.trade.purse.read(key)?.points ?? 0;

/** Buys the picks in one checkout (extra: use_integral, use_coupon…) and pays: from the balance, or by the QR page. */
export async function paidOrderOf(
  mall: TradeMall,
  token: string,
  lines: { pick: Pick; num: number }[],
  options: { extra?: object; pay?: 'balance' | 'weixinQr' } = {},
) {
  const addressId = await addAddress(mall, token);
  const cartIds: number[] = [];
  for (const line of lines) cartIds.push(await buyNow(mall, token, line.pick, line.num));
  const { created } = await placeOrder(mall, token, cartIds, addressId, options.extra ?? {});
  if (created.status !== 200) throw new Error(`order/create: ${created.message}`);
  const groupId = created.data.order_id as number;
  if (options.pay === 'weixinQr') {
    const qr = await mall.post(`/api/order/pay/${groupId}`, { type: 'weixinQr' }, token);
    const key = String(qr.data.result.config).split('=')[1];
    const confirmed = await mall.app.inject({ method: 'POST', url: '/demo/pay/confirm', payload: { key } });
    if (confirmed.statusCode !== 200) throw new Error('demo pay confirm failed');
  } else {
    const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, token);
    if (paid.data?.status !== 'success') throw new Error(`order/pay: ${paid.message}`);
  }
  const orders = mall.context.trade.orders.ordersOfGroup(groupId);
  const order = orders[0];
  if (!order || orders.length !== 1) throw new Error('expected one merchant order');
  return { groupId, orderId: order.order_id, order: mall.context.trade.orders.order(order.order_id) ?? order };
}

/** The merchant ships the order by express (0 → 1) through the console's form. */
export async function shipOrder(mall: TradeMall, orderId: number) {
  const shipped = await consolePost(mall, '/demo/merchant/ship', {
    order_id: orderId,
    mode: 'express',
    express_name: '顺丰速运',
    waybill: 'SF1234567890',
  });
  if (shipped.statusCode !== 200) throw new Error(`ship failed: ${shipped.body}`);
}

/** The order's products as the buyer's order detail shows them. */
export async function orderProducts(mall: TradeMall, token: string, orderId: number) {
  const detail = await mall.get(`/api/order/detail/${orderId}`, token);
  return detail.data.orderProduct as { order_product_id: number; is_refund: number; refund_num: number; product_num: number }[];
}

export const applyRefund = (mall: TradeMall, token: string, orderId: number, body: object) =>
  mall.post(`/api/refund/apply/${orderId}`, body, token);

/** One of the console's after-sales forms: agree, refuse, received, refund. */
export const consoleRefund = (
  mall: TradeMall,
  action: 'agree' | 'refuse' | 'received' | 'refund',
  fields: Record<string, string | number>,
) => consolePost(mall, `/demo/merchant/refund/${action}`, fields);

export const RETURN_ADDRESS = {
  mer_delivery_user: '王仓管',
  mer_delivery_address: '上海市浦东新区工业路 1 号退货仓',
  phone: '13800001111',
};

/** Bills of a principal, newest first. */
export const billsOf = (mall: TradeMall, key: string) =>
  mall.context.trade.orders.billsOf(key) as {
    pm: number;
    title: string;
    type: string;
    category: string;
    number_fen: number;
    link_id: number;
  }[];
