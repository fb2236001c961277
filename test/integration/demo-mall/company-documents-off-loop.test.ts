// The company's files are drawn off the mall's event loop, a few per company (docs/adr/0091): while 苏州恒泰's 财务
// downloads twenty 数电发票 PDFs at once, 上海东联's simple reads never wait for a PDF to be drawn: their p90 stays
// under half of what one PDF takes in the same run (a PDF drawn on the request thread held each read for its whole
// length, twenty times over). Both sides are measured in the same run, so a busy machine moves them together.
import { describe, expect, it } from 'vitest';
import { shipOrder } from './after-sales-helpers.ts';
import { companyOrder } from './company-finance-helpers.ts';
import { consolePost } from './trade/trade-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';

const mall = companyTwoMallPerTest({ balance: 800_000, used: 0, limit: 2_000_000 });
const PDFS = 20;
const SOLO_READS = 100;
/** a read beside the downloads stays under this share of one PDF's time (on the request thread it waits for whole PDFs) */
const SHARE_OF_A_PDF = 0.5;

const statementId = () => {
  const now = new Date(mall.now());
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/** One delivered, accepted credit order of company 2, its statement confirmed, its 集中开票 issued. */
async function issuedInvoice(): Promise<number> {
  const { groupId, order } = await companyOrder(mall, mall.token, 2);
  expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'credit', return_url: '' }, mall.token)).status).toBe(200);
  await shipOrder(mall, order.order_id);
  expect((await consolePost(mall, '/demo/merchant/delivered', { order_id: order.order_id })).statusCode).toBe(200);
  expect((await mall.post(`/api/company/acceptance/accept/${order.order_id}`, { lines: [] }, mall.token)).status).toBe(200);
  expect((await mall.post(`/api/company/statement/confirm/${statementId()}`, {}, mall.token)).message).toBe('对账单已确认');
  const requested = await mall.post(
    `/api/company/invoice/request/${statementId()}`,
    { mer_id: order.mer_id, kind: 'normal', title: '上海东联工业设备有限公司', tax_no: '91310115MA1K4L7Q29' },
    mall.token,
  );
  expect(requested.status, requested.message).toBe(200);
  expect((await consolePost(mall, '/demo/merchant/invoices/issue', { invoice_id: requested.data.invoice_id })).statusCode).toBe(200);
  return requested.data.invoice_id as number;
}

const pdf = (invoiceId: number) =>
  mall.app.inject({ method: 'GET', url: `/api/company/invoice/download/${invoiceId}?type=pdf`, headers: { 'x-token': mall.token } });

/** Company 1's read, timed in ms. */
async function read(): Promise<number> {
  const started = performance.now();
  const answer = await mall.get('/api/company/statement/lst', mall.companyToken);
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

/** The `share` quantile of `times`. */
const quantile = (times: number[], share: number) =>
  [...times].sort((x, y) => x - y)[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;

describe('PDFs leave the request thread', () => {
  it("keeps another company's reads near their solo time while one company draws twenty invoice PDFs", async () => {
    const invoiceId = await issuedInvoice();
    const first = await pdf(invoiceId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfStarted = performance.now();
    expect((await pdf(invoiceId)).statusCode).toBe(200);
    const pdfMs = performance.now() - pdfStarted;
    for (let n = 0; n < SOLO_READS; n += 1) await read(); // warm
    const solo: number[] = [];
    for (let n = 0; n < SOLO_READS; n += 1) solo.push(await read());
    let settled = false;
    const downloads = Promise.all(Array.from({ length: PDFS }, () => pdf(invoiceId))).finally(() => {
      settled = true;
    });
    // reads one after another for as long as the downloads run; between two, the loop turns (inject alone would
    // chain promises and starve the threads' answers, which a socket never does)
    const loaded: number[] = [];
    while (!settled) {
      loaded.push(await read());
      await new Promise((resolve) => setImmediate(resolve));
    }
    const answers = await downloads;
    const figures = (times: number[]) => `median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms`;
    console.log(
      `one PDF ${pdfMs.toFixed(0)} ms; reads of 上海东联 alone: ${figures(solo)}; beside ${PDFS} PDFs of 苏州恒泰 (${loaded.length} reads): ${figures(loaded)}`,
    );
    expect(answers.every((answer) => answer.statusCode === 200 && answer.rawPayload.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(quantile(loaded, 0.9)).toBeLessThan(pdfMs * SHARE_OF_A_PDF);
  }, 120_000);
});
