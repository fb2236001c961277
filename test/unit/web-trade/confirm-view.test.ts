import { describe, expect, it } from 'vitest';
import {
  afterCreateHref,
  cartIdsOf,
  checkBody,
  chosenCoupon,
  createBody,
  noteProblem,
  previewFromCart,
  toConfirmView,
  type RawCheck,
} from '../../../web/pages/(trade)/order_confirm/confirm-view.ts';

const check: RawCheck = {
  key: 'k1',
  status: 'finish',
  order_price: '170.10',
  total_price: '181.60',
  order_total_postage: '8.00',
  total_coupon: '19.50',
  order_coupon_price: '10.00',
  total_platform_coupon_price: '5.00',
  order_svip_discount: '0.00',
  order_total_integral: 450,
  order_total_integral_price: '4.50',
  openIntegral: true,
  platformCoupon: [{ coupon_user_id: 9, coupon_title: '平台券', coupon_price: '5.00', use_min_price: '0.00', type: 10, checked: true }],
  address: { address_id: 4 },
  allow_address: true,
  order: [
    {
      mer_id: 1,
      mer_name: '自营店',
      coupon: [
        { coupon_user_id: 3, coupon_title: '店铺券', coupon_price: '10.00', use_min_price: '99.00', type: 0, checked: true },
        { coupon_user_id: 4, coupon_title: '商品券', coupon_price: '20.50', use_min_price: '500.00', type: 1, disabled: true },
      ],
      list: [
        {
          cart_id: 6,
          product_id: 1,
          cart_num: 2,
          // stock CRMEB-MER: no `price` on the line; the SKU's price is in productAttr
          total_price: '181.60',
          true_price: '181.60',
          product: { store_name: '复印纸', image: '/p.svg' },
          productAttr: { sku: 'A4', image: '/s.svg', price: '90.80' },
        },
      ],
      order: {
        total_num: 2,
        total_price: '181.60',
        coupon_price: '10.00',
        postage_price: '8.00',
        pay_price: '170.10',
        enabledCoupon: true,
      },
    },
  ],
};

describe('order check view', () => {
  it('reads the cart ids of the query once each', () => {
    expect(cartIdsOf('6, 3,6,x,-1,0')).toEqual([6, 3]);
    expect(cartIdsOf(undefined)).toEqual([]);
  });

  it('turns the answer into fen, coupon texts and totals', () => {
    const view = toConfirmView(check);
    expect(view).toMatchObject({ key: 'k1', status: 'finish', addressId: 4, needsAddress: true });
    expect(view.totals).toEqual({
      pieces: 2,
      goodsFen: 18160,
      platformCouponFen: 500,
      storeCouponFen: 1000,
      svipFen: 0,
      pointsFen: 450,
      discountFen: 1950,
      postageFen: 800,
      payFen: 17010,
    });
    const merchant = view.merchants[0] ?? { lines: [], coupons: [] };
    expect(merchant.lines[0]).toEqual({
      cartId: 6,
      productId: 1,
      name: '复印纸',
      image: '/s.svg',
      sku: 'A4',
      priceFen: 9080,
      paidPriceFen: null,
      num: 2,
      amountFen: 18160,
    });
    expect(merchant.coupons.map((coupon) => `${coupon.kind} ${coupon.text}`)).toEqual(['店铺券 满99减10', '商品券 满500减20.5']);
    expect(chosenCoupon(merchant.coupons)).toBe(3);
    expect(view.platformCoupons[0]).toMatchObject({ kind: '通用券', text: '立减5', checked: true });
    expect(view.points).toEqual({ open: true, used: 450, fen: 450 });
  });

  it('reads the unit price from productAttr and the paid price from true_price ÷ cart_num where it differs', () => {
    const [merchant] = check.order ?? [];
    const [line] = merchant?.list ?? [];
    if (!merchant || !line) throw new Error('the fixture has a line');
    const discounted = { ...line, cart_num: 3, total_price: '272.40', true_price: '240.00' };
    const view = toConfirmView({ ...check, order: [{ ...merchant, list: [discounted] }] });
    expect(view.merchants[0]?.lines[0]).toMatchObject({ priceFen: 9080, paidPriceFen: 8000, num: 3, amountFen: 27240 });
  });

  it('sends only the coupons the buyer chose; an empty list means none', () => {
    const body = checkBody([6], { addressId: 4, storeCoupons: { 1: [], 2: [7] }, platformCouponId: 0, useIntegral: true });
    expect(body).toEqual({ cart_id: [6], address_id: 4, use_coupon: { 1: [], 2: [7], 0: [] }, use_integral: true, takes: [] });
    expect(checkBody([6], { addressId: 0, storeCoupons: {}, platformCouponId: undefined, useIntegral: false }).use_coupon).toEqual({});
  });

  it('creates with pay_type pc, the trimmed notes and the invoices by merchant', () => {
    const invoice = {
      receipt_type: 1 as const,
      receipt_title_type: 1 as const,
      receipt_title: '张三',
      duty_paragraph: '',
      email: 'a@b.cn',
      bank_name: '',
      bank_code: '',
      address: '',
      tel: '',
    };
    const body = createBody(
      [6],
      { addressId: 4, storeCoupons: {}, platformCouponId: undefined, useIntegral: false },
      'k1',
      { 1: ' 请尽快 ', 2: '  ' },
      { 1: invoice },
    );
    expect(body).toMatchObject({ key: 'k1', pay_type: 'pc', mark: { 1: '请尽快' }, address_id: 4 });
    expect(body.receipt_data).toEqual([{ ...invoice, mer_id: 1 }]);
  });

  it('limits the note to 150 characters, not UTF-16 units', () => {
    expect(noteProblem('字'.repeat(150))).toBeNull();
    expect(noteProblem('😀'.repeat(150))).toBeNull();
    expect(noteProblem('字'.repeat(151))).toBe('买家留言长度不能超过 150');
  });

  it('a zero total goes to the order list, anything else to the payment page', () => {
    expect(afterCreateHref(12, 0)).toBe('/user/order_list');
    expect(afterCreateHref(12, 1)).toBe('/payment?result=12');
  });

  it('previews the chosen cart lines by store before the first check', () => {
    const line = {
      productId: 1,
      name: 'a',
      image: '',
      sku: '',
      price: '0.10',
      svipPrice: '0',
      shown: { fen: 10, label: '售价' as const },
      stock: 9,
      unit: '',
      barCode: '',
      min: 1,
      max: 9,
    };
    const cart = {
      stores: [
        {
          merId: 1,
          name: 'A',
          selfRun: true,
          lines: [
            { ...line, cartId: 1, num: 3 },
            { ...line, cartId: 2, num: 1 },
          ],
        },
        { merId: 2, name: 'B', selfRun: false, lines: [{ ...line, cartId: 3, num: 1 }] },
      ],
      fail: [],
    };
    const preview = previewFromCart(cart, [1]);
    expect(preview).toHaveLength(1);
    expect(preview[0]).toMatchObject({ merId: 1, pieces: 3, goodsFen: 30 });
  });
});
