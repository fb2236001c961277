import { describe, expect, it } from 'vitest';
import { pointsForFen, pointsValueFen } from '../../../demo-mall/trade/pricing/points.ts';
import { DEMO_PRICING_SETTINGS } from '../../../demo-mall/trade/pricing/pricing-settings.ts';
import { coupon, line, priced } from './pricing-fixtures.ts';

const points = DEMO_PRICING_SETTINGS.points;

describe('SVIP prices', () => {
  it('charges an SVIP buyer the SVIP price on every normal line and reports the saving', () => {
    const lines = [line({ priceFen: 10000, svipPriceFen: 9500, quantity: 2 }), line({ priceFen: 3000, svipPriceFen: 0 })];
    const order = priced({ lines, buyer: { svip: true, points: 0 } });
    expect(order.merchants[0]?.lines.map((l) => [l.unitPriceFen, l.goodsFen, l.svipDiscountFen])).toEqual([
      [9500, 19000, 1000],
      [3000, 3000, 0],
    ]);
    expect(order.originalFen).toBe(23000);
    expect(order.svipDiscountFen).toBe(1000);
    expect(order.paidFen).toBe(22000);
    const guest = priced({ lines, buyer: { svip: false, points: 0 } });
    expect(guest.svipDiscountFen).toBe(0);
    expect(guest.paidFen).toBe(23000);
  });

  it('measures coupon thresholds and postage on the SVIP price', () => {
    const store = coupon({ type: 0, amountFen: 1000, thresholdFen: 9900 });
    const svipAt = priced({ lines: [line({ priceFen: 10000, svipPriceFen: 9900 })], buyer: { svip: true, points: 0 }, coupons: [store] });
    expect(svipAt.couponFen).toBe(1000);
    expect(svipAt.postageFen).toBe(0);
    const cheaper = [line({ priceFen: 10000, svipPriceFen: 9899 })];
    const svipBelow = priced({ lines: cheaper, buyer: { svip: true, points: 0 }, coupons: [store] });
    expect(svipBelow.couponFen).toBe(0);
    expect(svipBelow.postageFen).toBe(800);
    const guest = priced({ lines: cheaper, buyer: { svip: false, points: 0 }, coupons: [store] });
    expect(guest.couponFen).toBe(1000);
    expect(guest.postageFen).toBe(0);
  });
});

describe('points (积分抵扣): 100 points = 1 yuan, at most 50% of a line', () => {
  it('states the rate once and converts both ways', () => {
    expect(points.pointsPerYuan).toBe(100);
    expect(points.maxPercent).toBe(50);
    expect(pointsValueFen(1234, points)).toBe(1234);
    expect(pointsForFen(1234, points)).toBe(1234);
    const tenPerYuan = { ...points, pointsPerYuan: 10 };
    expect(pointsValueFen(15, tenPerYuan)).toBe(150);
    expect(pointsForFen(155, tenPerYuan)).toBe(16);
    expect(pointsValueFen(7, { ...points, pointsPerYuan: 300 })).toBe(2);
  });

  it('pays at most half the goods however many points the buyer has', () => {
    const order = priced({ lines: [line({ priceFen: 10000 })], buyer: { svip: false, points: 1_000_000 }, choices: { useIntegral: true } });
    expect(order.pointsFen).toBe(5000);
    expect(order.pointsUsed).toBe(5000);
    expect(order.paidFen).toBe(5000);
  });

  it('is limited by the balance', () => {
    const order = priced({ lines: [line({ priceFen: 10000 })], buyer: { svip: false, points: 1234 }, choices: { useIntegral: true } });
    expect(order.pointsFen).toBe(1234);
    expect(order.pointsUsed).toBe(1234);
  });

  it('never pays more than the coupons left', () => {
    const order = priced({
      lines: [line({ priceFen: 10000 })],
      buyer: { svip: false, points: 100000 },
      coupons: [coupon({ type: 0, amountFen: 6000, thresholdFen: 0 })],
      choices: { useIntegral: true },
    });
    expect(order.pointsFen).toBe(4000);
    expect(order.paidFen).toBe(0);
  });

  it('is off unless the buyer switches it on, and never touches postage', () => {
    const off = priced({ lines: [line({ priceFen: 5000 })], buyer: { svip: false, points: 100000 } });
    expect(off.pointsFen).toBe(0);
    expect(off.pointsOpen).toBe(true);
    const on = priced({ lines: [line({ priceFen: 5000 })], buyer: { svip: false, points: 100000 }, choices: { useIntegral: true } });
    expect(on.pointsFen).toBe(2500);
    expect(on.postageFen).toBe(800);
    expect(on.paidFen).toBe(2500 + 800);
  });

  it('spreads over several lines and merchants in proportion to each cap', () => {
    const order = priced({
      lines: [line({ merId: 1, priceFen: 10000 }), line({ merId: 2, priceFen: 3000 })],
      buyer: { svip: false, points: 3000 },
      choices: { useIntegral: true },
    });
    // caps 5000 and 1500, balance worth 3000: 2308 / 692
    expect(order.merchants.map((m) => [m.pointsFen, m.pointsUsed])).toEqual([
      [2308, 2308],
      [692, 692],
    ]);
    expect(order.pointsUsed).toBe(3000);
  });

  it('is closed when the mall turns points off', () => {
    const order = priced({
      lines: [line({ priceFen: 10000 })],
      buyer: { svip: false, points: 100000 },
      choices: { useIntegral: true },
      settings: { ...DEMO_PRICING_SETTINGS, points: { ...points, enabled: false } },
    });
    expect(order.pointsOpen).toBe(false);
    expect(order.pointsFen).toBe(0);
  });

  it('gives points for the amount paid when the mall sets a rate', () => {
    const order = priced({
      lines: [line({ priceFen: 12345 })],
      settings: { ...DEMO_PRICING_SETTINGS, points: { ...points, givenPerYuan: 1 } },
    });
    expect(order.pointsGivenLater).toBe(123);
    expect(priced({ lines: [line({ priceFen: 12345 })] }).pointsGivenLater).toBe(0);
  });
});
