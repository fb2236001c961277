import { describe, expect, it } from 'vitest';
import { orderCheckView } from '../../../demo-mall/trade/pricing/check-view.ts';
import { choicesFromRequest } from '../../../demo-mall/trade/pricing/request-choices.ts';
import { heldCoupon, parseLocalTime, pricingLine } from '../../../demo-mall/trade/pricing/catalogue-adapter.ts';
import type { Coupon, Product, Sku } from '../../../demo-mall/catalogue/catalogue-types.ts';
import { coupon, line, priced } from './pricing-fixtures.ts';

describe('the order/check view', () => {
  const order = priced({
    lines: [
      line({ merId: 1, productId: 7, priceFen: 10000, svipPriceFen: 9500, quantity: 2 }),
      line({ merId: 2, productId: 8, priceFen: 3050 }),
    ],
    buyer: { svip: true, points: 1000 },
    coupons: [
      coupon({ type: 0, merId: 1, amountFen: 1000, thresholdFen: 9900, couponUserId: 11 }),
      coupon({ type: 10, amountFen: 500, thresholdFen: 0, couponUserId: 12 }),
    ],
    choices: { useIntegral: true },
  });
  const view = orderCheckView(order, { key: 'k1', address: null, useIntegral: true });

  it('answers with decimal strings that add up as the page shows them', () => {
    expect(view.total_price).toBe('230.50');
    expect(view.order_svip_discount).toBe('10.00');
    expect(view.order_coupon_price).toBe('10.00');
    expect(view.total_platform_coupon_price).toBe('5.00');
    expect(view.order_total_integral).toBe(1000);
    expect(view.order_total_integral_price).toBe('10.00');
    expect(view.order_total_postage).toBe('8.00');
    expect(view.total_coupon).toBe('35.00');
    expect(view.order_price).toBe('203.50');
    expect(view.usePlatformCouponId).toBe(12);
    expect(view.status).toBe('finish');
    expect(view.key).toBe('k1');
    expect(view.openIntegral).toBe(true);
  });

  it('keeps per-merchant blocks whose numbers match the order', () => {
    const [first, second] = view.order;
    expect(first?.mer_id).toBe(1);
    expect(first?.order).toMatchObject({
      total_num: 2,
      total_price: '200.00',
      svip_discount: '10.00',
      use_svip: 1,
      coupon_price: '10.00',
      postage_price: '0.00',
      useCouponIds: [11],
    });
    expect(second?.order.postage_price).toBe('8.00');
    // stock's line: no `price`; the piece price (before the SVIP discount) is productAttr.price
    expect(first?.list[0]).toMatchObject({ cart_num: 2, total_price: '200.00', svip_discount: '10.00', productAttr: { price: '100.00' } });
    expect(first?.list[0]).not.toHaveProperty('price');
    expect(first?.coupon[0]).toMatchObject({
      coupon_user_id: 11,
      coupon_price: '10.00',
      use_min_price: '99.00',
      checked: true,
      disabled: false,
    });
    const payParts = view.order.map((m) => Number(m.order.pay_price));
    expect(payParts.reduce((a, b) => a + b, 0).toFixed(2)).toBe(view.order_price);
  });

  it('shows the deposit and the final payment of a presell order', () => {
    const presell = priced({
      lines: [line({ productType: 2, priceFen: 10000, quantity: 2, presell: { presellType: 2, depositFen: 2000 } })],
    });
    const block = orderCheckView(presell, { key: 'k', address: null, useIntegral: false }).order[0]?.order;
    expect(block).toMatchObject({
      pay_price: '40.00',
      down_price: '40.00',
      final_price: '160.00',
      final_pay_price: '160.00',
      org_price: '40.00',
      order_type: 2,
    });
  });
});

describe('choices from the request body', () => {
  it('reads use_coupon per merchant, the platform key 0, takes and use_integral', () => {
    const choices = choicesFromRequest({ use_coupon: { '3': [5, 6], '4': [], '0': [9, 10] }, takes: [4], use_integral: true });
    expect(choices.merchantCoupons).toEqual({ 3: [5, 6], 4: [] });
    expect(choices.platformCouponId).toBe(10);
    expect(choices.delivery).toEqual({ 4: 'pickup' });
    expect(choices.useIntegral).toBe(true);
  });

  it('leaves missing keys to the preselection and reads an empty platform list as none', () => {
    expect(choicesFromRequest({}).platformCouponId).toBeUndefined();
    expect(choicesFromRequest({}).merchantCoupons).toEqual({});
    expect(choicesFromRequest({ use_coupon: { '0': [] } }).platformCouponId).toBe(0);
    expect(choicesFromRequest({ use_coupon: { '0': 7, '2': 8 } })).toMatchObject({ platformCouponId: 7, merchantCoupons: { 2: [8] } });
  });
});

describe('catalogue adapter', () => {
  it('reads local mall times and turns anything else into a time long past', () => {
    expect(parseLocalTime('2026-11-23 08:05:09').getTime()).toBe(new Date(2026, 10, 23, 8, 5, 9).getTime());
    expect(parseLocalTime('soon').getTime()).toBe(0);
  });

  it('turns catalogue yuan into fen lines and coupon rows into held coupons', () => {
    const product = { product_id: 3001, mer_id: 4, product_type: 2, cate_path: [1, 101, 1001], delivery_free: 0 } as unknown as Product;
    const sku = { price: 88.5, svip_price: 88.5, down_price: 18 } as unknown as Sku;
    const presell = { presell_type: 2 } as Parameters<typeof pricingLine>[3];
    expect(pricingLine({ cart_id: 9, cart_num: 3 }, product, sku, presell)).toEqual({
      cartId: 9,
      productId: 3001,
      merId: 4,
      productType: 2,
      categoryPath: [1, 101, 1001],
      quantity: 3,
      priceFen: 8850,
      svipPriceFen: 8850,
      freeShipping: false,
      presell: { presellType: 2, depositFen: 1800 },
    });
    const row = {
      coupon_user_id: 50,
      coupon_id: 3,
      mer_id: 0,
      coupon_title: '办公用品品类券 满300减30',
      coupon_price: 30,
      use_min_price: 300,
      start_time: '2026-11-01 00:00:00',
      end_time: '2026-12-01 00:00:00',
      status: 0 as const,
    };
    const held = heldCoupon(row, { type: 11, product_ids: [], category_ids: [1], merchant_ids: [] } as unknown as Coupon);
    expect(held).toMatchObject({ couponUserId: 50, type: 11, amountFen: 3000, thresholdFen: 30000, categoryIds: [1] });
    expect(held.endsAt.getTime()).toBe(new Date(2026, 11, 1).getTime());
  });
});
