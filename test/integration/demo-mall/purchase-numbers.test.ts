// One purchase, two labelled numbers (ADR 0037): the 支付单号 (group_order_sn, wxo…) of what was paid and the 订单号
// (order_sn, wx…) of each store's order. Every surface that names the order — order detail, the company ledger,
// the statement line, the refund — carries the same 订单号, and the two numbers lead to each other: the payment's
// detail lists its orders' 订单号, each order's detail names its 支付单号.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../demo-mall/core/envelope.ts';
import { applyRefund, consoleRefund, orderProducts } from './after-sales-helpers.ts';
import { companyOrder, ledgerRows, yuanOf } from './company-finance-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';

const mall = companyTwoMallPerTest();

describe('the numbers of one purchase', () => {
  it('names the store’s order by one 订单号 everywhere, linked both ways to its 支付单号', async () => {
    const { groupId, order, payFen } = await companyOrder(mall);
    const group = await mall.get(`/api/order/group_order_detail/${groupId}`, mall.token);
    const paySn = group.data.group_order_sn as string;
    const orderSn = order.order_sn;
    expect(paySn).toMatch(/^wxo\d+/);
    expect(orderSn).toMatch(/^wx\d+/);
    expect(orderSn).not.toBe(paySn);
    // the payment lists its orders' 订单号
    expect((group.data.orderList as { order_sn: string }[]).map((entry) => entry.order_sn)).toEqual([orderSn]);

    expect(await mall.post(`/api/order/pay/${groupId}`, { type: 'balance', return_url: '' }, mall.token)).toMatchObject({ status: 200 });
    // the order names its 支付单号
    const detail = await mall.get(`/api/order/detail/${order.order_id}`, mall.token);
    expect(detail.data).toMatchObject({ order_sn: orderSn, group_order_sn: paySn });
    const listed = await mall.get('/api/order/list?status=0&page=1&limit=10', mall.token);
    expect(
      (listed.data.list as { order_id: number; order_sn: string; group_order_sn: string }[]).find((row) => row.order_id === order.order_id),
    ).toMatchObject({
      order_sn: orderSn,
      group_order_sn: paySn,
    });

    // the ledger and the statement name the 订单号
    const paidRow = ledgerRows(mall).at(-1);
    expect(paidRow).toMatchObject({ kind: 'balance_pay', link_type: 'order', link_id: order.order_id, link_no: orderSn });
    const ledger = await mall.get('/api/company/ledger', mall.token);
    expect(ledger.data.list[0]).toMatchObject({ link_type: 'order', link_no: orderSn });
    const period = formatDateTime(new Date(mall.now())).slice(0, 7).replace('-', '');
    const statement = await mall.get(`/api/company/statement/detail/${period}?kind=balance_pay`, mall.token);
    expect((statement.data.list as { link_no: string }[]).map((line) => line.link_no)).toContain(orderSn);

    // the refund names the same 订单号
    const [line] = await orderProducts(mall, mall.token, order.order_id);
    const applied = await applyRefund(mall, mall.token, order.order_id, {
      type: 2,
      refund_type: 1,
      ids: String(line?.order_product_id),
      refund_message: '其它原因',
      refund_price: yuanOf(payFen),
    });
    const refundId = applied.data.refund_order_id as number;
    expect((await consoleRefund(mall, 'agree', { refund_order_id: refundId })).statusCode).toBe(200);
    const refund = await mall.get(`/api/refund/detail/${refundId}`, mall.token);
    expect(refund.data.order).toMatchObject({ order_id: order.order_id, order_sn: orderSn });
  });
});
