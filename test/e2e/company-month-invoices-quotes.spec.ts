// The B2B month's loose ends (issue 37), as 上海东联's 管理员 under 企业: an order billed on an issued 集中开票 invoice
// shows that invoice and offers no 申请开票; a purchase accepted after the invoice was issued is billed by a second
// 集中开票 request for the same statement and merchant; a quote with a picture uploaded under 企业 is asked, accepted,
// its order cancelled: the quote reads 已接受 again with a message and is ordered again; an 审批人 opening that unpaid
// order sees no 取消订单 or 立即付款. Other specs share this company: only this test's orders and quote are judged.
import type { Page } from '@playwright/test';
import { call, callOk } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { addressId, affordableProduct, creditOrderOfTen, freshWaybill, markDelivered, shipByExpress } from '../helpers/e2e/orders.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-month-${name}.png`, fullPage: true });
}

async function deliveredOrder(page: Page) {
  const order = await creditOrderOfTen(page.request, 12);
  await shipByExpress(page.request, order.orderId, freshWaybill());
  await markDelivered(page.request, order.orderId);
  const detail = await callOk<{ mer_id: number; pay_price: string }>(page.request, 'get', `/api/order/detail/${order.orderId}`);
  return { ...order, merId: detail.mer_id, payPrice: detail.pay_price };
}

const acceptAll = (page: Page, orderId: number) => callOk(page.request, 'post', `/api/company/acceptance/accept/${orderId}`, { lines: [] });

/** This month's statement, confirmed (again, when a later payment put it back to 待确认). */
async function confirmedStatement(page: Page): Promise<number> {
  const { list } = await callOk<{ list: { statement_id: number }[] }>(page.request, 'get', '/api/company/statement/lst');
  const id = list[0]?.statement_id ?? 0;
  const confirmed = await call(page.request, 'post', `/api/company/statement/confirm/${id}`, {});
  expect(['对账单已确认', '该对账单已确认']).toContain(confirmed.message);
  return id;
}

test('集中开票 bills an order once and again for later purchases; a quote outlives its cancelled order; an 审批人 sees no buttons it cannot use', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn.companyAdmin();

  // 1. order A accepted, the statement confirmed, 集中开票 requested and issued; order B accepted only afterwards
  const a = await deliveredOrder(page);
  await acceptAll(page, a.orderId);
  const b = await deliveredOrder(page);
  const statementId = await confirmedStatement(page);
  const profile = {
    kind: 'special',
    title: '上海东联工业设备有限公司',
    tax_no: '91310115MA1K4L7Q29',
    address: '上海市浦东新区张江路 1888 号',
    phone: '021-58880000',
    bank_name: '中国工商银行上海张江支行',
    bank_account: '1001234509876543210',
  };
  const first = await callOk<{ invoice_id: number }>(page.request, 'post', `/api/company/invoice/request/${statementId}`, {
    ...profile,
    mer_id: a.merId,
  });
  expect((await page.request.post('/demo/merchant/invoices/issue', { form: { invoice_id: String(first.invoice_id) } })).status()).toBe(200);

  // order A's page: the 集中开票 invoice is its invoice, no 申请开票; the order-level request is refused
  await open(page, `/order_detail?orderId=${a.orderId}`);
  await expect(page.getByText(/集中开票（对账单 \d{4}-\d{2}）/)).toBeVisible();
  await expect(page.getByRole('button', { name: '申请开票' })).toHaveCount(0);
  await shot(page, 'order-billed-by-statement');
  const refused = await call(page.request, 'post', `/api/order/receipt/${a.orderId}`, {
    receipt_type: 1,
    receipt_title_type: 2,
    receipt_title: '上海东联工业设备有限公司',
    duty_paragraph: '91310115MA1K4L7Q29',
    email: 'finance@example.com',
  });
  expect(refused.message).toMatch(/^该订单已列入对账单 \d{4}-\d{2} 的集中开票，不能再单独申请开票$/);

  // 2. B accepted after the issue: a second 集中开票 request for the same statement and merchant bills it
  await acceptAll(page, b.orderId);
  await confirmedStatement(page);
  await open(page, '/user/invoice_list');
  const invoices = page.getByRole('region', { name: '集中开票' });
  const requestable = invoices.locator('tbody tr').filter({ has: page.getByRole('button', { name: '申请开票' }) });
  await expect(requestable.first()).toBeVisible();
  await requestable.first().getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: /申请开票/ });
  await dialog.getByLabel('开户银行').fill(profile.bank_name);
  await dialog.getByLabel('银行账号').fill(profile.bank_account);
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(invoices).toContainText('待商家开票');
  const listed = await callOk<{ list: { mer_id: number; invoice: { invoice_id: number; status: number } | null }[] }>(
    page.request,
    'get',
    '/api/company/invoice/lst',
  );
  const ofMerchant = listed.list.filter((row) => row.mer_id === a.merId && row.invoice !== null);
  expect(ofMerchant.length).toBeGreaterThanOrEqual(2);
  await shot(page, 'second-batch');

  // 3. a quote with a picture uploaded as the storefront uploads it (under 企业), accepted, its order cancelled
  const upload = await page.request.post('/api/upload/image/file', {
    multipart: { file: { name: 'drawing.png', mimeType: 'image/png', buffer: solidPng(80, 60, [40, 120, 200]) } },
  });
  const picture = ((await upload.json()) as { data: { path: string } }).data.path;
  const { detail: product, unique } = await affordableProduct(page.request);
  const quote = await callOk<{ id: number; quote_sn: string }>(page.request, 'post', '/api/company/quote/create', {
    lines: [{ product_id: product.product_id, product_attr_unique: unique, quantity: 5, target_price: '' }],
    attachments: [picture],
    note: '附图纸',
  });
  const valid = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
  const answered = await page.request.post('/demo/merchant/quotes/answer', {
    form: { quote_id: String(quote.id), note: '含税价', price_1: '9.90', valid_1: valid },
  });
  expect(answered.status()).toBe(200);
  const accepted = await callOk<{ order_id: number }>(page.request, 'post', `/api/company/quote/accept/${quote.id}`, {
    address_id: await addressId(page.request),
  });
  await callOk(page.request, 'post', `/api/order/cancel/${accepted.order_id}`, {});

  await open(page, `/user/quotes/${quote.id}`);
  await expect(page.locator('.qt-head')).toContainText('已接受');
  await expect(page.getByRole('link', { name: /查看订单/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: '附件1' })).toBeVisible();
  await expect(page.getByRole('button', { name: '接受报价并下单' })).toBeVisible();
  await shot(page, 'quote-back-to-accepted');
  await open(page, '/user/messages');
  await expect(page.getByText(`询价单 ${quote.quote_sn} 的订单`).first()).toBeVisible();
  await shot(page, 'quote-message');

  // ordered again while valid
  await open(page, `/user/quotes/${quote.id}`);
  await page.getByRole('button', { name: '接受报价并下单' }).click();
  await expect(toast(page, '已接受报价并生成订单')).toBeVisible();
  const again = await callOk<{ state: string; order_id: number }>(page.request, 'get', `/api/company/quote/detail/${quote.id}`);
  expect(again.order_id).not.toBe(accepted.order_id);

  // 4. an 审批人 opens that unpaid order: no 取消订单, no 立即付款
  await signIn.member('approver', { path: `/order_stay_detail?orderId=${again.order_id}` });
  await expect(page.locator('.stay-status')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '立即付款' })).toHaveCount(0);
  await shot(page, 'approver-no-buttons');
});
