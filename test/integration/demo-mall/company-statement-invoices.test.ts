// 集中开票 and 红字确认单 (docs/company-api.md §12): after the statement is confirmed the company requests one invoice
// per merchant (a double click makes one), the merchant console issues it once as a 数电发票 whose PDF and XML the
// 财务 downloads; a refund on an invoiced line lets the merchant apply for a 红字确认单, which the buyer confirms
// once (the red invoice and its ledger line follow) or which lapses after 72 hours; a 采购员 sees none of it.
import ExcelJS from 'exceljs';
import { formFromInvoiceProfile, newInvoiceForm } from '../../../web/features/order/invoice.ts';
import { describe, expect, it } from 'vitest';
import { isValidCreditCode } from '#shared/company/credit-code.ts';
import { invoiceCapitalsOf } from '#shared/money-capitals.ts';
import { formatFen, toFen } from '#shared/money.ts';
import { SELLER_PROFILES } from '../../../demo-mall/company/invoices/seller-profiles.ts';
import { readXml } from '../../helpers/xml-paths.ts';
import { consoleRefund, shipOrder } from './after-sales-helpers.ts';
import { addMember, COMPANY, companyOrder, ledgerRows } from './company-finance-helpers.ts';
import { consolePost } from './trade/trade-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';
import { cellDate } from '../../helpers/mall/statement-export-sample.ts';
import { uploadedPicture } from './picture-upload-helpers.ts';

const HOUR = 3_600_000;
const mall = companyTwoMallPerTest({ balance: 800_000, used: 0, limit: 2_000_000 });

const statementId = () => {
  const now = new Date(mall.now());
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/** A credit order of 10 delivered, accepted 9 of 10 with a photo, the shortfall refunded by the merchant. */
async function acceptedOrder() {
  const { groupId, order } = await companyOrder(mall, mall.token, 10);
  expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'credit', return_url: '' }, mall.token)).status).toBe(200);
  await shipOrder(mall, order.order_id);
  expect((await consolePost(mall, '/demo/merchant/delivered', { order_id: order.order_id })).statusCode).toBe(200);
  const line = mall.context.trade.orders.productsOf(order.order_id)[0];
  if (!line) throw new Error('no line');
  const short = [
    { order_product_id: line.order_product_id, received_num: 9, reason: '少 1 箱', pics: [await uploadedPicture(mall, mall.token)] },
  ];
  const accepted = await mall.post(`/api/company/acceptance/accept/${order.order_id}`, { lines: short }, mall.token);
  expect(accepted.status).toBe(200);
  const shortfallId = accepted.data.refund_order_id as number;
  expect((await consoleRefund(mall, 'agree', { refund_order_id: shortfallId })).statusCode).toBe(200);
  const shortfallFen = (
    mall.context.db.prepare('SELECT refund_price_fen FROM refund_orders WHERE refund_order_id = ?').get(shortfallId) as {
      refund_price_fen: number;
    }
  ).refund_price_fen;
  return { orderId: order.order_id, line, merId: order.mer_id, billedFen: order.pay_price_fen - shortfallFen };
}

const request = (merId: number, overrides: object = {}) =>
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
      save_profile: 1,
      ...overrides,
    },
    mall.token,
  );

async function download(invoiceId: number, type: string) {
  return mall.app.inject({
    method: 'GET',
    url: `/api/company/invoice/download/${invoiceId}?type=${type}`,
    headers: { 'X-Token': mall.token },
  });
}

/** A credit order of `num` pieces of one cheap product, so it pays the ¥8.00 postage, delivered and accepted in full. */
async function acceptedPostageOrder(num: number) {
  const { groupId, order } = await companyOrder(mall, mall.token, num);
  expect(order.total_postage_fen).toBe(800);
  expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'credit', return_url: '' }, mall.token)).status).toBe(200);
  await shipOrder(mall, order.order_id);
  expect((await consolePost(mall, '/demo/merchant/delivered', { order_id: order.order_id })).statusCode).toBe(200);
  expect((await mall.post(`/api/company/acceptance/accept/${order.order_id}`, { lines: [] }, mall.token)).status).toBe(200);
  const line = mall.context.trade.orders.productsOf(order.order_id)[0];
  if (!line) throw new Error('no line');
  return { orderId: order.order_id, line, merId: order.mer_id, billedFen: order.pay_price_fen };
}

