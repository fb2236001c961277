// 采购分析 (docs/company-api.md §15): the dimensions spend is grouped by, their Chinese names, the longest period
// one request may cover and the messages of a bad period. Both the mall and the storefront read them.

export const SPEND_DIMENSIONS = ['month', 'unit', 'costCenter', 'category', 'merchant', 'member'] as const;
export type SpendDimension = (typeof SPEND_DIMENSIONS)[number];

export const SPEND_DIMENSION_NAMES: Readonly<Record<SpendDimension, string>> = {
  month: '按月份',
  unit: '按部门',
  costCenter: '按成本中心',
  category: '按商品分类',
  merchant: '按店铺',
  member: '按下单成员',
};

/** the longest period one request may cover, in months */
export const SPEND_MAX_MONTHS = 24;
/** how many products the top list shows */
export const SPEND_TOP_PRODUCTS = 10;
/** the name of a group whose order carries no value for the dimension (no cost centre, a gone member) */
export const SPEND_NONE_NAME = '未指定';

export const SPEND_MESSAGES = {
  period: '请选择正确的月份（格式：2026-11）',
  order: '开始月份不能晚于结束月份',
  tooLong: `统计区间最长 ${SPEND_MAX_MONTHS} 个月`,
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'Y-m' or null */
export function spendMonth(value: unknown): string | null {
  const text = String(value ?? '').trim();
  return MONTH.test(text) ? text : null;
}

/** months from `from` to `to` inclusive, oldest first */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard++) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text > to) break;
    months.push(text);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

export type SpendPeriod = { ok: true; from: string; to: string; months: string[] } | { ok: false; message: string };

/** reads ?from=&to= (either may be left out: the current month stands in) */
export function readSpendPeriod(from: unknown, to: unknown, currentMonth: string): SpendPeriod {
  const fromText = String(from ?? '').trim();
  const toText = String(to ?? '').trim();
  const start = fromText === '' ? currentMonth : spendMonth(fromText);
  const end = toText === '' ? currentMonth : spendMonth(toText);
  if (!start || !end) return { ok: false, message: SPEND_MESSAGES.period };
  if (start > end) return { ok: false, message: SPEND_MESSAGES.order };
  const months = monthsBetween(start, end);
  if (months.length > SPEND_MAX_MONTHS) return { ok: false, message: SPEND_MESSAGES.tooLong };
  return { ok: true, from: start, to: end, months };
}
