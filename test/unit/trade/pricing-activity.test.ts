import { describe, expect, it } from 'vitest';
import { PRICING_MESSAGES, priceOrder } from '../../../demo-mall/trade/pricing/price-order.ts';
import { coupon, input, line, priced } from './pricing-fixtures.ts';

describe('presell (预售)', () => {
  const deposit = (priceFen: number, depositFen: number, quantity = 1) =>
    line({ productType: 2, priceFen, svipPriceFen: priceFen - 100, quantity, presell: { presellType: 2, depositFen } });

  it('charges the deposit now and the rest (尾款) later', () => {
    const order = priced({ lines: [deposit(10000, 2000, 2)] });
    expect(order.orderType).toBe(2);
    expect(order.depositFen).toBe(4000);
    expect(order.payNowFen).toBe(4000);
    expect(order.payLaterFen).toBe(16000);
    expect(order.paidFen).toBe(20000);
  });

  it('puts postage into the final payment', () => {
    const order = priced({ lines: [deposit(5000, 1000)] });
    expect(order.postageFen).toBe(800);
    expect(order.payNowFen).toBe(1000);
    expect(order.payLaterFen).toBe(4000 + 800);
  });

  it('lets a store coupon discount the final payment only, its threshold measured on it', () => {
    const store = coupon({ type: 0, amountFen: 1000, thresholdFen: 16000 });
    const order = priced({ lines: [deposit(10000, 2000, 2)], coupons: [store] });
    expect(order.couponFen).toBe(1000);
    expect(order.payNowFen).toBe(4000);
    expect(order.payLaterFen).toBe(15000);
    const higher = coupon({ type: 0, amountFen: 1000, thresholdFen: 16001 });
    expect(priced({ lines: [deposit(10000, 2000, 2)], coupons: [higher] }).couponFen).toBe(0);
  });

  it('ignores SVIP prices, platform coupons and points', () => {
    const order = priced({
      lines: [deposit(10000, 2000)],
      buyer: { svip: true, points: 100000 },
      coupons: [coupon({ type: 10, amountFen: 500, thresholdFen: 0 })],
      choices: { useIntegral: true },
    });
    expect(order.svipDiscountFen).toBe(0);
    expect(order.platformCouponsEnabled).toBe(false);
    expect(order.platformCoupons[0]).toMatchObject({ checked: false, disabled: true });
    expect(order.pointsOpen).toBe(false);
    expect(order.pointsFen).toBe(0);
  });

  it('charges everything now for full-payment presell (type 1)', () => {
    const order = priced({ lines: [line({ productType: 2, priceFen: 8000, presell: { presellType: 1, depositFen: 0 } })] });
    expect(order.payNowFen).toBe(8000 + 800);
    expect(order.payLaterFen).toBe(0);
    expect(order.depositFen).toBe(0);
  });
});

describe('seckill (秒杀)', () => {
  it('takes no coupons and no points but pays postage', () => {
    const order = priced({
      lines: [line({ productType: 1, priceFen: 3000, svipPriceFen: 2000 })],
      buyer: { svip: true, points: 100000 },
      coupons: [coupon({ type: 0, amountFen: 500, thresholdFen: 0 }), coupon({ type: 10, amountFen: 500, thresholdFen: 0 })],
      choices: { useIntegral: true },
    });
    expect(order.orderType).toBe(1);
    expect(order.couponFen + order.platformCouponFen + order.pointsFen + order.svipDiscountFen).toBe(0);
    expect(order.merchants[0]?.coupons[0]?.disabled).toBe(true);
    expect(order.paidFen).toBe(3800);
  });
});

describe('refusals', () => {
  it('refuses activity goods bought together with others', () => {
    const result = priceOrder(
      input({ lines: [line({ productType: 2, priceFen: 1000, presell: { presellType: 1, depositFen: 0 } }), line({ priceFen: 1000 })] }),
    );
    expect(result).toEqual({ ok: false, message: PRICING_MESSAGES.activityAlone });
    expect(PRICING_MESSAGES.activityAlone).toBe('活动商品必须单独购买');
  });

  it('refuses an empty order, a quantity below one and a broken price', () => {
    expect(priceOrder(input({ lines: [] }))).toEqual({ ok: false, message: '数据无效' });
    expect(priceOrder(input({ lines: [line({ priceFen: 100, quantity: 0 })] }))).toEqual({ ok: false, message: '购买商品数必须大于0' });
    expect(priceOrder(input({ lines: [line({ priceFen: 100, quantity: 1.5 })] }))).toEqual({ ok: false, message: '购买商品数必须大于0' });
    expect(priceOrder(input({ lines: [line({ priceFen: -1 })] }))).toEqual({ ok: false, message: '商品价格有误' });
    expect(priceOrder(input({ lines: [line({ priceFen: 10.5 })] }))).toEqual({ ok: false, message: '商品价格有误' });
  });
});

describe('address status', () => {
  it("is 'noAddress' without an address while some merchant ships, 'finish' otherwise", () => {
    const lines = [line({ merId: 1, priceFen: 1000 }), line({ merId: 2, priceFen: 1000 })];
    expect(priced({ lines, hasAddress: false }).status).toBe('noAddress');
    expect(priced({ lines, hasAddress: false, choices: { useIntegral: false, delivery: { 1: 'pickup' } } }).status).toBe('noAddress');
    expect(priced({ lines, hasAddress: false, choices: { useIntegral: false, delivery: { 1: 'pickup', 2: 'pickup' } } }).status).toBe(
      'finish',
    );
    expect(priced({ lines, hasAddress: true }).status).toBe('finish');
  });
});