/** Accepted, confirmed, requested and issued: the blue invoice. */
async function issuedInvoice(accepted: () => ReturnType<typeof acceptedOrder> = acceptedOrder) {
  const order = await accepted();
  expect((await mall.post(`/api/company/statement/confirm/${statementId()}`, {}, mall.token)).message).toBe('对账单已确认');
  const requested = await request(order.merId);
  expect(requested.status).toBe(200);
  const invoiceId = requested.data.invoice_id as number;
  expect((await consolePost(mall, '/demo/merchant/invoices/issue', { invoice_id: invoiceId })).statusCode).toBe(200);
  return { ...order, invoiceId };
}

/** One more piece refunded after invoicing, through the after-sales flow and the merchant's agreement. */
async function refundOnePiece(orderId: number, orderProductId: number) {
  const preview = await mall.post('/api/refund/compute', { order_id: orderId, refund: { [orderProductId]: 1 } }, mall.token);
  const price = preview.data.totalRefundPrice as string;
  const applied = await mall.post(
    `/api/refund/apply/${orderId}`,
    { type: 1, num: 1, ids: orderProductId, refund_type: 1, refund_message: '其它原因', refund_price: price },
    mall.token,
  );
  expect(applied.status).toBe(200);
  expect((await consoleRefund(mall, 'agree', { refund_order_id: applied.data.refund_order_id })).statusCode).toBe(200);
  return { refundId: applied.data.refund_order_id as number, refundFen: toFen(price) };
}

const applyRed = (invoiceId: number, orderProductId: number, refundId: number, amountFen: number, reason = '02') =>
  consolePost(mall, '/demo/merchant/invoices/red-apply', {
    invoice_id: invoiceId,
    order_product_id: orderProductId,
    refund_order_id: refundId,
    reason_code: reason,
    amount: formatFen(amountFen),
  });

