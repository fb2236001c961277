// Offline remittances (docs/company-api.md §3.4, §3.5): the company's permanent 汇款识别码 (read without a write), every validation message in order, a double
// submit creating one record, list/detail/cancel, and the platform console confirming (credit repaid first, then
// the balance; twice changes nothing) or rejecting with a reason.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../demo-mall/core/envelope.ts';
import { companyRemittanceCode, isCompanyRemittanceCode } from '../../../shared/company/remittance-codes.ts';
import {
  account,
  COMPANY,
  confirmRemittance,
  ledgerRows,
  rejectRemittance,
  remittanceBody,
  setAccount,
  submitRemittance,
} from './company-finance-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';
import { PICTURE_NOT_UPLOADED } from '../../../demo-mall/core/picture-origin.ts';
import { uploadedPicture } from './picture-upload-helpers.ts';

const mall = companyTwoMallPerTest();

const create = (body: object, as = mall.token) => mall.post('/api/company/remittance/create', body, as);
const prepare = async (as = mall.token) =>
  (await mall.get('/api/company/remittance/prepare', as)).data as { code: string; remittance_no: string; account: object };

/** Rows of every table: reading must change none of them. */
function tableCounts(): Record<string, number> {
  const db = mall.context.db;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}

describe('prepare', () => {
  it('answers the company’s one permanent code, writing nothing, and a fresh 汇款单号 for the form', async () => {
    const before = tableCounts();
    const first = await prepare();
    const second = await prepare();
    expect(tableCounts()).toEqual(before);
    expect(first.code).toBe(companyRemittanceCode(COMPANY));
    expect(isCompanyRemittanceCode(first.code)).toBe(true);
    expect(second.code).toBe(first.code);
    const day = formatDateTime(new Date(mall.now())).slice(2, 10).replaceAll('-', '');
    expect(first.remittance_no).toMatch(new RegExp(`^HR${day}[2-9A-HJ-NP-Z]{8}$`));
    expect(second.remittance_no).not.toBe(first.remittance_no);
    expect(first.account).toEqual({
      account_name: expect.any(String),
      bank_name: expect.any(String),
      account_no: expect.stringMatching(/^\d+$/),
    });
    const stored = mall.context.db.prepare('SELECT remittance_code FROM companies WHERE company_id = ?').get(COMPANY);
    expect(stored).toEqual({ remittance_code: first.code });
    expect((await mall.get('/api/company/account', mall.token)).data.remittance_code).toBe(first.code);
  });

  it('a thousand reads by one member leave every company its code (nothing to exhaust)', async () => {
    for (let i = 0; i < 1000; i++) await prepare();
    const other = await prepare(mall.context.signer.issue(1, 'company').token);
    expect(other.code).toBe(companyRemittanceCode(1));
    expect(other.code).not.toBe(companyRemittanceCode(COMPANY));
  });
});

