// Number fields as JSON and form bodies send them: a finite number, or its plain decimal text. Anything else
// reads as NaN so the field's own message refuses it: arrays (`[1]` is not 1, as z.coerce.number() would
// have it), objects, booleans, null, '', padded text (' 1'), exponents ('1e3'), hex ('0x10'), 'Infinity'.

const INTEGER_TEXT = /^-?\d{1,15}$/;
const DECIMAL_TEXT = /^-?\d{1,15}(?:\.\d{1,15})?$/;

function read(value: unknown, text: RegExp): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && text.test(value)) return Number(value);
  return Number.NaN;
}

/** A number, or the text of a whole number; NaN otherwise (a fractional number stays, for `.int()` to refuse). */
export function integerOf(value: unknown): number {
  return read(value, INTEGER_TEXT);
}

/** A number, or the text of a decimal number ('12', '-3', '4.50'); NaN otherwise. */
export function decimalOf(value: unknown): number {
  return read(value, DECIMAL_TEXT);
}

/** Absent as forms and JSON say it: no key, null or an empty string. */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
