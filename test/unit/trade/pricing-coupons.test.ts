import { describe, expect, it } from 'vitest';
import { coupon, line, merchant, NOW, priced } from './pricing-fixtures.ts';

const checkedIds = (outcomes: { coupon: { couponUserId: number }; checked: boolean }[]) =>
  outcomes.filter((o) => o.checked).map((o) => o.coupon.couponUserId);

describe('店铺券 (type 0)', () => {
  it('applies when the merchant goods reach the threshold exactly, not one fen below', () => {
    const store = coupon({ type: 0, amountFen: 1000, thresholdFen: 9900 });
    const at = priced({ lines: [line({ priceFen: 9900 })], coupons: [store] });
    expect(at.couponFen).toBe(1000);
    expect(at.merchants[0]?.coupons[0]).toMatchObject({ checked: true, disabled: false });
    const below = priced({ lines: [line({ priceFen: 9899 })], coupons: [store] });
    expect(below.couponFen).toBe(0);
    expect(below.merchants[0]?.coupons[0]).toMatchObject({ checked: false, disabled: true });
  });

  it('preselects the highest face value, ties going to the coupon received first', () => {
    const small = coupon({ type: 0, amountFen: 500, thresholdFen: 0, couponUserId: 1 });
    const bigLate = coupon({ type: 0, amountFen: 2000, thresholdFen: 0, couponUserId: 3 });
    const bigEarly = coupon({ type: 0, amountFen: 2000, thresholdFen: 0, couponUserId: 2 });
    const order = priced({ lines: [line({ priceFen: 30000 })], coupons: [small, bigLate, bigEarly] });
    expect(order.merchants[0]?.usedCouponUserIds).toEqual([2]);
    expect(order.merchants[0]?.coupons.map((o) => o.coupon.couponUserId)).toEqual([2, 3, 1]);
    expect(order.couponFen).toBe(2000);
  });

  it('skips a bigger coupon whose threshold is not met and preselects the next usable one', () => {
    const big = coupon({ type: 0, amountFen: 5000, thresholdFen: 49900 });
    const small = coupon({ type: 0, amountFen: 1000, thresholdFen: 9900 });
    const order = priced({ lines: [line({ priceFen: 20000 })], coupons: [big, small] });
    expect(order.merchants[0]?.usedCouponUserIds).toEqual([small.couponUserId]);
  });

  it('honours the buyer: an empty list uses none, a listed id uses that one, an unusable id is ignored', () => {
    const big = coupon({ type: 0, amountFen: 2000, thresholdFen: 0 });
    const small = coupon({ type: 0, amountFen: 500, thresholdFen: 0 });
    const far = coupon({ type: 0, amountFen: 9000, thresholdFen: 100000 });
    const lines = [line({ priceFen: 30000 })];
    expect(priced({ lines, coupons: [big, small], choices: { useIntegral: false, merchantCoupons: { 1: [] } } }).couponFen).toBe(0);
    expect(
      priced({ lines, coupons: [big, small], choices: { useIntegral: false, merchantCoupons: { 1: [small.couponUserId] } } }).couponFen,
    ).toBe(500);
    const ignored = priced({ lines, coupons: [big, far], choices: { useIntegral: false, merchantCoupons: { 1: [far.couponUserId] } } });
    expect(ignored.couponFen).toBe(0);
    expect(ignored.usedCouponUserIds).toEqual([]);
  });

  it('uses only one 店铺券 per merchant even when two are chosen', () => {
    const a = coupon({ type: 0, amountFen: 2000, thresholdFen: 0 });
    const b = coupon({ type: 0, amountFen: 1000, thresholdFen: 0 });
    const order = priced({
      lines: [line({ priceFen: 30000 })],
      coupons: [a, b],
      choices: { useIntegral: false, merchantCoupons: { 1: [a.couponUserId, b.couponUserId] } },
    });
    expect(order.couponFen).toBe(2000);
    expect(checkedIds(order.merchants[0]?.coupons ?? [])).toEqual([a.couponUserId]);
  });

  it("stays with its own merchant and never touches another's goods", () => {
    const forTwo = coupon({ type: 0, merId: 2, amountFen: 1000, thresholdFen: 0 });
    const order = priced({ lines: [line({ merId: 1, priceFen: 10000 }), line({ merId: 2, priceFen: 5000 })], coupons: [forTwo] });
    expect(merchant(order, 1).couponFen).toBe(0);
    expect(merchant(order, 2).couponFen).toBe(1000);
    expect(merchant(order, 1).coupons).toEqual([]);
  });

  it('never takes more than the goods: a 20.00 无门槛 coupon on 3.00 of goods takes 3.00', () => {
    const order = priced({
      lines: [line({ priceFen: 300, freeShipping: true })],
      coupons: [coupon({ type: 0, amountFen: 2000, thresholdFen: 0 })],
    });
    expect(order.couponFen).toBe(300);
    expect(order.paidFen).toBe(0);
  });

  it('spreads the amount over the lines in proportion to their goods, to the fen', () => {
    const order = priced({
      lines: [line({ priceFen: 10000 }), line({ priceFen: 5000 }), line({ priceFen: 5000 })],
      coupons: [coupon({ type: 0, amountFen: 1001, thresholdFen: 0 })],
    });
    expect(order.merchants[0]?.lines.map((l) => l.couponFen)).toEqual([501, 250, 250]);
  });
});

