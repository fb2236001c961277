// 采购分析 (docs/company-api.md §15) over generated months of activity: each month's 采购金额 and 退款金额 equal
// that month's statement (§4) to the fen, every grouping adds up to the period's total, the period is checked,
// the export is an .xlsx, and only 管理员 and 财务 may read it.
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SPEND_MESSAGES } from '#shared/company/spend-rules.ts';
import { toFen } from '#shared/money.ts';
import { addMember, buildStatementsMall, generateActivity, OWNER_UID, type StatementsMall } from './company-statements-helpers.ts';

let mall: StatementsMall;
beforeEach(async () => {
  mall = await buildStatementsMall('2026-10-20 09:00:00');
  generateActivity(mall, 20261020, 40, '2026-10-20 09:00:01', '2026-10-31 23:59:59');
  generateActivity(mall, 20261101, 60, '2026-11-01 00:00:00', '2026-11-30 23:59:59');
  generateActivity(mall, 20261201, 20, '2026-12-01 00:00:00', '2026-12-04 23:00:00');
  mall.setTime('2026-12-05 12:00:00');
});
afterEach(async () => mall.close());

interface Group {
  name: string;
  purchase_fen: number;
  refund_fen: number;
  net_fen: number;
  purchase: string;
  net: string;
}

describe('采购分析', () => {
  it("gives each month the statement's purchases and refunds to the fen, and every grouping adds up to the total", async () => {
    const token = mall.token(OWNER_UID);
    const spend = await mall.get('/api/company/spend/summary?from=2026-10&to=2026-12', token);
    expect(spend.status).toBe(200);
    const months = spend.data.by_month as Group[];
    expect(months.map((m) => m.name)).toEqual(['2026-10', '2026-11', '2026-12']);
    let purchases = 0;
    for (const month of months) {
      const detail = await mall.get(`/api/company/statement/detail/${month.name.replace('-', '')}`, token);
      expect(month.purchase_fen).toBe(toFen(detail.data.statement.purchase_price));
      expect(month.refund_fen).toBe(toFen(detail.data.statement.refund_price));
      expect(month.purchase).toBe(detail.data.statement.purchase_price);
      purchases += month.purchase_fen;
    }
    expect(purchases).toBeGreaterThan(0);
    expect(spend.data.purchase_fen).toBe(purchases);
    expect(spend.data.net_fen).toBe(spend.data.purchase_fen - spend.data.refund_fen);
    for (const key of ['by_unit', 'by_cost_center', 'by_category', 'by_merchant', 'by_member']) {
      const groups = spend.data[key] as Group[];
      expect(
        groups.reduce((sum, g) => sum + g.net_fen, 0),
        key,
      ).toBe(spend.data.net_fen);
      expect(
        groups.reduce((sum, g) => sum + g.purchase_fen, 0),
        key,
      ).toBe(spend.data.purchase_fen);
    }
  });

  it('answers one month alone with the same figures as the wider period gives it', async () => {
    const token = mall.token(OWNER_UID);
    const wide = await mall.get('/api/company/spend/summary?from=2026-10&to=2026-12', token);
    const one = await mall.get('/api/company/spend/summary?from=2026-11&to=2026-11', token);
    expect(one.data.by_month).toEqual([wide.data.by_month[1]]);
    expect(one.data.purchase_fen).toBe(wide.data.by_month[1].purchase_fen);
  });

  it('refuses a bad period with a Chinese message', async () => {
    const token = mall.token(OWNER_UID);
    expect((await mall.get('/api/company/spend/summary?from=2026-13&to=2026-12', token)).message).toBe(SPEND_MESSAGES.period);
    expect((await mall.get('/api/company/spend/summary?from=2026-12&to=2026-10', token)).message).toBe(SPEND_MESSAGES.order);
    expect((await mall.get('/api/company/spend/summary?from=2024-01&to=2026-12', token)).message).toBe(SPEND_MESSAGES.tooLong);
  });

  it('exports the period as an .xlsx whose month sheet holds the same amounts', async () => {
    const token = mall.token(OWNER_UID);
    const spend = await mall.get('/api/company/spend/summary?from=2026-10&to=2026-12', token);
    const response = await mall.app.inject({
      method: 'GET',
      url: '/api/company/spend/export?from=2026-10&to=2026-12',
      headers: { 'x-token': token },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('spend-2026-10_2026-12.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('按月份');
    expect(sheet?.getRow(3).getCell(1).value).toBe('2026-10');
    expect(sheet?.getRow(6).getCell(2).value).toBe(Number(spend.data.purchase));
  });

  it('is for 管理员 and 财务 only', async () => {
    addMember(mall, 1, 'finance');
    const setRole = (role: string) => mall.context.db.prepare('UPDATE company_members SET role = ? WHERE uid = 1').run(role);
    for (const [role, allowed] of [
      ['finance', true],
      ['buyer', false],
      ['approver', false],
      ['viewer', false],
    ] as const) {
      setRole(role);
      for (const url of ['/api/company/spend/summary', '/api/company/spend/export']) {
        const answer = await mall.app.inject({ method: 'GET', url, headers: { 'x-token': mall.token(1) } });
        const refused = String(answer.headers['content-type']).includes('json') && answer.json().message === '您的企业角色无权进行此操作';
        expect(refused, `${role} ${url}`).toBe(!allowed);
      }
    }
  });
});