describe('集中开票', () => {
  it('requests once per statement and merchant, issues once, and serves the PDF and the XML', async () => {
    const { merId, billedFen } = await acceptedOrder();
    expect((await request(merId)).message).toBe('对账单确认后才能申请开票');
    expect((await mall.post(`/api/company/statement/confirm/${statementId()}`, {}, mall.token)).status).toBe(200);

    const listed = await mall.get('/api/company/invoice/lst', mall.token);
    expect(listed.data.list).toHaveLength(1);
    expect(listed.data.list[0]).toMatchObject({ mer_id: merId, amount: formatFen(billedFen), invoice: null });
    // prefilled from the company's profile until a profile is saved
    expect(listed.data.profile.saved).toBe(false);

    expect((await request(merId, { kind: 'special', bank_account: '' })).message).toBe('开具专票请填写地址、电话、开户银行和银行账号');
    const taxNoWrong = '请填写正确的纳税人识别号（18 位统一社会信用代码须校验位正确，旧税号为 15、17 或 20 位）';
    expect((await request(merId, { tax_no: '123' })).message).toBe(taxNoWrong);
    expect((await request(merId, { tax_no: '91310115MA1K4L7Q28' })).message).toBe(taxNoWrong);
    expect((await request(merId, { kind: 'vat' })).message).toBe('请选择发票类型（专票或普票）');

    const [first, second] = await Promise.all([request(merId), request(merId)]);
    expect(first.message).toBe('开票申请已提交');
    expect(second.data.invoice_id).toBe(first.data.invoice_id);
    expect([first.data.repeated, second.data.repeated].sort()).toEqual([false, true]);
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_statement_invoices').get()).toEqual({ n: 1 });
    expect((await mall.get('/api/company/invoice/profile', mall.token)).data).toMatchObject({
      saved: true,
      bank_account: '1001234509876543210',
    });

    const invoiceId = first.data.invoice_id as number;
    expect((await download(invoiceId, 'pdf')).json().message).toBe('发票尚未开具，开具后才能下载');
    const issued = await consolePost(mall, '/demo/merchant/invoices/issue', { invoice_id: invoiceId });
    expect(issued.statusCode).toBe(200);
    const again = await consolePost(mall, '/demo/merchant/invoices/issue', { invoice_id: invoiceId });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('该发票已开具，请勿重复开票');

    const row = (await mall.get('/api/company/invoice/lst', mall.token)).data.list[0].invoice;
    expect(row).toMatchObject({
      status: 1,
      status_name: '已开票',
      amount: formatFen(billedFen),
      amount_capitals: invoiceCapitalsOf(billedFen),
    });
    expect(row.invoice_no).toMatch(/^\d{20}$/);

    const xml = await download(invoiceId, 'xml');
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain(`invoice-${row.invoice_no}.xml`);
    expect(xml.body).toContain(`<EIid>${row.invoice_no}</EIid>`);
    expect(xml.body).toContain(`<TotalTax-includedAmount>${formatFen(billedFen)}</TotalTax-includedAmount>`);
    expect(xml.body).toContain(`<TotalTax-includedAmountInChinese>${invoiceCapitalsOf(billedFen)}</TotalTax-includedAmountInChinese>`);
    expect(xml.body).toContain('<Quantity>9</Quantity>');
    // 销售方 is the merchant's legal entity with its registration, and 开票人 its configured person
    const merchant = mall.context.catalogue.merchants.merchantById.get(merId);
    const profile = SELLER_PROFILES[merchant?.real_name ?? ''];
    const read = readXml(xml.body);
    expect(read.text('EInvoiceData/SellerInformation/SellerName')).toBe(merchant?.real_name);
    expect(read.text('EInvoiceData/SellerInformation/SellerIdNum')).toBe(profile?.taxNo);
    expect(isValidCreditCode(read.text('EInvoiceData/SellerInformation/SellerIdNum') ?? '')).toBe(true);
    expect(read.text('EInvoiceData/SellerInformation/SellerBankAccNum')).toBe(profile?.bankAccount);
    expect(read.text('EInvoiceData/BasicInformation/Drawer')).toBe(profile?.drawer);
    expect(read.text('EInvoiceData/BuyerInformation/BuyerTelNum')).toBe('021-58880000');
    expect(read.text('EInvoiceData/BuyerInformation/BuyerBankAccNum')).toBe('1001234509876543210');
    expect(read.text('TaxSupervisionInfo/InvoiceNumber')).toBe(row.invoice_no);
    expect((await download(invoiceId, 'xml')).body).toBe(xml.body);
    const pdf = await download(invoiceId, 'pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(invoiceId, 'csv')).json().message).toBe('请选择下载格式（pdf 或 xml）');
  });

  it('shows 集中开票 to 管理员 and 财务 only; a 采购员 is refused', async () => {
    addMember(mall, 1, 'buyer');
    const buyer = mall.context.signer.issue(1, 'user').token;
    for (const url of ['/api/company/invoice/lst', '/api/company/red_confirmation/lst']) {
      expect((await mall.get(url, buyer)).message).toBe('您的企业角色无权进行此操作');
    }
    expect((await mall.post('/api/company/red_confirmation/confirm/1', {}, buyer)).message).toBe('您的企业角色无权进行此操作');
    expect((await mall.post('/api/company/invoice/profile', { title: 'x' }, buyer)).message).toBe('您的企业角色无权进行此操作');
  });

  it('prefills an order’s 专票 request from the company’s invoice profile, for a 采购员 too, as 集中开票 does', async () => {
    const saved = { title: '苏州恒泰精密机械有限公司', tax_no: '91320505MA1NXT3R5T', address: '苏州市工业园区星湖街 328 号' };
    const profile = { ...saved, phone: '0512-62880000', bank_name: '中国银行苏州工业园区支行', bank_account: '1001234509876543210' };
    expect((await mall.post('/api/company/invoice/profile', profile, mall.token)).status).toBe(200);
    addMember(mall, 1, 'buyer');
    const buyer = mall.context.signer.issue(1, 'user').token;
    const read = await mall.get('/api/company/invoice/profile', buyer);
    expect(read.status).toBe(200);
    const form = formFromInvoiceProfile(newInvoiceForm(2, '苏州恒泰精密机械有限公司'), read.data);
    expect(form).toMatchObject({
      receipt_type: '2',
      receipt_title: profile.title,
      duty_paragraph: profile.tax_no,
      bank_name: profile.bank_name,
      bank_code: profile.bank_account,
      address: profile.address,
      tel: profile.phone,
    });
  });
});

describe('红字确认单', () => {
  it('a refund on an invoiced line: applied once, confirmed once, a red invoice, and a statement that adds up', async () => {
    const { orderId, line, invoiceId } = await issuedInvoice();
    const { refundId, refundFen } = await refundOnePiece(orderId, line.order_product_id);

    const over = await applyRed(invoiceId, line.order_product_id, refundId, 999_999_999);
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('红冲金额不能超过该笔退款的金额');
    expect((await applyRed(invoiceId, line.order_product_id, refundId, refundFen)).statusCode).toBe(200);
    const twice = await applyRed(invoiceId, line.order_product_id, refundId, refundFen);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('该退款已申请过红字确认单，请勿重复申请');

    const waiting = await mall.get('/api/company/red_confirmation/lst?status=0', mall.token);
    expect(waiting.data.list).toHaveLength(1);
    // 消息中心: the company's 管理员 and 财务 are told once, however often the merchant clicked
    const told = (await mall.get('/api/company/message/lst?filter=invoice', mall.token)).data.list;
    expect(told.map((m: { kind: string }) => m.kind)).toEqual(['red_letter_pending']);
    expect(told[0].text).toContain(waiting.data.list[0].confirmation_no);
    expect(waiting.data.list[0]).toMatchObject({ reason_code: '02', reason_name: '销货退回', amount: formatFen(-refundFen), quantity: 1 });
    expect((await mall.get('/api/company/red_confirmation/reminder', mall.token)).data.pending_count).toBe(1);

    const id = waiting.data.list[0].confirmation_id as number;
    const [a, b] = await Promise.all([
      mall.post(`/api/company/red_confirmation/confirm/${id}`, {}, mall.token),
      mall.post(`/api/company/red_confirmation/confirm/${id}`, {}, mall.token),
    ]);
    expect([a.message, b.message].sort()).toEqual(['已确认，红字发票已开具', '该红字确认单已确认，请勿重复操作'].sort());
    const confirmed = a.status === 200 ? a : b;
    const red = confirmed.data.red_invoice;
    expect(red).toMatchObject({ color: 'red', amount: formatFen(-refundFen), amount_capitals: invoiceCapitalsOf(-refundFen) });
    expect(red.invoice_no).toMatch(/^\d{20}$/);
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_statement_invoices WHERE red_of IS NOT NULL').get()).toEqual({
      n: 1,
    });
    expect((await mall.post(`/api/company/red_confirmation/reject/${id}`, { reason: '不同意' }, mall.token)).message).toBe(
      '该红字确认单已确认，请勿重复操作',
    );

    const xml = readXml((await download(red.invoice_id, 'xml')).body);
    expect(xml.text('Header/InherentLabel/InIssuType/LabelCode')).toBe('N');
    expect(xml.text('EInvoiceData/SpecificInformation/RedEInvoice/OriginalInvoiceCode')).toBe(red.red_of_no);
    expect(xml.text('EInvoiceData/SpecificInformation/RedEInvoice/CreditNoteNumber')).toBe(waiting.data.list[0].confirmation_no);
    expect(xml.text('EInvoiceData/BasicInformation/TotalTax-includedAmount')).toBe(formatFen(-refundFen));
    expect(xml.text('EInvoiceData/BasicInformation/TotalTax-includedAmountInChinese')).toBe(invoiceCapitalsOf(-refundFen));

    // the ledger records the red invoice as a line of 0; the statement still adds up to the fen
    const redRow = ledgerRows(mall).find((row) => row.kind === 'red_invoice');
    expect(redRow).toMatchObject({ amount_fen: 0, link_type: 'invoice', link_no: red.invoice_no });
    const detail = await mall.get(`/api/company/statement/detail/${statementId()}`, mall.token);
    const lines = detail.data.list as { kind: string; amount: string; balance: string }[];
    expect(lines.some((entry) => entry.kind === 'red_invoice' && entry.amount === '0.00')).toBe(true);
    const header = detail.data.statement;
    const sum = lines.reduce((total, entry) => total + toFen(entry.amount), 0);
    expect(toFen(header.opening_balance) + sum).toBe(toFen(header.closing_balance));
    expect(toFen(lines.at(-1)?.balance)).toBe(toFen(header.closing_balance));
    const account = mall.context.company.ledger.account(COMPANY);
    expect(toFen(header.closing_balance)).toBe((account?.now_money_fen ?? 0) - (account?.credit_used_fen ?? 0));
  });

  it('lapses unconfirmed after 72 hours; a rejected one can be applied for again', async () => {
    const { orderId, line, invoiceId } = await issuedInvoice();
    const { refundId, refundFen } = await refundOnePiece(orderId, line.order_product_id);
    await applyRed(invoiceId, line.order_product_id, refundId, refundFen);
    const id = (await mall.get('/api/company/red_confirmation/lst', mall.token)).data.list[0].confirmation_id as number;
    expect((await mall.post(`/api/company/red_confirmation/reject/${id}`, {}, mall.token)).message).toBe(
      '请填写拒绝原因（不超过 200 个字）',
    );
    expect((await mall.post(`/api/company/red_confirmation/reject/${id}`, { reason: '金额有误' }, mall.token)).message).toBe(
      '已拒绝该红字确认单',
    );
    expect((await mall.post(`/api/company/red_confirmation/confirm/${id}`, {}, mall.token)).message).toBe(
      '该红字确认单已被拒绝，不能再操作',
    );

    expect((await applyRed(invoiceId, line.order_product_id, refundId, refundFen, '01')).statusCode).toBe(200);
    const next = (await mall.get('/api/company/red_confirmation/lst?status=0', mall.token)).data.list[0].confirmation_id as number;
    mall.advance(72 * HOUR + 1000);
    expect((await mall.get('/api/company/red_confirmation/reminder', mall.token)).data.pending_count).toBe(0);
    expect((await mall.post(`/api/company/red_confirmation/confirm/${next}`, {}, mall.token)).message).toBe(
      '该红字确认单已超过 72 小时未确认，已自动作废',
    );
    const lapsed = (await mall.get('/api/company/red_confirmation/lst?status=3', mall.token)).data.list;
    expect(lapsed.map((row: { confirmation_id: number }) => row.confirmation_id)).toEqual([next]);
    expect(ledgerRows(mall).some((row) => row.kind === 'red_invoice')).toBe(false);
  });
});

