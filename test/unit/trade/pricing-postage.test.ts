import { describe, expect, it } from 'vitest';
import { coupon, line, merchant, priced } from './pricing-fixtures.ts';

describe('postage: 单店满99元包邮，不满收取运费8元', () => {
  it('ships free at exactly 99.00 and charges 8.00 at 98.99', () => {
    const at = priced({ lines: [line({ priceFen: 9900 })] });
    expect(at.postageFen).toBe(0);
    expect(at.paidFen).toBe(9900);
    const below = priced({ lines: [line({ priceFen: 9899 })] });
    expect(below.postageFen).toBe(800);
    expect(below.paidFen).toBe(9899 + 800);
  });

  it('measures the threshold before coupons: 99.00 of goods with a 10.00 coupon still ships free', () => {
    const order = priced({
      lines: [line({ priceFen: 9900 })],
      coupons: [coupon({ type: 0, amountFen: 1000, thresholdFen: 0 })],
    });
    expect(order.couponFen).toBe(1000);
    expect(order.postageFen).toBe(0);
    expect(order.paidFen).toBe(8900);
  });

  it('adds up the lines of one merchant and charges each merchant on its own', () => {
    const order = priced({
      lines: [
        line({ merId: 1, priceFen: 5000 }),
        line({ merId: 1, priceFen: 4900 }),
        line({ merId: 2, priceFen: 5000 }),
        line({ merId: 3, priceFen: 3000 }),
      ],
    });
    expect(merchant(order, 1).postageFen).toBe(0);
    expect(merchant(order, 2).postageFen).toBe(800);
    expect(merchant(order, 3).postageFen).toBe(800);
    expect(order.postageFen).toBe(1600);
  });

  it('uses the quantity: 3 × 33.00 = 99.00 ships free', () => {
    expect(priced({ lines: [line({ priceFen: 3300, quantity: 3 })] }).postageFen).toBe(0);
    expect(priced({ lines: [line({ priceFen: 3300, quantity: 2 })] }).postageFen).toBe(800);
  });

  it('charges nothing for store pickup', () => {
    const order = priced({ lines: [line({ priceFen: 1000 })], choices: { useIntegral: false, delivery: { 1: 'pickup' } } });
    expect(order.postageFen).toBe(0);
    expect(order.merchants[0]?.delivery).toBe('pickup');
  });

  it('charges nothing when every line ships free on its own, and free lines count toward 99', () => {
    expect(priced({ lines: [line({ priceFen: 1000, freeShipping: true })] }).postageFen).toBe(0);
    const mixed = priced({ lines: [line({ priceFen: 12000, freeShipping: true }), line({ priceFen: 1000 })] });
    expect(mixed.postageFen).toBe(0);
    const smallMixed = priced({ lines: [line({ priceFen: 2000, freeShipping: true }), line({ priceFen: 1000, quantity: 2 })] });
    expect(smallMixed.postageFen).toBe(800);
    expect(smallMixed.merchants[0]?.lines.map((l) => l.postageFen)).toEqual([0, 800]);
  });

  it('splits the postage over the shipping lines by piece count', () => {
    const order = priced({ lines: [line({ priceFen: 500, quantity: 1 }), line({ priceFen: 500, quantity: 3 })] });
    expect(order.merchants[0]?.lines.map((l) => l.postageFen)).toEqual([200, 600]);
  });

  it('follows a merchant-specific rule when the settings carry one', () => {
    const order = priced({
      lines: [line({ merId: 7, priceFen: 15000 })],
      settings: {
        postage: { freeFromFen: 9900, feeFen: 800 },
        postageByMerchant: { 7: { freeFromFen: 20000, feeFen: 1200 } },
        points: { enabled: true, pointsPerYuan: 100, maxPercent: 50, givenPerYuan: 0 },
      },
    });
    expect(order.postageFen).toBe(1200);
  });
});
