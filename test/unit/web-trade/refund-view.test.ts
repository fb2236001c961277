import { describe, expect, it } from 'vitest';
import { refundableLines } from '../../../web/features/order/order-action-rules.ts';
import { type RawOrder, toMerchantOrderView } from '../../../web/features/order/order-view.ts';
import {
  batchLineFen,
  idsOfQuery,
  type RawRefundOrder,
  refundActions,
  refundState,
  refundTabOf,
  toRefundLine,
  toRefundRow,
} from '../../../web/features/refund/refund-view.ts';
import { refundSelectHref } from '../../../web/features/refund/refund-links.ts';

const product = {
  order_product_id: 31,
  product_id: 7,
  product_num: 3,
  refund_num: 3,
  pay_price: '100.00',
  cart_info: { product: { store_name: '劳保手套', image: '/p/7.png' }, productAttr: { sku: '大号', image: '/p/7a.png', price: '35.00' } },
};

function refund(overrides: Partial<RawRefundOrder> = {}): RawRefundOrder {
  return {
    refund_order_id: 9,
    refund_order_sn: 'rwx1',
    order_id: 41,
    refund_type: 2,
    refund_price: '66.60',
    refund_num: 2,
    status: 0,
    auto_refund_time: 1_900_000_000,
    create_time: '2026-11-23 10:00:00',
    refundProduct: [{ order_product_id: 31, refund_num: 2, product }],
    merchant: { mer_name: '东联自营' },
    order: { pay_price: '120.00' },
    ...overrides,
  };
}

describe('refundable products', () => {
  it('reads name, picture, SKU price, pieces still refundable and the paid amount in fen', () => {
    const line = toRefundLine({ ...product, refund_num: 1 });
    expect(line).toMatchObject({ orderProductId: 31, name: '劳保手套', image: '/p/7a.png', sku: '大号', priceFen: 3500, num: 3 });
    expect(line.refundableNum).toBe(1);
    expect(line.payFen).toBe(10000);
  });

  it('a batch row gives back the whole paid amount, or the per-piece share of the remaining pieces', () => {
    expect(batchLineFen({ num: 3, refundableNum: 3, payFen: 10000 })).toBe(10000);
    expect(batchLineFen({ num: 3, refundableNum: 1, payFen: 10000 })).toBe(3333);
  });
});

describe('request states', () => {
  it('each status has its banner; the countdown runs only while someone must act', () => {
    expect(refundState(refund({ status: 0 }))).toMatchObject({ title: '审核中', endsAt: 1_900_000_000 });
    expect(refundState(refund({ status: 1 })).title).toBe('请退货并填写物流信息');
    expect(refundState(refund({ status: 2 })).title).toBe('请等待商家收货并退款');
    expect(refundState(refund({ status: 3, refund_channel: 'balance' }))).toEqual({
      title: '退款成功，金额 ¥66.60',
      note: '退款已原路退回（余额）',
      endsAt: 0,
    });
    expect(refundState(refund({ status: -1, fail_message: '商品已使用' }))).toMatchObject({
      title: '商家拒绝退款',
      note: '退款失败，拒绝原因：商品已使用',
      endsAt: 0,
    });
    expect(refundState(refund({ status: -10 })).title).toBe('已取消退货申请');
    expect(refundState(refund({ status: -10, refund_type: 1 })).title).toBe('已取消退款申请');
  });

  it('actions follow the status: 退回商品 while goods must go back, 取消申请 before, 再次申请 after a refusal or cancel', () => {
    expect(refundActions(0, 'detail', false)).toEqual(['cancel']);
    expect(refundActions(1, 'detail', false)).toEqual(['backGoods', 'cancel']);
    expect(refundActions(2, 'detail', true)).toEqual(['logistics']);
    expect(refundActions(-1, 'detail', false)).toEqual(['again']);
    expect(refundActions(1, 'list', false)).toEqual(['backGoods', 'detail']);
    expect(refundActions(3, 'list', true)).toEqual(['detail', 'delete']);
    expect(refundActions(-10, 'list', false)).toEqual(['again', 'detail', 'delete']);
  });
});

describe('list rows and addresses', () => {
  it('a row carries the refund, the order total, the status text and its goods with the refunded pieces', () => {
    const row = toRefundRow(refund({ status: 2 }));
    expect(row).toMatchObject({
      id: 9,
      refundFen: 6660,
      orderFen: 12000,
      statusText: '待收货(商家)',
      typeText: '退货退款',
      storeName: '东联自营',
    });
    expect(row.lines.map((line) => line.num)).toEqual([2]);
  });

  it('tabs and query values are read defensively', () => {
    expect([refundTabOf('1'), refundTabOf('2'), refundTabOf('7'), refundTabOf(undefined)]).toEqual([1, 2, 0, 0]);
    expect(idsOfQuery('3, 4,x,-1,0')).toEqual([3, 4]);
    expect(refundSelectHref(41, [31])).toBe('/user/refund_select?orderId=41&ids=31&type=1');
    expect(refundSelectHref(41, [31, 32])).toBe('/user/refund_select?orderId=41&ids=31,32&type=2');
  });
});

describe('申请退款 on the order page', () => {
  const raw: RawOrder = {
    order_id: 41,
    status: 1,
    paid: 1,
    refund_status: true,
    orderProduct: [
      { order_product_id: 1, product_id: 7, product_num: 2, product_price: '10.00', is_refund: 0, refund_num: 2 },
      { order_product_id: 2, product_id: 8, product_num: 1, product_price: '10.00', is_refund: 1, refund_num: 0 },
      { order_product_id: 3, product_id: 9, product_num: 2, product_price: '10.00', is_refund: 2, refund_num: 1 },
    ],
  };

  it('is offered on lines with pieces left and no open request, while the order allows after-sales', () => {
    expect(refundableLines(toMerchantOrderView(raw)).map((line) => line.id)).toEqual([1, 3]);
    expect(refundableLines(toMerchantOrderView({ ...raw, refund_status: false }))).toEqual([]);
    expect(refundableLines(toMerchantOrderView({ ...raw, status: -1 }))).toEqual([]);
  });
});
