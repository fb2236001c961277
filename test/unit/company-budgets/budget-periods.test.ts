// Budget periods (docs/company-api.md §13.4): a period ends the day before the same date one period later; dates
// that are not calendar days are refused; overlap is inclusive of both ends.
import { describe, expect, it } from 'vitest';
import { calendarDate, nextDay, overlaps, periodEnd } from '../../../demo-mall/company/budgets/budget-periods.ts';

describe('budget periods', () => {
  it('end the day before the next period starts', () => {
    expect(periodEnd('2026-11-01', 'month')).toBe('2026-11-30');
    expect(periodEnd('2026-02-01', 'month')).toBe('2026-02-28');
    expect(periodEnd('2026-10-01', 'quarter')).toBe('2026-12-31');
    expect(periodEnd('2026-01-01', 'year')).toBe('2026-12-31');
    expect(periodEnd('2026-11-15', 'month')).toBe('2026-12-14');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('accept only real calendar days', () => {
    expect(calendarDate('2026-02-28')).toBe('2026-02-28');
    expect(calendarDate('2026-02-30')).toBeNull();
    expect(calendarDate('2026-2-1')).toBeNull();
    expect(calendarDate('')).toBeNull();
  });

  it('overlap when they share a day', () => {
    expect(overlaps({ start: '2026-11-01', end: '2026-11-30' }, { start: '2026-11-30', end: '2026-12-29' })).toBe(true);
    expect(overlaps({ start: '2026-11-01', end: '2026-11-30' }, { start: '2026-12-01', end: '2026-12-31' })).toBe(false);
  });
});
