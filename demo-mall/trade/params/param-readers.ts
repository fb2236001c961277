// Small readers the trade parameter files share: what a PHP backend makes of form and JSON values once its
// validator let them through (text trimmed, numbers from their text, flags from 1/'1'/true).

export type ParamsRead<T> = { ok: true; value: T } | { ok: false; message: string };

const INTEGER_TEXT = /^-?\d{1,15}$/;

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** A whole number or its text; NaN otherwise (arrays, objects, '1.5', ' 1'). */
export function integerOf(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  return typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : Number.NaN;
}

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
