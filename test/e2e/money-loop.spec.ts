// The money loop a finance department closes every month (docs/company-api.md §11–§12), as 上海东联's 管理员 under 企业:
// an order of 10 on 企业账期 is delivered and accepted 9 of 10 with a photo (a refund for 1 opens and the merchant
// pays it), the month's statement shows 期初余额 and is confirmed, 集中开票 is requested on /user/invoice_list (the
// button clicked twice: one request) and issued in the demo merchant console (clicked twice: issued once), the PDF
// and XML are downloaded and read (number, totals, Chinese capitals); a refund on an invoiced line makes the merchant
// apply for a 红字确认单, which shows under 待我确认 and as a notice, and is confirmed (twice: once); the red invoice
// follows, and the statement and the ledger add up to the fen.
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { invoiceCapitalsOf } from '#shared/money-capitals.ts';
import { formatFen, toFen } from '#shared/money.ts';
import { describeViolations, seriousViolations } from '../helpers/e2e/a11y.ts';
import { callOk } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { creditOrderOfTen, freshWaybill, markDelivered, shipByExpress } from '../helpers/e2e/orders.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/money-loop-${name}.png`, fullPage: true });
}

/** 10 pieces of one SKU ordered and paid with 企业账期, shipped and delivered: the merchant order. */
async function deliveredCreditOrder(page: Page): Promise<{ orderId: number; orderSn: string }> {
  const mine = await creditOrderOfTen(page.request, 12);
  await shipByExpress(page.request, mine.orderId, freshWaybill());
  await markDelivered(page.request, mine.orderId);
  return mine;
}

async function acceptNineOfTen(page: Page, orderId: number) {
  await open(page, `/order_detail?orderId=${orderId}`);
  const panel = page.getByRole('region', { name: '收货验收' });
  await panel.getByLabel(/实收数量/).fill('9');
  await panel.getByLabel(/差异原因/).fill('少 1 件');
  await panel.getByLabel(/上传照片/).setInputFiles([{ name: 'box.png', mimeType: 'image/png', buffer: solidPng(80, 60, [200, 120, 40]) }]);
  await expect(panel.locator('.acc-thumb')).toHaveCount(1);
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: '确认验收' }).click()]);
  await expect(page.getByRole('region', { name: '收货验收' })).toContainText('短缺 1 件已发起退款');
}

/** The merchant agrees a 仅退款 request in its console: the money goes back at once. */
async function merchantRefunds(page: Page, refundOrderId: number) {
  const answer = await page.request.post('/demo/merchant/refund/agree', { form: { refund_order_id: String(refundOrderId) } });
  expect(answer.status()).toBe(200);
}

