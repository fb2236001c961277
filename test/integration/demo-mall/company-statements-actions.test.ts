// Confirming and disputing statements (docs/company-api.md §4), who may do what (§1.3), and the export files.
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, BALANCE_PAY_3_NOV, buildStatementsMall, OWNER_UID, type StatementsMall } from './company-statements-helpers.ts';
import { cellDate } from '../../helpers/mall/statement-export-sample.ts';

let mall: StatementsMall;
beforeEach(async () => {
  mall = await buildStatementsMall('2026-10-20 09:00:00');
  mall.move(BALANCE_PAY_3_NOV);
  mall.move({
    kind: 'credit_pay',
    balanceFen: 0,
    creditFen: 50_000,
    time: '2026-11-04 10:00:00',
    linkType: 'order',
    linkId: 8,
    linkNo: 'wx1104',
  });
  mall.setTime('2026-11-20 12:00:00');
});
afterEach(async () => mall.close());

const exportXlsx = (month: string) =>
  mall.app.inject({
    method: 'GET',
    url: `/api/company/statement/export/${month}?type=xlsx`,
    headers: { 'x-token': mall.token(OWNER_UID) },
  });

/** The first sheet of an exported workbook, each row's cells from column A. */
async function rowsOf(response: { rawPayload: Buffer }): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return (
    workbook.worksheets[0]
      ?.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1)) ?? []
  );
}

const statementOf = async (id: number, token: string) => (await mall.get(`/api/company/statement/detail/${id}`, token)).data.statement;
const stateRow = () => mall.context.db.prepare('SELECT * FROM company_statements ORDER BY period').all();

describe('confirming and disputing', () => {
  it('confirms once: the closing balance and the last line are recorded, a second confirm changes nothing', async () => {
    const token = mall.token(OWNER_UID);
    expect(await mall.post('/api/company/statement/confirm/202610', {}, token)).toEqual({ status: 200, message: '对账单已确认' });
    const confirmed = await statementOf(202610, token);
    expect(confirmed).toMatchObject({ status: 1, status_name: '已确认', confirm_name: '陈工', confirm_time: '2026-11-20 12:00:00' });
    const before = stateRow();
    expect(before).toMatchObject([{ period: '2026-10', status: 1, confirmed_closing_fen: 800_000, member_uid: OWNER_UID }]);
    mall.setTime('2026-11-21 08:00:00');
    expect(await mall.post('/api/company/statement/confirm/202610', {}, token)).toEqual({ status: 400, message: '该对账单已确认' });
    expect(stateRow()).toEqual(before);
    expect(await mall.post('/api/company/statement/dispute/202610', { reason: '金额不符' }, token)).toEqual({
      status: 400,
      message: '该对账单已确认',
    });
    expect(stateRow()).toEqual(before);
  });

  it('puts a confirmed open month back to 待确认 when a later movement arrives', async () => {
    const token = mall.token(OWNER_UID);
    await mall.post('/api/company/statement/confirm/202611', {}, token);
    expect(await statementOf(202611, token)).toMatchObject({ status: 1, closing_balance: '7376.55' });
    mall.move({ kind: 'refund', balanceFen: 345, creditFen: 0, time: '2026-11-20 13:00:00', linkType: 'refund', linkNo: 'rf1' });
    expect(await statementOf(202611, token)).toMatchObject({
      status: 0,
      status_name: '待确认',
      confirm_time: '',
      closing_balance: '7380.00',
    });
    expect((await mall.get('/api/company/statement/lst?status=1', token)).data.count).toBe(0);
    expect(await mall.post('/api/company/statement/confirm/202611', {}, token)).toMatchObject({ status: 200 });
    expect(await statementOf(202611, token)).toMatchObject({ status: 1, closing_balance: '7380.00' });
  });

  it('disputes with a reason (checked), then confirms once settled', async () => {
    const token = mall.token(OWNER_UID);
    for (const [reason, message] of [
      ['  ', '请填写异议原因'],
      ['差'.repeat(201), '异议原因长度不能超过 200'],
    ]) {
      expect(await mall.post('/api/company/statement/dispute/202611', { reason }, token)).toEqual({ status: 400, message });
    }
    expect(await mall.post('/api/company/statement/dispute/202611', { reason: '11月4日账期支付金额不符' }, token)).toEqual({
      status: 200,
      message: '已提交异议',
    });
    expect(await statementOf(202611, token)).toMatchObject({ status: 2, status_name: '有异议', dispute_reason: '11月4日账期支付金额不符' });
    const disputed = await mall.get('/api/company/statement/lst?status=2', token);
    expect(disputed.data).toMatchObject({ count: 1, list: [{ statement_id: 202611 }] });
    expect(await mall.post('/api/company/statement/confirm/202611', {}, token)).toMatchObject({ status: 200, message: '对账单已确认' });
    expect(await statementOf(202611, token)).toMatchObject({ status: 1, dispute_reason: '' });
    expect(await mall.post('/api/company/statement/confirm/209901', {}, token)).toEqual({ status: 400, message: '对账单不存在' });
  });
});

