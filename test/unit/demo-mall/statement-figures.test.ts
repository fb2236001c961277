// The statement arithmetic and month boundaries (docs/company-api.md §4), without a database.
import { describe, expect, it } from 'vitest';
import type { LedgerKind, LedgerRow } from '../../../demo-mall/company/company-ledger.ts';
import { openingFrom, statementFigures } from '../../../demo-mall/company/statements/statement-figures.ts';
import {
  idToPeriod,
  periodDates,
  periodEnd,
  periodOf,
  periodStart,
  periodsNewestFirst,
  periodToId,
} from '../../../demo-mall/company/statements/statement-periods.ts';

let nextId = 1;
function row(kind: LedgerKind, amountFen: number, time = '2026-11-10 10:00:00'): LedgerRow {
  return {
    ledger_id: nextId++,
    company_id: 2,
    kind,
    amount_fen: amountFen,
    balance_after_fen: 0,
    credit_used_after_fen: 0,
    link_type: '',
    link_id: 0,
    link_no: '',
    member_uid: null,
    mark: '',
    create_time: time,
  };
}

describe('statementFigures', () => {
  it('sums each kind, keeps a running balance and closes at opening − purchases + refunds + remittances + other', () => {
    const rows = [
      row('opening', 100),
      row('balance_pay', -12_345),
      row('credit_pay', -50_000),
      row('refund', 1_001),
      row('refund', 2_000),
      row('remittance', 30_000),
      row('adjust', -7),
    ];
    const figures = statementFigures(800_000, rows);
    expect(figures).toMatchObject({
      // the carried-over opening row belongs to 期初余额, never to 其他
      openingFen: 800_100,
      balancePayFen: 12_345,
      creditPayFen: 50_000,
      purchaseFen: 62_345,
      refundFen: 3_001,
      remittanceFen: 30_000,
      otherFen: -7,
      closingFen: 800_100 - 62_345 + 3_001 + 30_000 - 7,
      lastLedgerId: rows.at(-1)?.ledger_id,
    });
    expect(figures.lines.map((line) => line.kind)).not.toContain('opening');
    expect(figures.lines.map((line) => line.balanceFen)).toEqual([787_755, 737_755, 738_756, 740_756, 770_756, 770_749]);
    expect(figures.lines.at(-1)?.balanceFen).toBe(figures.closingFen);
  });

  it('is exact in fen where floats would drift (0.10 + 0.20 ten thousand times)', () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => row(index % 2 ? 'refund' : 'remittance', index % 2 ? 20 : 10));
    const figures = statementFigures(0, rows);
    expect(figures.refundFen + figures.remittanceFen).toBe(150_000);
    expect(figures.closingFen).toBe(150_000);
  });

  it('keeps a month without rows at its opening, and opens at 0 before any row', () => {
    expect(statementFigures(4_200, [])).toMatchObject({ closingFen: 4_200, purchaseFen: 0, lines: [], lastLedgerId: 0 });
    expect(Object.is(statementFigures(0, []).balancePayFen, 0)).toBe(true);
    expect(openingFrom(undefined)).toBe(0);
    expect(openingFrom({ ...row('refund', 1), balance_after_fen: 500, credit_used_after_fen: 800 })).toBe(-300);
  });
});

describe('statement periods', () => {
  it('makes a month the range [1st 00:00:00, next 1st 00:00:00)', () => {
    expect(periodStart('2026-11')).toBe('2026-11-01 00:00:00');
    expect(periodEnd('2026-11')).toBe('2026-12-01 00:00:00');
    expect(periodEnd('2026-12')).toBe('2027-01-01 00:00:00');
    const inside = (time: string, period: string) => time >= periodStart(period) && time < periodEnd(period);
    expect(inside('2026-11-30 23:59:59', '2026-11')).toBe(true);
    expect(inside('2026-12-01 00:00:00', '2026-11')).toBe(false);
    expect(inside('2026-11-01 00:00:00', '2026-11')).toBe(true);
    expect(inside('2026-10-31 23:59:59', '2026-11')).toBe(false);
    expect(periodOf('2026-11-30 23:59:59')).toBe('2026-11');
  });

  it('names the days, the id and the months between', () => {
    expect(periodDates('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(periodDates('2026-11')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(periodToId('2026-11')).toBe(202611);
    expect(idToPeriod('202611')).toBe('2026-11');
    expect(idToPeriod(202613)).toBeNull();
    expect(idToPeriod('2026-11')).toBeNull();
    expect(periodsNewestFirst('2026-11', '2027-02')).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(periodsNewestFirst('2026-12', '2026-11')).toEqual([]);
  });
});
