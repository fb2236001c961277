// Statements computed from the ledger (docs/company-api.md §4) over a generated month of activity: every ledger
// row's net after is the previous one plus its amount, each statement's totals are the sums of its lines, the
// closing balance is the opening plus the month's movements, and a month is [1st 00:00:00, next 1st 00:00:00).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LedgerRow, netAfter } from '../../../demo-mall/company/company-ledger.ts';
import { toFen } from '#shared/money.ts';
import { buildStatementsMall, COMPANY, generateActivity, OWNER_UID, type StatementsMall } from './company-statements-helpers.ts';

let mall: StatementsMall;
beforeEach(async () => {
  mall = await buildStatementsMall('2026-10-20 09:00:00');
});
afterEach(async () => mall.close());

interface Line {
  ledger_id: number;
  create_time: string;
  kind: string;
  amount: string;
  balance: string;
  link_type: string;
  link_no: string;
}

function sumKinds(lines: readonly Line[], kinds: readonly string[]): number {
  return lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + toFen(line.amount), 0);
}

/** Activity from the October opening to December, with rows exactly on the month boundaries. */
function monthOfActivity(): void {
  mall.move({ kind: 'credit_pay', balanceFen: 0, creditFen: 120_000, time: '2026-10-31 23:59:59', linkType: 'order', linkNo: 'wxOCTLAST' });
  mall.move({
    kind: 'balance_pay',
    balanceFen: -30_000,
    creditFen: 0,
    time: '2026-11-01 00:00:00',
    linkType: 'order',
    linkNo: 'wxNOVFIRST',
  });
  generateActivity(mall, 20261101, 80, '2026-11-01 00:00:01', '2026-11-30 23:59:00');
  mall.move({
    kind: 'remittance',
    balanceFen: 10_000,
    creditFen: 0,
    time: '2026-11-30 23:59:59',
    linkType: 'remittance',
    linkNo: 'HKNOVLAST',
  });
  mall.move({ kind: 'refund', balanceFen: 2_500, creditFen: 0, time: '2026-12-01 00:00:00', linkType: 'refund', linkNo: 'rfDECFIRST' });
  mall.move({ kind: 'adjust', balanceFen: -101, creditFen: 0, time: '2026-12-02 10:00:00' });
  mall.setTime('2026-12-05 12:00:00');
}

