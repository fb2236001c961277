// 定期采购 (docs/company-api.md §16, docs/adr/0052): a schedule's cadence, its validation messages and the date
// arithmetic both the mall (next run) and the page (preview) use. Dates are plain YYYY-MM-DD in the mall's
// time zone (UTC+8); a monthly day stops at 28 so every month has it.

export type Cadence = 'weekly' | 'monthly';

export interface CadenceInput {
  cadence: Cadence;
  /** weekly: 1 (周一) … 7 (周日) */
  weekday: number;
  /** monthly: 1 … 28 */
  monthDay: number;
  /** weekly: every N weeks, 1 … 12 */
  everyWeeks: number;
}

export const REPLENISHMENT_LIMITS = { weekdayMax: 7, monthDayMax: 28, everyWeeksMax: 12, toleranceMax: 50 } as const;

export const REPLENISHMENT_STATES = { active: '进行中', paused: '已暂停', ended: '已结束' } as const;
export type ReplenishmentState = keyof typeof REPLENISHMENT_STATES;

export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export const REPLENISHMENT_MESSAGES = {
  sourceRequired: '请选择常购清单或历史订单',
  listMissing: '常购清单不存在',
  listEmpty: '常购清单中没有商品',
  orderMissing: '订单不存在',
  cadenceInvalid: '请选择采购周期',
  weekdayInvalid: '请选择周一至周日中的一天',
  monthDayInvalid: '每月日期须在 1 至 28 日之间',
  everyWeeksInvalid: '间隔周数须在 1 至 12 之间',
  endDateInvalid: '结束日期须晚于今天',
  endBeforeFirstRun: '结束日期早于首次采购日期',
  lineOffShelf: '已下架，请先从清单中移除',
  noLines: '没有可定期采购的商品',
  toleranceInvalid: '价格浮动容差须在 0% 至 50% 之间',
  missing: '定期采购计划不存在',
  notYours: '只能管理自己创建的定期采购计划',
  notActive: '计划未在进行中',
  notPaused: '计划未暂停',
  ended: '计划已结束',
  created: '定期采购计划已创建',
  updated: '定期采购计划已更新',
  paused: '计划已暂停',
  resumed: '计划已恢复',
  skipped: '已跳过下一次采购',
  unskipped: '已取消跳过',
  deleted: '计划已删除',
} as const;

/** Why a run placed no order (the inbox text names the line). */
export const RUN_FAILURES = {
  off_shelf: '商品已下架',
  sku_gone: '规格已不存在',
  no_stock: '库存不足',
  price_changed: '价格变动超出容差',
  refused: '下单失败',
} as const;

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The mall's date (UTC+8) of an instant. */
export const mallDate = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);
/** 1 = Monday … 7 = Sunday */
export const weekdayOf = (date: string): number => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The first run date on or after `from`. */
export function firstRunOnOrAfter(input: CadenceInput, from: string): string {
  if (input.cadence === 'weekly') return addDays(from, (input.weekday - weekdayOf(from) + 7) % 7);
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (day <= input.monthDay) return `${year}-${pad(month)}-${pad(input.monthDay)}`;
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return `${next.y}-${pad(next.m)}-${pad(input.monthDay)}`;
}

/** The run after `runDate` (weekly: N weeks on; monthly: the day of the next month). */
export function runAfter(input: CadenceInput, runDate: string): string {
  if (input.cadence === 'weekly') return addDays(runDate, 7 * input.everyWeeks);
  return firstRunOnOrAfter(input, addDays(runDate, 1));
}

/** The cadence in words: 每 2 周的周三 / 每月 5 日. */
export function cadenceText(input: CadenceInput): string {
  if (input.cadence === 'monthly') return `每月 ${input.monthDay} 日`;
  const day = WEEKDAY_NAMES[input.weekday - 1] ?? '';
  return input.everyWeeks === 1 ? `每周${day}` : `每 ${input.everyWeeks} 周的${day}`;
}

const intIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The first validation message for a schedule's terms, or null. `today` is the mall's date. */
export function scheduleTermsError(terms: CadenceInput & { endDate: string; tolerancePct: number }, today: string): string | null {
  const M = REPLENISHMENT_MESSAGES;
  const L = REPLENISHMENT_LIMITS;
  if (terms.cadence !== 'weekly' && terms.cadence !== 'monthly') return M.cadenceInvalid;
  if (terms.cadence === 'weekly' && !intIn(terms.weekday, 1, L.weekdayMax)) return M.weekdayInvalid;
  if (terms.cadence === 'weekly' && !intIn(terms.everyWeeks, 1, L.everyWeeksMax)) return M.everyWeeksInvalid;
  if (terms.cadence === 'monthly' && !intIn(terms.monthDay, 1, L.monthDayMax)) return M.monthDayInvalid;
  if (
    terms.endDate !== '' &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(terms.endDate) || Number.isNaN(Date.parse(terms.endDate)) || terms.endDate <= today)
  )
    return M.endDateInvalid;
  if (!intIn(terms.tolerancePct, 0, L.toleranceMax)) return M.toleranceInvalid;
  return null;
}