describe('create', () => {
  it('reports the first failure of §3.5, in order', async () => {
    const { remittance_no: code } = await prepare();
    const otherNo = (await submitRemittance(mall, mall.context.signer.issue(1, 'company').token)).no;
    const tomorrow = formatDateTime(new Date(mall.now() + 86_400_000)).slice(0, 10);
    const voucher = await uploadedPicture(mall, mall.token);
    const othersVoucher = await uploadedPicture(mall, mall.context.signer.issue(1, 'company').token);
    const cases: [object, string][] = [
      [{ remittance_no: '' }, '汇款单号无效，请刷新页面后重新提交'],
      [{ remittance_no: 'HK261124AB3Z' }, '汇款单号无效，请刷新页面后重新提交'],
      [{ remittance_no: otherNo }, '汇款单号无效，请刷新页面后重新提交'],
      [{ amount: '' }, '请输入汇款金额'],
      [{ amount: '12.345' }, '汇款金额格式不正确'],
      [{ amount: '0' }, '汇款金额格式不正确'],
      [{ amount: '-5' }, '汇款金额格式不正确'],
      [{ amount: '10000000.01' }, '汇款金额不能超过 10000000'],
      [{ payer_name: ' ' }, '付款户名不能为空'],
      [{ payer_name: '户'.repeat(51) }, '付款户名长度不能超过 50'],
      [{ payer_bank: '' }, '付款银行不能为空'],
      [{ transfer_date: '' }, '请选择汇款日期'],
      [{ transfer_date: '2026-02-30' }, '请选择汇款日期'],
      [{ transfer_date: tomorrow }, '汇款日期不能晚于今天'],
      [{ vouchers: [] }, '请上传汇款凭证'],
      [{ vouchers: ['/a.png', '/b.png', '/c.png', '/d.png'] }, '汇款凭证最多上传 3 张'],
      [{ vouchers: ['javascript:alert(1)'] }, '汇款凭证地址不正确'],
      // only what the company's own upload call answered: no other site's picture, no other company's upload
      [{ vouchers: ['https://tracker.example.com/pixel.png'] }, PICTURE_NOT_UPLOADED],
      [{ vouchers: ['/uploads/demo/voucher-1.png'] }, PICTURE_NOT_UPLOADED],
      [{ vouchers: [voucher, othersVoucher] }, PICTURE_NOT_UPLOADED],
      [{ mark: '备'.repeat(201) }, '备注长度不能超过 200'],
      [{ amount: '', payer_name: '' }, '请输入汇款金额'],
    ];
    for (const [override, message] of cases) {
      expect(await create(remittanceBody(code, voucher, override)), message).toEqual({ status: 400, message });
    }
    expect(mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_remittances WHERE company_id = ?').get(COMPANY)).toEqual({ n: 0 });
  });

  it('accepts the limits and a comma-separated voucher list', async () => {
    const { remittance_no: code } = await prepare();
    const [a, b] = [await uploadedPicture(mall, mall.token), await uploadedPicture(mall, mall.token)];
    const answer = await create(
      remittanceBody(code, a, { amount: '10000000', payer_name: '户'.repeat(50), vouchers: `${a},${b}`, mark: '' }),
    );
    expect(answer).toMatchObject({ status: 200, message: '提交成功', data: { remittance_id: expect.any(Number) } });
    const detail = await mall.get(`/api/company/remittance/detail/${answer.data.remittance_id}`, mall.token);
    expect(detail.data).toMatchObject({ amount: '10000000.00', vouchers: [a, b], status: 0 });
  });

  it('a double submit (twice at once, then again) creates one remittance', async () => {
    const { remittance_no: no, code } = await prepare();
    const body = remittanceBody(no, await uploadedPicture(mall, mall.token));
    const answers = await Promise.all([create(body), create(body)]);
    const again = await create({ ...body, amount: '99.00' });
    const ids = new Set([...answers, again].map((answer) => answer.data.remittance_id));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.message)).toEqual(['提交成功', '提交成功']);
    const list = await mall.get('/api/company/remittance/lst', mall.token);
    expect(list.data.count).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      remittance_no: no,
      code,
      amount: '1500.00',
      status: 0,
      status_name: '待审核',
      member_name: '陈工',
    });
  });
});

