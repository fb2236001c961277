// The money rules of after-sales (docs/mall-api.md §3.8): a product never gives back more than it was paid,
// over several requests; requests and merchant refunds racing each other still make one request and one refund;
// money goes back the way it came (balance, the company's own purse, a QR channel) and a fully refunded order
// gives its points and coupons back.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyRefund,
  balanceOf,
  billsOf,
  consoleRefund,
  type Pick,
  paidOrderOf,
  pointsOf,
  sameMerchantSkus,
  shipOrder,
} from './after-sales-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
beforeEach(() => {
  for (const key of ['user:1', 'user:2', 'company:1']) mall.context.trade.purse.addBalance(key, 5_000_000);
});

const yuan = (fen: number) => (fen / 100).toFixed(2);
const onlyProduct = (orderId: number) => mall.context.trade.orders.productsOf(orderId)[0]?.order_product_id ?? 0;
const payouts = (orderId: number) =>
  mall.context.db.prepare('SELECT * FROM refund_payouts WHERE order_id = ?').all(orderId) as { amount_fen: number; channel: string }[];

/**
 * 仅退款 of all a one-product order paid: its one piece (type 1, as a personal buyer asks) or the whole order
 * (type 2, as a company order's buyer asks).
 */
function askAllBack(token: string, orderId: number, paidFen: number, type: 1 | 2 = 1) {
  const ids = onlyProduct(orderId);
  const which = type === 1 ? { type, num: 1, ids } : { type, ids: String(ids) };
  return applyRefund(mall, token, orderId, { ...which, refund_type: 1, refund_message: '其它原因', refund_price: yuan(paidFen) });
}

function onePick(): Pick {
  const [pick] = sameMerchantSkus(mall.context, 1);
  if (!pick) throw new Error('no product');
  return pick;
}

