// Calendar months of the company statements (docs/company-api.md §4). Ledger times are 'Y-m-d H:i:s' strings in
// the mall's local time, which compare in time order, so a month is the half-open range
// [first day 00:00:00, first day of the next month 00:00:00): 23:59:59 on the last day is inside, 00:00:00 on
// the first day of the next month is not.

/** 'Y-m' */
export type Period = string;

const PERIOD = /^(\d{4})-(\d{2})$/;
const PERIOD_ID = /^(\d{4})(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function parts(period: Period): { year: number; month: number } {
  const match = PERIOD.exec(period);
  if (!match) throw new Error(`not a period: ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month a 'Y-m-d H:i:s' time belongs to. */
export function periodOf(time: string): Period {
  return time.slice(0, 7);
}

/** '2026-11' → 202611 (the statement_id). */
export function periodToId(period: Period): number {
  return Number(period.replace('-', ''));
}

/** 202611 or '202611' → '2026-11'; null for anything that is not a month. */
export function idToPeriod(id: unknown): Period | null {
  const match = PERIOD_ID.exec(String(id ?? '').trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${match[2]}` : null;
}

export function nextPeriod(period: Period): Period {
  const { year, month } = parts(period);
  return month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
}

/** The first second of the month. */
export function periodStart(period: Period): string {
  return `${period}-01 00:00:00`;
}

/** The first second after the month (the exclusive end of its range). */
export function periodEnd(period: Period): string {
  return periodStart(nextPeriod(period));
}

/** 'Y-m-d' of the first and the last day. */
export function periodDates(period: Period): { startDate: string; endDate: string } {
  const { year, month } = parts(period);
  const lastDay = new Date(year, month, 0).getDate();
  return { startDate: `${period}-01`, endDate: `${period}-${pad(lastDay)}` };
}

/** Every month from `first` to `last` inclusive, newest first; empty when first is after last. */
export function periodsNewestFirst(first: Period, last: Period): Period[] {
  const periods: Period[] = [];
  for (let period = first; period <= last; period = nextPeriod(period)) periods.push(period);
  return periods.reverse();
}