describe('list, detail and cancel', () => {
  it('lists newest first by state, 10 a page; detail and cancel only the company’s own', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push((await submitRemittance(mall, mall.token, { amount: `${100 + i}.00` })).id);
    const page1 = await mall.get('/api/company/remittance/lst', mall.token);
    expect(page1.data.count).toBe(11);
    expect(page1.data.list).toHaveLength(10);
    expect(page1.data.list[0].amount).toBe('110.00');
    expect((await mall.get('/api/company/remittance/lst?page=2', mall.token)).data.list).toHaveLength(1);

    const [first = 0, second = 0] = ids;
    expect(await mall.post(`/api/company/remittance/cancel/${first}`, {}, mall.token)).toEqual({ status: 200, message: '已取消' });
    expect(await mall.post(`/api/company/remittance/cancel/${first}`, {}, mall.token)).toEqual({
      status: 400,
      message: '当前状态不能取消',
    });
    await confirmRemittance(mall, second);
    expect(await mall.post(`/api/company/remittance/cancel/${second}`, {}, mall.token)).toEqual({
      status: 400,
      message: '当前状态不能取消',
    });
    expect(
      (await mall.get('/api/company/remittance/lst?status=-1', mall.token)).data.list.map(
        (r: { remittance_id: number }) => r.remittance_id,
      ),
    ).toEqual([first]);
    expect((await mall.get('/api/company/remittance/lst?status=1', mall.token)).data.count).toBe(1);
    expect((await mall.get('/api/company/remittance/lst?status=0', mall.token)).data.count).toBe(9);
    expect(await mall.get('/api/company/remittance/lst?status=7', mall.token)).toEqual({ status: 400, message: '筛选条件不正确' });

    const stranger = mall.context.signer.issue(1, 'company').token;
    expect(await mall.get(`/api/company/remittance/detail/${second}`, stranger)).toEqual({ status: 400, message: '数据不存在' });
    expect(await mall.post(`/api/company/remittance/cancel/${ids[2]}`, {}, stranger)).toEqual({ status: 400, message: '数据不存在' });
    expect((await mall.get(`/api/company/remittance/detail/${ids[2]}`, mall.token)).data.status).toBe(0);
  });
});

describe('the platform console', () => {
  it('confirming repays used credit first, then raises the balance, in one ledger row; twice changes nothing', async () => {
    setAccount(mall, { balance: 800_000, used: 50_000 });
    const { id, no, code } = await submitRemittance(mall, mall.token, { amount: '1500.00' });
    const page = await mall.app.inject({ method: 'GET', url: '/demo/platform/remittances' });
    expect(page.body).toContain(no);
    expect(page.body).toContain(code);
    expect(page.body).toMatch(/src="\/api\/demo-assets\/upload\/[0-9a-f]{24}\.png"/);
    const confirmed = await confirmRemittance(mall, id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(`汇款 ${no} 已确认到账 ¥1500.00`);
    expect(account(mall)).toMatchObject({ now_money_fen: 800_000 + 100_000, credit_used_fen: 0 });
    const row = ledgerRows(mall).at(-1);
    expect(row).toMatchObject({ kind: 'remittance', amount_fen: 150_000, link_type: 'remittance', link_id: id, link_no: no });

    const twice = await confirmRemittance(mall, id);
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('已处理，未重复操作');
    expect(await rejectRemittance(mall, id, '金额不符')).toMatchObject({ statusCode: 400 });
    expect(account(mall)).toMatchObject({ now_money_fen: 900_000, credit_used_fen: 0 });
    expect(ledgerRows(mall).filter((one) => one.kind === 'remittance')).toHaveLength(1);
    const detail = await mall.get(`/api/company/remittance/detail/${id}`, mall.token);
    expect(detail.data).toMatchObject({ status: 1, status_name: '已到账', review_time: expect.stringMatching(/^\d{4}-/) });
    const ledger = await mall.get('/api/company/ledger', mall.token);
    expect(ledger.data.list[0]).toMatchObject({ kind_name: '汇款到账', pm: 1, amount: '1500.00', balance: '9000.00', used_credit: '0.00' });
  });

  it('concurrent confirmations move the money once', async () => {
    const before = account(mall).now_money_fen;
    const { id } = await submitRemittance(mall, mall.token, { amount: '200.00' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirmRemittance(mall, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(account(mall).now_money_fen).toBe(before + 20_000);
  });

  it('rejecting needs a reason, shows it to the company and moves no money', async () => {
    const before = account(mall);
    const { id } = await submitRemittance(mall, mall.token);
    const noReason = await rejectRemittance(mall, id, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('请填写驳回原因');
    expect((await rejectRemittance(mall, id, '凭证金额与填写不符')).statusCode).toBe(200);
    expect((await confirmRemittance(mall, id)).statusCode).toBe(400);
    expect(account(mall)).toEqual(before);
    const detail = await mall.get(`/api/company/remittance/detail/${id}`, mall.token);
    expect(detail.data).toMatchObject({ status: 2, status_name: '已驳回', fail_reason: '凭证金额与填写不符' });
    expect((await confirmRemittance(mall, 999_999)).statusCode).toBe(400);
  });
});
