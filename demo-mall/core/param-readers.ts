// Small readers the mall's parameter checks share: what a PHP backend makes of form and JSON values once its
// validator let them through (text trimmed, numbers from their text, flags from 1/'1'/true). Arrays, objects and
// booleans are never numbers (`cart_num: [1]` is not 1).

export type ParamsRead<T> = { ok: true; value: T } | { ok: false; message: string };

const INTEGER_TEXT = /^-?\d{1,15}$/;
const DECIMAL_TEXT = /^-?\d{1,15}(?:\.\d{1,15})?$/;

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A whole number or its text; NaN otherwise (arrays, objects, '1.5', ' 1'). */
export function integerOf(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  return typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : Number.NaN;
}

/** A finite number or the text of a decimal number ('12', '-3', '4.50'); NaN otherwise (padded text, '1e3', '0x10'). */
export function decimalOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : Number.NaN;
}

/** Absent as forms and JSON say it: no key, null or an empty string. */
export const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';

export const flagOf = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** An id that may be absent (0); null when it is there but not a whole number ≥ 0. */
export function optionalIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const id = integerOf(value);
  return Number.isInteger(id) && id >= 0 ? id : null;
}

/** A list of positive ids (one value counts as a list of one); null when any entry is not one. */
export function idListOf(value: unknown): number[] | null {
  const entries = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const ids = entries.map(integerOf);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

/** An object parameter (use_coupon, mark); anything else reads as empty, as PHP's array access finds nothing. */
export const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Every entry as `read` makes it, or the first entry's refusal. */
export function readEach<T>(entries: readonly unknown[], read: (entry: unknown) => ParamsRead<T>): ParamsRead<T[]> {
  const values: T[] = [];
  for (const entry of entries) {
    const one = read(entry);
    if (!one.ok) return one;
    values.push(one.value);
  }
  return { ok: true, value: values };
}