describe('statements computed from the ledger', () => {
  it('keeps the ledger chain: every row’s net after is the previous one plus its amount', () => {
    monthOfActivity();
    const rows = mall.context.db
      .prepare('SELECT * FROM company_ledger WHERE company_id = ? ORDER BY ledger_id')
      .all(COMPANY) as LedgerRow[];
    expect(rows.length).toBe(86);
    let previous = 0;
    for (const row of rows) {
      expect(netAfter(row)).toBe(previous + row.amount_fen);
      previous = netAfter(row);
    }
    const account = mall.context.company.ledger.account(COMPANY);
    expect(previous).toBe((account?.now_money_fen ?? 0) - (account?.credit_used_fen ?? 0));
  });

  it('lists one statement a month, newest first, from the first ledger row’s month to the current one', async () => {
    monthOfActivity();
    const list = await mall.get('/api/company/statement/lst', mall.token(OWNER_UID));
    expect(list.status).toBe(200);
    expect(list.data.count).toBe(3);
    expect(list.data.list.map((entry: { statement_id: number }) => entry.statement_id)).toEqual([202612, 202611, 202610]);
    expect(list.data.list[1]).toMatchObject({
      period: '2026-11',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      status: 0,
      status_name: '待确认',
    });
    const paged = await mall.get('/api/company/statement/lst?page=2&limit=2', mall.token(OWNER_UID));
    expect(paged.data).toMatchObject({ count: 3, list: [{ statement_id: 202610 }] });
  });

  it('gives each month totals that are the sums of its lines, and closing = opening + movements', async () => {
    monthOfActivity();
    const token = mall.token(OWNER_UID);
    const closings: number[] = [];
    for (const id of [202610, 202611, 202612]) {
      const detail = await mall.get(`/api/company/statement/detail/${id}`, token);
      expect(detail.status).toBe(200);
      const { statement, list } = detail.data as { statement: Record<string, string | number>; list: Line[] };
      expect(statement.line_count).toBe(list.length);
      const opening = toFen(statement.opening_balance);
      expect(toFen(statement.balance_pay_price)).toBe(0 - sumKinds(list, ['balance_pay']));
      expect(toFen(statement.credit_pay_price)).toBe(0 - sumKinds(list, ['credit_pay']));
      expect(toFen(statement.purchase_price)).toBe(toFen(statement.balance_pay_price) + toFen(statement.credit_pay_price));
      expect(toFen(statement.refund_price)).toBe(sumKinds(list, ['refund']));
      expect(toFen(statement.remittance_price)).toBe(sumKinds(list, ['remittance']));
      expect(toFen(statement.other_price)).toBe(sumKinds(list, ['adjust']));
      expect(list.map((line) => line.kind)).not.toContain('opening');
      const movements = list.reduce((total, line) => total + toFen(line.amount), 0);
      expect(toFen(statement.closing_balance)).toBe(opening + movements);
      expect(toFen(statement.closing_balance)).toBe(
        opening -
          toFen(statement.purchase_price) +
          toFen(statement.refund_price) +
          toFen(statement.remittance_price) +
          toFen(statement.other_price),
      );
      let running = opening;
      for (const line of list) {
        running += toFen(line.amount);
        expect(toFen(line.balance)).toBe(running);
        const stored = mall.context.db.prepare('SELECT * FROM company_ledger WHERE ledger_id = ?').get(line.ledger_id) as LedgerRow;
        expect(toFen(line.balance)).toBe(netAfter(stored));
      }
      if (closings.length) expect(opening).toBe(closings.at(-1));
      closings.push(toFen(statement.closing_balance));
    }
    const account = mall.context.company.ledger.account(COMPANY);
    expect(closings.at(-1)).toBe((account?.now_money_fen ?? 0) - (account?.credit_used_fen ?? 0));
    expect(closings[0]).toBe(800_000 - 120_000);
  });

  it('puts 23:59:59 on the last day in the month and 00:00:00 on the first day in the next one', async () => {
    monthOfActivity();
    const token = mall.token(OWNER_UID);
    const numbers = async (id: number) =>
      ((await mall.get(`/api/company/statement/detail/${id}`, token)).data.list as Line[]).map((line) => line.link_no);
    const october = await numbers(202610);
    const november = await numbers(202611);
    const december = await numbers(202612);
    expect(october.at(-1)).toBe('wxOCTLAST');
    expect(november[0]).toBe('wxNOVFIRST');
    expect(november.at(-1)).toBe('HKNOVLAST');
    expect(november).toHaveLength(82);
    expect(december[0]).toBe('rfDECFIRST');
    expect(december).not.toContain('HKNOVLAST');
    expect(october).not.toContain('wxNOVFIRST');
  });

  it('filters the lines by kind without changing the header', async () => {
    monthOfActivity();
    const token = mall.token(OWNER_UID);
    const all = await mall.get('/api/company/statement/detail/202611', token);
    const refunds = await mall.get('/api/company/statement/detail/202611?kind=refund', token);
    expect(refunds.data.statement).toEqual(all.data.statement);
    const expected = (all.data.list as Line[]).filter((line) => line.kind === 'refund');
    expect(expected.length).toBeGreaterThan(0);
    expect(refunds.data.list).toEqual(expected);
    expect((await mall.get('/api/company/statement/detail/202611?kind=nonsense', token)).data.list).toEqual([]);
  });

  it('answers 对账单不存在 for a month outside the company’s range or an id that is not a month', async () => {
    monthOfActivity();
    const token = mall.token(OWNER_UID);
    for (const id of ['202609', '202701', '202613', 'abc', '0']) {
      expect(await mall.get(`/api/company/statement/detail/${id}`, token)).toEqual({ status: 400, message: '对账单不存在' });
    }
  });
});