describe('who may read and act', () => {
  it('lets 只读 list, read and export, but not confirm or dispute', async () => {
    addMember(mall, 1, 'viewer');
    const viewer = mall.token(1);
    expect((await mall.get('/api/company/statement/lst', viewer)).data.count).toBe(2);
    expect((await mall.get('/api/company/statement/detail/202611', viewer)).data.list).toHaveLength(2);
    const file = await mall.app.inject({
      method: 'GET',
      url: '/api/company/statement/export/202611?type=xlsx',
      headers: { 'x-token': viewer },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const refused = { status: 400, message: '您的企业角色无权进行此操作' };
    expect(await mall.post('/api/company/statement/confirm/202611', {}, viewer)).toEqual(refused);
    expect(await mall.post('/api/company/statement/dispute/202611', { reason: '不对' }, viewer)).toEqual(refused);
    expect(stateRow()).toEqual([]);
  });

  it('refuses a 采购员 everything with the role message, and a user without a company with 暂无企业账号', async () => {
    const outsider = mall.token(1);
    expect(await mall.get('/api/company/statement/lst', outsider)).toEqual({ status: 400, message: '暂无企业账号' });
    addMember(mall, 1, 'buyer');
    const buyer = mall.token(1);
    const refused = { status: 400, message: '您的企业角色无权进行此操作' };
    expect(await mall.get('/api/company/statement/lst', buyer)).toEqual(refused);
    expect(await mall.get('/api/company/statement/detail/202611', buyer)).toEqual(refused);
    expect(await mall.get('/api/company/statement/export/202611?type=pdf', buyer)).toEqual(refused);
    expect(await mall.post('/api/company/statement/confirm/202611', {}, buyer)).toEqual(refused);
    expect(await mall.post('/api/company/statement/dispute/202611', { reason: '不对' }, buyer)).toEqual(refused);
  });
});

describe('exports', () => {
  it('answers an .xlsx attachment whose rows are the header block and the lines', async () => {
    const response = await exportXlsx('202611');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-2026-11.xlsx"; filename*=UTF-8''${encodeURIComponent('对账单-2026-11.xlsx')}`,
    );
    const values = await rowsOf(response);
    expect(values).toContainEqual(['企业名称', '苏州恒泰精密机械有限公司']);
    expect(values).toContainEqual(['期初净额', 8000]);
    expect(values).toContainEqual(['期末净额', 7376.55]);
    // the lines, then the overdue block (none here), then the state
    expect(values.slice(-5)).toEqual([
      [cellDate('2026-11-03 10:00:00'), '余额支付', 'wx1103', -123.45, 7876.55],
      [cellDate('2026-11-04 10:00:00'), '账期支付', 'wx1104', -500, 7376.55],
      ['期末已逾期账期款项'],
      ['期末无已逾期的账期款项'],
      ['状态：待确认'],
    ]);
    // both parties, the company from its verified profile
    expect(values).toContainEqual(['统一社会信用代码', '91310115MA1K4D7X3Y']);
    expect(values).toContainEqual(['统一社会信用代码', '91320505MA1NXT3R5T']);
  });

  it('carries the first month’s opening money as 期初余额, never as 其他 (the .pdf is drawn from the same content)', async () => {
    const values = await rowsOf(await exportXlsx('202610'));
    expect(values).toContainEqual(['期初净额', 8000]);
    expect(values).toContainEqual(['其他', 0]);
    expect(values).toContainEqual(['期末净额', 8000]);
    expect(values.flat()).not.toContain('期初结转');
    const statement = await statementOf(202610, mall.token(OWNER_UID));
    expect(statement).toMatchObject({ opening_balance: '8000.00', other_price: '0.00', closing_balance: '8000.00', line_count: 0 });
    // the next month opens where this one closed
    expect(await statementOf(202611, mall.token(OWNER_UID))).toMatchObject({ opening_balance: '8000.00' });
  });

  it('names its running figure 净额 = 账户余额 − 已用额度 on the .xlsx and the .pdf, agreeing with 财务管理’s figures', async () => {
    const token = mall.token(OWNER_UID);
    const account = (await mall.get('/api/company/account', token)).data;
    const net = Number(account.now_money) - Number(account.used_credit);
    const values = await rowsOf(await exportXlsx('202611'));
    expect(values).toContainEqual(['期末净额', net]);
    expect(values).toContainEqual(['说明', '净额 = 账户余额 − 已用额度（财务管理中分别列示「账户余额」与「已用额度」）']);
    expect(values).toContainEqual(['日期', '类型', '单据号', '金额(元)', '净额(元)']);
    expect(values.flat()).not.toContain('期末余额');
    const pdf = await mall.app.inject({
      method: 'GET',
      url: '/api/company/statement/export/202611?type=pdf',
      headers: { 'x-token': token },
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain(`期末净额：${net.toFixed(2)}`);
      expect(text).toContain('净额 = 账户余额 − 已用额度');
      expect(text).not.toContain('期末余额');
    } finally {
      await parser.destroy();
    }
  });

  it('answers a .pdf, and a clear envelope when the CJK font is missing or the type is unknown', async () => {
    const token = mall.token(OWNER_UID);
    const pdf = await mall.app.inject({
      method: 'GET',
      url: '/api/company/statement/export/202611?type=pdf',
      headers: { 'x-token': token },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('filename="statement-2026-11.pdf"');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain('统一社会信用代码：91320505MA1NXT3R5T');
      expect(text).toContain('乙方（企业）（盖章）：');
    } finally {
      await parser.destroy();
    }
    expect(await mall.get('/api/company/statement/export/202611?type=doc', token)).toEqual({ status: 400, message: '请选择导出格式' });
    const saved = process.env.DEMO_MALL_CJK_FONT;
    process.env.DEMO_MALL_CJK_FONT = '/nonexistent/font.ttc';
    try {
      expect(await mall.get('/api/company/statement/export/202611?type=pdf', token)).toEqual({
        status: 400,
        message: '导出失败：缺少中文字体',
      });
    } finally {
      if (saved === undefined) delete process.env.DEMO_MALL_CJK_FONT;
      else process.env.DEMO_MALL_CJK_FONT = saved;
    }
  });
});