/** The lines of an issued invoice as its XML gives them. */
async function xmlLines(invoiceId: number) {
  const xml = readXml((await download(invoiceId, 'xml')).body);
  const field = (node: ReturnType<typeof xml.all>[number], name: string) =>
    (node.children ?? []).find((child) => child.name === name)?.children?.[0]?.data ?? '';
  return xml.all('EInvoiceData/IssuItemInformation').map((node) => ({
    name: field(node, 'ItemName'),
    quantity: field(node, 'Quantity'),
    unitPrice: field(node, 'UnPrice'),
    amount: field(node, 'Amount'),
    taxRate: field(node, 'TaxRate'),
    tax: field(node, 'ComTaxAm'),
    gross: field(node, 'TotaltaxIncludedAmount'),
    taxCode: field(node, 'TaxClassificationCode'),
  }));
}

describe('postage on the invoice', () => {
  it('bills an order’s goods at 13 % and its ¥8.00 postage as its own *运输服务*运费 line at 9 %', async () => {
    const { invoiceId, line, billedFen } = await issuedInvoice(() => acceptedPostageOrder(2));
    const goodsFen = line.pay_price_fen - 800;
    expect(billedFen).toBe(goodsFen + 800);
    const lines = await xmlLines(invoiceId);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ quantity: '2', taxRate: '0.13', gross: formatFen(goodsFen) });
    expect(lines[0]?.name.startsWith('*')).toBe(true);
    expect(lines[1]).toMatchObject({ name: '*运输服务*运费', quantity: '1', taxRate: '0.09', gross: '8.00', amount: '7.34', tax: '0.66' });
    expect(lines[1]?.taxCode).toBe('3010102020100000000');
    for (const entry of lines) {
      expect(entry.taxCode).toMatch(/^\d{19}$/);
      // 金额 = 单价 × 数量 within ¥0.01
      expect(Math.abs(Number(entry.unitPrice) * Number(entry.quantity) - Number(entry.amount))).toBeLessThanOrEqual(0.01);
    }
  });
});

