// 定期采购 date arithmetic and terms (shared/company/replenishment-rules.ts): first runs, the next run across a
// month and a year end, weekly steps, the cadence in words, and each refusal of bad terms.
import { describe, expect, it } from 'vitest';
import {
  cadenceText,
  type CadenceInput,
  firstRunOnOrAfter,
  mallDate,
  runAfter,
  scheduleTermsError,
} from '../../../shared/company/replenishment-rules.ts';

const monthly = (monthDay: number): CadenceInput => ({ cadence: 'monthly', monthDay, weekday: 0, everyWeeks: 1 });
const weekly = (weekday: number, everyWeeks = 1): CadenceInput => ({ cadence: 'weekly', monthDay: 0, weekday, everyWeeks });

describe('run dates', () => {
  it('finds the first monthly run on or after a date, into the next month and year', () => {
    expect(firstRunOnOrAfter(monthly(15), '2026-11-10')).toBe('2026-11-15');
    expect(firstRunOnOrAfter(monthly(15), '2026-11-15')).toBe('2026-11-15');
    expect(firstRunOnOrAfter(monthly(15), '2026-11-16')).toBe('2026-12-15');
    expect(firstRunOnOrAfter(monthly(1), '2026-12-02')).toBe('2027-01-01');
    expect(runAfter(monthly(28), '2027-01-28')).toBe('2027-02-28');
  });

  it('steps weekly runs by N weeks from the first matching weekday', () => {
    // 2026-11-27 is a Friday (5)
    expect(firstRunOnOrAfter(weekly(5), '2026-11-27')).toBe('2026-11-27');
    expect(firstRunOnOrAfter(weekly(1), '2026-11-27')).toBe('2026-11-30');
    expect(firstRunOnOrAfter(weekly(7), '2026-11-27')).toBe('2026-11-29');
    expect(runAfter(weekly(1, 2), '2026-11-30')).toBe('2026-12-14');
    expect(runAfter(weekly(3, 1), '2026-12-30')).toBe('2027-01-06');
  });

  it("takes the mall's date in UTC+8", () => {
    expect(mallDate(Date.parse('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(mallDate(Date.parse('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('says the cadence in words', () => {
    expect(cadenceText(monthly(5))).toBe('每月 5 日');
    expect(cadenceText(weekly(3))).toBe('每周周三');
    expect(cadenceText(weekly(3, 2))).toBe('每 2 周的周三');
  });
});

describe('terms', () => {
  const ok = { ...monthly(5), endDate: '', tolerancePct: 10 };
  it('accepts good terms and refuses each bad one in Chinese', () => {
    expect(scheduleTermsError(ok, '2026-11-27')).toBeNull();
    expect(scheduleTermsError({ ...ok, monthDay: 0 }, '2026-11-27')).toBe('每月日期须在 1 至 28 日之间');
    expect(scheduleTermsError({ ...ok, ...weekly(0) }, '2026-11-27')).toBe('请选择周一至周日中的一天');
    expect(scheduleTermsError({ ...ok, ...weekly(2, 0) }, '2026-11-27')).toBe('间隔周数须在 1 至 12 之间');
    expect(scheduleTermsError({ ...ok, endDate: '2026-11-27' }, '2026-11-27')).toBe('结束日期须晚于今天');
    expect(scheduleTermsError({ ...ok, endDate: '2026/12/01' }, '2026-11-27')).toBe('结束日期须晚于今天');
    expect(scheduleTermsError({ ...ok, tolerancePct: -1 }, '2026-11-27')).toBe('价格浮动容差须在 0% 至 50% 之间');
    expect(scheduleTermsError({ ...ok, tolerancePct: Number.NaN }, '2026-11-27')).toBe('价格浮动容差须在 0% 至 50% 之间');
  });
});