async function refundsOf(page: Page, orderId: number) {
  const list = await callOk<{ list: { order_id: number; refund_order_id: number; refund_num: number }[] }>(
    page.request,
    'get',
    '/api/refund/list?type=0&page=1&limit=50',
  );
  return list.list.filter((row) => row.order_id === orderId);
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function statementAddsUp(page: Page, id: number) {
  const detail = await callOk<{ statement: Record<string, string>; list: { amount: string; balance: string; kind: string }[] }>(
    page.request,
    'get',
    `/api/company/statement/detail/${id}`,
  );
  const sum = detail.list.reduce((total, line) => total + toFen(line.amount), 0);
  expect(toFen(detail.statement.opening_balance) + sum).toBe(toFen(detail.statement.closing_balance));
  expect(toFen(detail.list.at(-1)?.balance)).toBe(toFen(detail.statement.closing_balance));
  return detail;
}

// the month's statement, invoices and ledger are read from a mall no other spec has touched
test.use({ freshMall: true });

test('the money loop: accepted, statement confirmed, 集中开票, 数电发票 files, 红字确认单 and red invoice, to the fen', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn.companyAdmin();
  const { orderId } = await deliveredCreditOrder(page);
  await acceptNineOfTen(page, orderId);
  const [shortfall] = await refundsOf(page, orderId);
  expect(shortfall?.refund_num).toBe(1);
  await merchantRefunds(page, shortfall?.refund_order_id ?? 0);

  // the month's statement: 期初余额 shown, confirmed by the buyer
  const statements = await callOk<{ list: { statement_id: number; period: string }[] }>(page.request, 'get', '/api/company/statement/lst');
  const { statement_id: statementId, period } = statements.list[0] ?? { statement_id: 0, period: '' };
  await open(page, `/user/statement_details?id=${statementId}`);
  await expect(page.locator('.uc-figures li', { hasText: '期初净额' })).toBeVisible();
  await open(page, '/user/statement_management');
  const row = page.locator(`tr[data-statement="${statementId}"]`);
  await row.getByRole('button', { name: '确认' }).click();
  await page.getByRole('dialog', { name: '确认对账单' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '对账单已确认')).toBeVisible();

  // 集中开票 on /user/invoice_list: the merchant's row, requested with the company's details (double click: one)
  await open(page, '/user/invoice_list');
  const invoices = page.getByRole('region', { name: '集中开票' });
  const merchantRow = invoices
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: '申请开票' }) })
    .first();
  await merchantRow.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: /申请开票/ });
  await expect(dialog.getByLabel('发票抬头')).toHaveValue('上海东联工业设备有限公司');
  await dialog.getByLabel('开户银行').fill('中国工商银行上海张江支行');
  await dialog.getByLabel('银行账号').fill('1001234509876543210');
  await shot(page, 'request-dialog');
  await dialog.getByRole('button', { name: '提交申请' }).dblclick();
  await expect(invoices).toContainText('待商家开票');
  const listed = await callOk<{ list: { period: string; mer_id: number; amount: string; invoice: { invoice_id: number } | null }[] }>(
    page.request,
    'get',
    '/api/company/invoice/lst',
  );
  const mine = listed.list.filter((entry) => entry.period === period && entry.invoice !== null);
  expect(mine.length).toBeGreaterThan(0);
  const requested = mine[0];
  const invoiceId = requested?.invoice?.invoice_id ?? 0;

  // the merchant console issues it; a second click is told it is issued already
  await page.goto('/demo/merchant/invoices');
  const consoleRow = page.locator(`tr[data-invoice="${invoiceId}"]`);
  await consoleRow.getByRole('button', { name: '开具数电发票' }).click();
  await expect(page.getByRole('status')).toContainText('发票已开具');
  await shot(page, 'console-issued');
  const twice = await page.request.post('/demo/merchant/invoices/issue', { form: { invoice_id: String(invoiceId) } });
  expect(twice.status()).toBe(400);
  expect(await twice.text()).toContain('该发票已开具，请勿重复开票');

  // the PDF and the XML from /user/invoice_list
  await open(page, '/user/invoice_list');
  await expect(invoices).toContainText('发票号码');
  await shot(page, 'invoice-list');
  const issued = (
    await callOk<{ list: { invoice: { invoice_id: number; invoice_no: string; amount: string } | null }[] }>(
      page.request,
      'get',
      '/api/company/invoice/lst',
    )
  ).list.find((entry) => entry.invoice?.invoice_id === invoiceId)?.invoice;
  expect(issued?.invoice_no).toMatch(/^\d{20}$/);
  const totalFen = toFen(issued?.amount);
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    invoices.getByRole('link', { name: '下载 PDF' }).first().click(),
  ]);
  const pdf = await pdfDownload.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  const text = await pdfText(pdf);
  expect(text).toContain(issued?.invoice_no ?? '-');
  expect(text).toContain(invoiceCapitalsOf(totalFen));
  expect(text).toContain(`¥${formatFen(totalFen)}`);
  const xml = await (await page.request.get(`/api/company/invoice/download/${invoiceId}?type=xml`)).text();
  expect(xml).toContain(`<EIid>${issued?.invoice_no}</EIid>`);
  expect(xml).toContain(`<TotalTax-includedAmount>${formatFen(totalFen)}</TotalTax-includedAmount>`);
  expect(xml).toContain(`<TotalTax-includedAmountInChinese>${invoiceCapitalsOf(totalFen)}</TotalTax-includedAmountInChinese>`);

  // a refund on an invoiced line, paid by the merchant; the merchant applies for a 红字确认单
  const detail = await callOk<{ orderProduct: { order_product_id: number }[] }>(page.request, 'get', `/api/order/detail/${orderId}`);
  const line = detail.orderProduct[0]?.order_product_id ?? 0;
  const preview = await callOk<{ totalRefundPrice: string }>(page.request, 'post', '/api/refund/compute', {
    order_id: orderId,
    refund: { [line]: 1 },
  });
  const applied = await callOk<{ refund_order_id: number }>(page.request, 'post', `/api/refund/apply/${orderId}`, {
    type: 1,
    num: 1,
    ids: line,
    refund_type: 1,
    refund_message: '其它原因',
    refund_price: preview.totalRefundPrice,
  });
  await merchantRefunds(page, applied.refund_order_id);
  await page.goto('/demo/merchant/invoices');
  await shot(page, 'console-red-candidate');
  const candidate = page
    .locator('tr[data-refund]')
    .filter({ hasText: issued?.invoice_no ?? '-' })
    .first();
  await candidate.getByRole('button', { name: '申请红字确认单' }).click();
  await expect(page.getByRole('status')).toContainText('红字确认单已提交');

  // 待我确认 and the notice; confirmed (double click: once)
  await open(page, '/user/invoice_list');
  await expect(page.locator('.sinv-notice')).toContainText('红字确认单待确认');
  const waiting = page.getByRole('region', { name: /待我确认/ });
  const redRow = waiting.locator('tbody tr', { hasText: '待确认' }).first();
  await expect(redRow).toContainText('02 销货退回');
  await expect(redRow).toContainText(`¥-${formatFen(toFen(preview.totalRefundPrice))}`);
  await shot(page, 'waiting');
  const violations = await seriousViolations(page);
  expect(violations, describeViolations('/user/invoice_list with 集中开票 and 待我确认', violations)).toEqual([]);
  await redRow.getByRole('button', { name: '确认' }).dblclick();
  await expect(waiting).toContainText('红字发票');
  await expect(invoices.locator('.sinv-red-row')).toHaveCount(1);
  await expect(page.locator('.sinv-notice')).toHaveCount(0);
  await shot(page, 'red-issued');
  const reds = await callOk<{ list: { status: number }[] }>(page.request, 'get', '/api/company/red_confirmation/lst?status=1');
  expect(reds.list).toHaveLength(1);

  // the red invoice's XML, the ledger's 红字发票 line and a statement that adds up to the fen
  const withRed = (
    await callOk<{ list: { invoice: { invoice_id: number } | null; red_invoices: { invoice_id: number; amount: string }[] }[] }>(
      page.request,
      'get',
      '/api/company/invoice/lst',
    )
  ).list.find((entry) => entry.invoice?.invoice_id === invoiceId);
  const red = withRed?.red_invoices[0];
  expect(red?.amount).toBe(formatFen(-toFen(preview.totalRefundPrice)));
  const redXml = await (await page.request.get(`/api/company/invoice/download/${red?.invoice_id}?type=xml`)).text();
  expect(redXml).toContain('<InIssuType><LabelCode>N</LabelCode>');
  expect(redXml).toContain('<RedEInvoice><OriginalInvoiceCode>');
  const ledger = await callOk<{ list: { kind: string; amount: string }[] }>(page.request, 'get', '/api/company/ledger?kind=red_invoice');
  expect(ledger.list[0]?.amount).toBe('0.00');
  const after = await statementAddsUp(page, statementId);
  expect(after.list.some((entry) => entry.kind === 'red_invoice')).toBe(true);
});