describe('商品券 (type 1)', () => {
  it('counts only the listed products toward its threshold and discounts only them', () => {
    const product = coupon({ type: 1, amountFen: 1500, thresholdFen: 10000, productIds: [7] });
    const listedShort = priced({
      lines: [line({ productId: 7, priceFen: 9999 }), line({ productId: 8, priceFen: 50000 })],
      coupons: [product],
    });
    expect(listedShort.couponFen).toBe(0);
    expect(listedShort.merchants[0]?.coupons[0]?.disabled).toBe(true);
    const listedEnough = priced({
      lines: [line({ productId: 7, priceFen: 10000 }), line({ productId: 8, priceFen: 50000 })],
      coupons: [product],
    });
    expect(listedEnough.merchants[0]?.lines.map((l) => l.couponFen)).toEqual([1500, 0]);
  });

  it('lets a line carry at most one 商品券', () => {
    const a = coupon({ type: 1, amountFen: 1500, thresholdFen: 0, productIds: [7] });
    const b = coupon({ type: 1, amountFen: 1000, thresholdFen: 0, productIds: [7, 8] });
    const order = priced({ lines: [line({ productId: 7, priceFen: 10000 }), line({ productId: 8, priceFen: 10000 })], coupons: [a, b] });
    expect(order.merchants[0]?.lines.map((l) => l.couponFen)).toEqual([1500, 1000]);
    const onlySeven = priced({ lines: [line({ productId: 7, priceFen: 10000 })], coupons: [a, b] });
    expect(onlySeven.couponFen).toBe(1500);
    expect(onlySeven.merchants[0]?.coupons.map((o) => [o.checked, o.disabled])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('stacks with a 店铺券 whose threshold counts the goods before the 商品券', () => {
    const product = coupon({ type: 1, amountFen: 1500, thresholdFen: 0, productIds: [7] });
    const store = coupon({ type: 0, amountFen: 1000, thresholdFen: 10000 });
    const order = priced({ lines: [line({ productId: 7, priceFen: 10000 })], coupons: [product, store] });
    expect(order.couponFen).toBe(2500);
    expect(order.merchants[0]?.usedCouponUserIds).toEqual([product.couponUserId, store.couponUserId]);
    expect(order.paidFen).toBe(7500);
  });
});

describe('platform coupons (types 10, 11, 12)', () => {
  it('measures the threshold on what the store coupons left, exactly at the boundary', () => {
    const store = coupon({ type: 0, amountFen: 1000, thresholdFen: 0 });
    const platform = coupon({ type: 10, amountFen: 2000, thresholdFen: 19900 });
    const at = priced({ lines: [line({ priceFen: 20900 })], coupons: [store, platform] });
    expect(at.couponFen).toBe(1000);
    expect(at.platformCouponFen).toBe(2000);
    expect(at.platformCouponUserId).toBe(platform.couponUserId);
    const below = priced({ lines: [line({ priceFen: 20899 })], coupons: [store, platform] });
    expect(below.platformCouponFen).toBe(0);
    expect(below.platformCoupons[0]).toMatchObject({ checked: false, disabled: true });
  });

  it('stacks a store coupon and a platform coupon across two merchants', () => {
    const storeOne = coupon({ type: 0, merId: 1, amountFen: 1000, thresholdFen: 9900 });
    const platform = coupon({ type: 10, amountFen: 2000, thresholdFen: 19900 });
    const order = priced({
      lines: [line({ merId: 1, priceFen: 15000 }), line({ merId: 2, priceFen: 10000 })],
      coupons: [storeOne, platform],
    });
    expect(merchant(order, 1).couponFen).toBe(1000);
    // 14000 and 10000 left: the 2000 splits 1167 / 833
    expect([merchant(order, 1).platformCouponFen, merchant(order, 2).platformCouponFen]).toEqual([1167, 833]);
    expect(order.paidFen).toBe(25000 - 1000 - 2000);
    expect(order.usedCouponUserIds).toEqual([storeOne.couponUserId, platform.couponUserId]);
  });

  it('applies only one platform coupon: the best usable unless the buyer picks one or none', () => {
    const general = coupon({ type: 10, amountFen: 500, thresholdFen: 0 });
    const big = coupon({ type: 10, amountFen: 2000, thresholdFen: 19900 });
    const lines = [line({ priceFen: 30000 })];
    expect(priced({ lines, coupons: [general, big] }).platformCouponUserId).toBe(big.couponUserId);
    expect(
      priced({ lines, coupons: [general, big], choices: { useIntegral: false, platformCouponId: general.couponUserId } }).platformCouponFen,
    ).toBe(500);
    const none = priced({ lines, coupons: [general, big], choices: { useIntegral: false, platformCouponId: 0 } });
    expect(none.platformCouponFen).toBe(0);
    expect(none.platformCouponUserId).toBe(0);
  });

  it('品类券 covers the products under its category (any level of the path)', () => {
    const office = coupon({ type: 11, amountFen: 3000, thresholdFen: 30000, categoryIds: [1] });
    const inOffice = line({ priceFen: 30000, categoryPath: [1, 101, 1001] });
    const tools = line({ priceFen: 80000, categoryPath: [3, 301, 3001] });
    const order = priced({ lines: [inOffice, tools], coupons: [office] });
    expect(order.merchants[0]?.lines.map((l) => l.platformCouponFen)).toEqual([3000, 0]);
    const short = priced({ lines: [line({ priceFen: 29999, categoryPath: [1, 101, 1001] }), tools], coupons: [office] });
    expect(short.platformCouponFen).toBe(0);
  });

  it('跨店券 covers the listed merchants only', () => {
    const cross = coupon({ type: 12, amountFen: 8000, thresholdFen: 100000, merchantIds: [1, 2] });
    const order = priced({
      lines: [line({ merId: 1, priceFen: 60000 }), line({ merId: 2, priceFen: 40000 }), line({ merId: 3, priceFen: 90000 })],
      coupons: [cross],
    });
    expect(order.merchants.map((m) => m.platformCouponFen)).toEqual([4800, 3200, 0]);
    const short = priced({ lines: [line({ merId: 1, priceFen: 60000 }), line({ merId: 3, priceFen: 90000 })], coupons: [cross] });
    expect(short.platformCouponFen).toBe(0);
  });
});

describe('validity', () => {
  it('counts from start_time inclusive to end_time exclusive, and never a used or expired coupon', () => {
    const lines = [line({ priceFen: 10000 })];
    const startsNow = coupon({ type: 0, amountFen: 100, thresholdFen: 0, startsAt: NOW });
    const endsNow = coupon({ type: 0, amountFen: 200, thresholdFen: 0, endsAt: NOW });
    const used = coupon({ type: 0, amountFen: 300, thresholdFen: 0, status: 1 });
    const expired = coupon({ type: 0, amountFen: 400, thresholdFen: 0, status: 2 });
    const later = coupon({ type: 0, amountFen: 500, thresholdFen: 0, startsAt: new Date(NOW.getTime() + 1000) });
    const order = priced({ lines, coupons: [startsNow, endsNow, used, expired, later] });
    expect(order.merchants[0]?.coupons.map((o) => o.coupon.couponUserId)).toEqual([startsNow.couponUserId]);
    expect(order.couponFen).toBe(100);
  });
});