describe('a 红字确认单 answers its refund', () => {
  it('never reverses more than the refund, and the red invoice keeps the blue invoice’s 单价', async () => {
    // two pieces and the postage on one invoice, one piece refunded after it was issued
    const { orderId, line, invoiceId, billedFen } = await issuedInvoice(() => acceptedPostageOrder(2));
    const { refundId, refundFen } = await refundOnePiece(orderId, line.order_product_id);
    expect(refundFen).toBeLessThan(billedFen - 800);

    for (const tooMuch of [billedFen, billedFen - 800, refundFen + 1]) {
      const refused = await applyRed(invoiceId, line.order_product_id, refundId, tooMuch);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`红冲金额不能超过该笔退款的金额（¥${formatFen(refundFen)}）`);
    }
    expect((await applyRed(invoiceId, line.order_product_id, refundId, refundFen)).statusCode).toBe(200);
    const pending = (await mall.get('/api/company/red_confirmation/lst?status=0', mall.token)).data.list;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ quantity: 1, amount: formatFen(-refundFen) });

    const confirmed = await mall.post(`/api/company/red_confirmation/confirm/${pending[0].confirmation_id}`, {}, mall.token);
    expect(confirmed.message).toBe('已确认，红字发票已开具');
    const [blueGoods] = await xmlLines(invoiceId);
    const [redGoods] = await xmlLines(confirmed.data.red_invoice.invoice_id);
    expect(redGoods).toMatchObject({
      name: blueGoods?.name,
      quantity: '-1',
      unitPrice: blueGoods?.unitPrice,
      gross: formatFen(-refundFen),
    });
    expect(Math.abs(Number(redGoods?.unitPrice) * -1 - Number(redGoods?.amount))).toBeLessThanOrEqual(0.01);
  });
});

describe('the statement export', () => {
  it('lists the 账期 items overdue at the period end in their own block', async () => {
    const { orderId } = await acceptedOrder();
    const yesterday = new Date(mall.now() - 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const due = `${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`;
    const hook = await mall.app.inject({
      method: 'POST',
      url: '/__test/company/acceptance/backdate',
      payload: { order_id: orderId, due_date: due },
    });
    expect(hook.statusCode).toBe(200);
    const orderSn = mall.context.trade.orders.order(orderId)?.order_sn ?? '';
    const file = await mall.app.inject({
      method: 'GET',
      url: `/api/company/statement/export/${statementId()}?type=xlsx`,
      headers: { 'X-Token': mall.token },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    const title = rows.findIndex((row) => row[0] === '期末已逾期账期款项');
    expect(title).toBeGreaterThan(0);
    expect(rows[title + 1]).toEqual(['订单号', '到期日', '逾期未还(元)']);
    expect(rows[title + 2]?.slice(0, 2)).toEqual([orderSn, cellDate(due)]);
  });
});
