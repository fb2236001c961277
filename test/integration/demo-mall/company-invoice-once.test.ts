// One invoice per order, whichever path issued it (ADR 0071): an order a 集中开票 invoice bills is refused the
// order-level 申请开票 and shows that invoice as its own; an order that asked for its own invoice stays off 集中开票;
// and purchases accepted after a statement's invoice was issued are billed by a further request for the same
// statement and merchant, which carries only what no invoice carries yet (a double click still makes one).
import { describe, expect, it } from 'vitest';
import { formatFen } from '#shared/money.ts';
import { shipOrder } from './after-sales-helpers.ts';
import { companyOrder } from './company-finance-helpers.ts';
import { consolePost } from './trade/trade-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';

const mall = companyTwoMallPerTest({ balance: 800_000, used: 0, limit: 2_000_000 });

const statementId = () => {
  const now = new Date(mall.now());
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
};

const SPECIAL = {
  receipt_type: 2,
  receipt_title_type: 2,
  receipt_title: '上海东联工业设备有限公司',
  duty_paragraph: '91310115MA1K4L7Q29',
  bank_name: '中国工商银行上海张江支行',
  bank_code: '1001234509876543210',
  address: '上海市浦东新区张江路 1888 号',
  tel: '021-58880000',
};

/** A credit order of `num`, delivered; accepted in full unless told not to. */
async function deliveredOrder(num: number, accept = true) {
  const { groupId, order } = await companyOrder(mall, mall.token, num);
  expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'credit', return_url: '' }, mall.token)).status).toBe(200);
  await shipOrder(mall, order.order_id);
  expect((await consolePost(mall, '/demo/merchant/delivered', { order_id: order.order_id })).statusCode).toBe(200);
  if (accept) await acceptAll(order.order_id);
  return { orderId: order.order_id, merId: order.mer_id, payFen: order.pay_price_fen };
}

async function acceptAll(orderId: number) {
  expect((await mall.post(`/api/company/acceptance/accept/${orderId}`, { lines: [] }, mall.token)).status).toBe(200);
}

const confirmStatement = async () =>
  expect((await mall.post(`/api/company/statement/confirm/${statementId()}`, {}, mall.token)).message).toBe('对账单已确认');

const request = (merId: number) =>
  mall.post(
    `/api/company/invoice/request/${statementId()}`,
    {
      mer_id: merId,
      kind: 'special',
      title: '上海东联工业设备有限公司',
      tax_no: '91310115MA1K4L7Q29',
      address: '上海市浦东新区张江路 1888 号',
      phone: '021-58880000',
      bank_name: '中国工商银行上海张江支行',
      bank_account: '1001234509876543210',
    },
    mall.token,
  );

const issue = async (invoiceId: number) =>
  expect((await consolePost(mall, '/demo/merchant/invoices/issue', { invoice_id: invoiceId })).statusCode).toBe(200);

const rowsOf = async (merId: number) =>
  ((await mall.get('/api/company/invoice/lst', mall.token)).data.list as { mer_id: number; amount: string; invoice: unknown }[]).filter(
    (row) => row.mer_id === merId,
  );

const itemsOf = (invoiceId: number) =>
  (
    mall.context.db.prepare('SELECT DISTINCT order_id FROM company_statement_invoice_items WHERE invoice_id = ?').all(invoiceId) as {
      order_id: number;
    }[]
  ).map((row) => row.order_id);

describe('one invoice per order', () => {
  it('an order on an issued 集中开票 invoice: 申请开票 is refused, and the order shows that invoice', async () => {
    const { orderId, merId } = await deliveredOrder(2);
    await confirmStatement();
    const requested = await request(merId);
    expect(requested.status).toBe(200);

    // waiting for the merchant: already refused, the order shows the request
    const refusal = `该订单已列入对账单 ${statementId().slice(0, 4)}-${statementId().slice(4)} 的集中开票，不能再单独申请开票`;
    expect(await mall.post(`/api/order/receipt/${orderId}`, SPECIAL, mall.token)).toEqual({ status: 400, message: refusal });
    await issue(requested.data.invoice_id);
    expect(await mall.post(`/api/order/receipt/${orderId}`, SPECIAL, mall.token)).toEqual({ status: 400, message: refusal });
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM order_receipts WHERE order_id = ?').get(orderId)).toEqual({ n: 0 });

    const detail = (await mall.get(`/api/order/detail/${orderId}`, mall.token)).data;
    expect(detail.receipt).toMatchObject({
      receipt_type: 2,
      receipt_title: '上海东联工业设备有限公司',
      status: 1,
      receipt_sn: expect.stringMatching(/^\d{20}$/),
    });
    // the merchant console has no order-level invoice to issue for it
    const console = await mall.app.inject({ method: 'GET', url: '/demo/merchant' });
    expect(console.body).not.toContain('待开具（上海东联工业设备有限公司）');
  });

  it('an order that asked for its own invoice stays off 集中开票', async () => {
    const own = await deliveredOrder(1);
    const other = await deliveredOrder(2);
    expect(await mall.post(`/api/order/receipt/${own.orderId}`, SPECIAL, mall.token)).toEqual({ status: 200, message: '操作成功' });
    await confirmStatement();
    const [row] = await rowsOf(own.merId);
    expect(row).toMatchObject({ amount: formatFen(other.payFen), invoice: null });
    const requested = await request(own.merId);
    expect(itemsOf(requested.data.invoice_id)).toEqual([other.orderId]);
  });
});

describe('purchases accepted after the invoice was issued', () => {
  it('are billed by a further request for the same statement and merchant, and only they', async () => {
    const first = await deliveredOrder(2);
    const later = await deliveredOrder(3, false);
    await confirmStatement();
    const firstInvoice = await request(first.merId);
    expect(firstInvoice.data.repeated).toBe(false);
    await issue(firstInvoice.data.invoice_id);
    expect(itemsOf(firstInvoice.data.invoice_id)).toEqual([first.orderId]);
    // nothing new: 申请开票 is not offered and a request answers the issued invoice
    expect((await rowsOf(first.merId)).map((row) => row.invoice === null)).toEqual([false]);
    expect((await request(first.merId)).data).toMatchObject({ invoice_id: firstInvoice.data.invoice_id, repeated: true });

    await acceptAll(later.orderId);
    const rows = await rowsOf(first.merId);
    // 可开票金额 beside 申请开票 is exactly what the second request bills
    expect(rows.map((row) => [row.amount, row.invoice === null])).toEqual([
      [formatFen(first.payFen), false],
      [formatFen(later.payFen), true],
    ]);
    const [a, b] = await Promise.all([request(first.merId), request(first.merId)]);
    expect(b.data.invoice_id).toBe(a.data.invoice_id);
    expect([a.data.repeated, b.data.repeated].sort()).toEqual([false, true]);
    expect(a.data.invoice_id).not.toBe(firstInvoice.data.invoice_id);
    expect(a.data.amount).toBe(formatFen(later.payFen));
    expect(itemsOf(a.data.invoice_id)).toEqual([later.orderId]);
    await issue(a.data.invoice_id);
    expect((await rowsOf(first.merId)).map((row) => row.invoice === null)).toEqual([false, false]);
  });
});
