// Budget periods (docs/company-api.md §13.4): a period starts on its start date and ends the day before the
// same date one month, quarter or year later. Dates are 'YYYY-MM-DD' text, compared as text.
import type { BudgetPeriod } from '#shared/company/org-rules.ts';

const MONTHS: Readonly<Record<BudgetPeriod, number>> = { month: 1, quarter: 3, year: 12 };
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (d: Date) => d.toISOString().slice(0, 10);

/** the date itself when it is a real calendar day, else null ('2026-02-30') */
export function calendarDate(value: string): string | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return text(d) === value ? value : null;
}

/** the last day of the period starting on `start` */
export function periodEnd(start: string, period: BudgetPeriod): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return text(new Date(Date.UTC(y, m - 1 + MONTHS[period], d - 1)));
}

/** the day after `date` */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return text(new Date(Date.UTC(y, m - 1, d + 1)));
}

export const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start <= b.end && b.start <= a.end;