describe('never more than was paid', () => {
  it('two requests on one product give back its paid amount at most, to the fen', async () => {
    const { orderId, order } = await paidOrderOf(mall, mall.userToken, [{ pick: onePick(), num: 3 }]);
    await shipOrder(mall, orderId);
    const id = onlyProduct(orderId);
    const goods = order.pay_price_fen - order.total_postage_fen;
    const perPiece = Math.floor(goods / 3);
    const base = { type: 1, refund_type: 1, ids: id, refund_message: '与描述不符' };

    const first = await applyRefund(mall, mall.userToken, orderId, { ...base, num: 1, refund_price: yuan(perPiece) });
    await consoleRefund(mall, 'agree', { refund_order_id: first.data.refund_order_id as number });
    const left = goods - perPiece;
    expect(await applyRefund(mall, mall.userToken, orderId, { ...base, num: 2, refund_price: yuan(left + 1) })).toEqual({
      status: 400,
      message: `最高可退款${String(left / 100)}元`,
    });
    const second = await applyRefund(mall, mall.userToken, orderId, { ...base, num: 2, refund_price: yuan(left) });
    await consoleRefund(mall, 'agree', { refund_order_id: second.data.refund_order_id as number });

    expect(payouts(orderId).reduce((sum, row) => sum + row.amount_fen, 0)).toBe(goods);
    expect((await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data.status).toBe(-1);
    expect(await applyRefund(mall, mall.userToken, orderId, { ...base, num: 1, refund_price: '0.01' })).toEqual({
      status: 400,
      message: '订单已退款',
    });
  });

  it('the refund transaction itself refuses to pay back more than the order was paid', async () => {
    const { orderId, order } = await paidOrderOf(mall, mall.userToken, [{ pick: onePick(), num: 1 }]);
    const applied = await askAllBack(mall.userToken, orderId, order.pay_price_fen);
    const refundId = applied.data.refund_order_id as number;
    // the request was checked against the order; the payout checks again, against what the order says now
    mall.context.db.prepare('UPDATE orders SET pay_price_fen = pay_price_fen - 1 WHERE order_id = ?').run(orderId);
    const before = balanceOf(mall, 'user:1');
    const refused = await consoleRefund(mall, 'agree', { refund_order_id: refundId });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('退款金额超出订单可退金额');
    expect(balanceOf(mall, 'user:1')).toBe(before);
    expect((await mall.get(`/api/refund/detail/${refundId}`, mall.userToken)).data.status).toBe(0);
  });
});

describe('racing requests', () => {
  it('eight different requests fired at once on one product make one request', async () => {
    const { orderId } = await paidOrderOf(mall, mall.userToken, [{ pick: onePick(), num: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        applyRefund(mall, mall.userToken, orderId, {
          type: 1,
          refund_type: 1,
          num: 1,
          ids: onlyProduct(orderId),
          refund_message: `原因 ${i}`,
          refund_price: '0.50',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).map((a) => a.message)).toEqual(Array(7).fill('该商品正在退款中，请勿重复申请'));
    expect(mall.context.afterSales.store.ofPrincipal('user:1')).toHaveLength(1);
  });

  it('ten merchant refunds fired at once pay back once', async () => {
    const { orderId, order } = await paidOrderOf(mall, mall.userToken, [{ pick: onePick(), num: 1 }]);
    const applied = await askAllBack(mall.userToken, orderId, order.pay_price_fen);
    const refundId = applied.data.refund_order_id as number;
    const before = balanceOf(mall, 'user:1');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => consoleRefund(mall, i % 2 ? 'agree' : 'refund', { refund_order_id: refundId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(balanceOf(mall, 'user:1') - before).toBe(order.pay_price_fen);
    expect(payouts(orderId)).toHaveLength(1);
    expect(billsOf(mall, 'user:1').filter((bill) => bill.type === 'refund')).toHaveLength(1);
  });
});

describe('back the way it came', () => {
  it('a QR payment is recorded as refunded to its channel and leaves the balance alone', async () => {
    const { orderId, order } = await paidOrderOf(mall, mall.userToken, [{ pick: onePick(), num: 1 }], { pay: 'weixinQr' });
    expect(order.pay_type).toBe('weixinQr');
    const applied = await askAllBack(mall.userToken, orderId, order.pay_price_fen);
    const refundId = applied.data.refund_order_id as number;
    const before = balanceOf(mall, 'user:1');
    const done = await consoleRefund(mall, 'agree', { refund_order_id: refundId });
    expect(done.body).toContain('已原路退回微信');
    expect(balanceOf(mall, 'user:1')).toBe(before);
    expect(payouts(orderId)).toEqual([expect.objectContaining({ channel: 'weixinQr', amount_fen: order.pay_price_fen })]);
    expect((await mall.get(`/api/refund/detail/${refundId}`, mall.userToken)).data).toMatchObject({
      status: 3,
      refund_channel: 'weixinQr',
    });
    expect(billsOf(mall, 'user:1').filter((bill) => bill.type === 'refund')).toHaveLength(0);
  });

  it('a company order is refunded to the company’s own purse', async () => {
    const { orderId, order } = await paidOrderOf(mall, mall.companyToken, [{ pick: onePick(), num: 1 }]);
    const applied = await askAllBack(mall.companyToken, orderId, order.pay_price_fen, 2);
    const owner = balanceOf(mall, 'user:2');
    const company = balanceOf(mall, 'company:1');
    await consoleRefund(mall, 'agree', { refund_order_id: applied.data.refund_order_id as number });
    expect(balanceOf(mall, 'company:1')).toBe(company + order.pay_price_fen);
    expect(balanceOf(mall, 'user:2')).toBe(owner);
    expect(billsOf(mall, 'company:1').find((bill) => bill.type === 'refund')?.number_fen).toBe(order.pay_price_fen);
  });

  it('a fully refunded order gives back the points and coupons it used', async () => {
    const wallet = mall.context.shopping.wallet;
    const coupons = mall.context.catalogue.coupons.coupons;
    const found = [...mall.context.catalogue.goods.eachNormalProduct()]
      .filter((p) => p.product_type === 0 && p.once_min_count === 0 && p.once_max_count === 0)
      .flatMap((product) => {
        const sku = product.skus.find((s) => s.stock >= 30 && s.price >= 1000);
        const coupon = coupons.find((c) => c.mer_id === product.mer_id && c.type === 0);
        return sku && coupon && Math.ceil(coupon.use_min_price / sku.price) <= 10 ? [{ product, sku, coupon }] : [];
      })[0];
    if (!found) throw new Error('no product with a reachable store coupon');
    const platform = coupons.find((c) => c.type === 10 && c.use_min_price === 0);
    if (!platform) throw new Error('no platform coupon');
    // received on the mall's clock, so they are in force when the order is priced however long the run takes
    expect(wallet.receive('user:2', found.coupon, new Date(mall.now()))).toBeNull();
    expect(wallet.receive('user:2', platform, new Date(mall.now()))).toBeNull();
    const num = Math.ceil(found.coupon.use_min_price / found.sku.price) + 1;

    const balance = balanceOf(mall, 'user:2');
    const points = pointsOf(mall, 'user:2');
    const { groupId, orderId, order } = await paidOrderOf(mall, mall.ownerToken, [{ pick: found, num }], { extra: { use_integral: true } });
    const group = mall.context.trade.orders.group(groupId);
    expect(group?.integral).toBeGreaterThan(0);
    expect(JSON.parse(group?.coupon_user_ids ?? '[]')).toHaveLength(2);
    expect(wallet.find('user:2', found.coupon.coupon_id)?.status).toBe(1);
    expect(wallet.find('user:2', platform.coupon_id)?.status).toBe(1);

    const applied = await askAllBack(mall.ownerToken, orderId, order.pay_price_fen, 2);
    expect((await mall.get(`/api/refund/detail/${applied.data.refund_order_id}`, mall.ownerToken)).data.integral).toBe(group?.integral);
    await consoleRefund(mall, 'agree', { refund_order_id: applied.data.refund_order_id as number });

    expect(balanceOf(mall, 'user:2')).toBe(balance);
    expect(pointsOf(mall, 'user:2')).toBe(points);
    expect(wallet.find('user:2', found.coupon.coupon_id)?.status).toBe(0);
    expect(wallet.find('user:2', platform.coupon_id)?.status).toBe(0);
    expect(billsOf(mall, 'user:2').find((bill) => bill.category === 'integral')).toMatchObject({
      pm: 1,
      title: '订单退款',
      number_fen: group?.integral,
    });
  });
});
