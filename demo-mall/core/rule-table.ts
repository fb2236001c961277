// Request checks written the way CRMEB's validators are (app/validate/api/*, ThinkPHP's Validate): each field
// with its Chinese label and its rules, checked field by field in order; the first broken rule answers, in
// ThinkPHP's zh-cn wording (`<label>不能为空`, `<label>必须在 1,2 范围内`…). An empty field that is not required
// skips its other rules, as ThinkPHP does. The mall's own validation, so the storefront's shared schemas meet a
// backend that may disagree with them (docs/adr/0033).
import { isMobile } from './mobile-rule.ts';
import type { ParamsRead } from './param-readers.ts';

/** One ThinkPHP rule; `check` is a validator's own method (ThinkPHP calls it with the value, answers a message). */
export type Rule =
  | 'require'
  | 'array'
  | 'integer'
  | 'number'
  | 'email'
  | 'mobile'
  | 'alphaNum'
  | 'float'
  | { in: readonly string[] }
  | { max: number }
  | { min: number }
  | { between: readonly [number, number] }
  /** ThinkPHP's `>:n` */
  | { gt: number }
  | { requireIf: readonly [field: string, value: string] }
  | { check: (value: unknown) => string | null };

export interface FieldRules {
  field: string;
  label: string;
  rules: readonly Rule[];
  /** a validator's own `$message` for a rule, by rule name ('max', 'in'…) */
  messages?: Readonly<Record<string, string>>;
}

// linear: the three parts cannot overlap
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const ALPHA_NUM = /^[A-Za-z0-9]+$/;
const DIGITS = /^\d+$/;
const INTEGER = /^-?\d+$/;
// PHP's FILTER_VALIDATE_FLOAT without exponents: '12', '-3', '4.50', '.5'
const FLOAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** ThinkPHP's `require`: null, '' and [] are missing; 0 and '0' are values. */
const missing = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
/** ThinkPHP's length: an array's count, else the characters of the text. */
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : [...textOf(value)].length);
const ruleName = (rule: Rule) => (typeof rule === 'string' ? rule : (Object.keys(rule)[0] ?? ''));

/** The broken rule's message, or null when the rule holds. */
function broken(rule: Rule, value: unknown, label: string, params: Readonly<Record<string, unknown>>): string | null {
  if (rule === 'require') return missing(value) ? `${label}不能为空` : null;
  if (rule === 'array') return Array.isArray(value) ? null : `${label}必须是数组`;
  if (rule === 'integer')
    return typeof value === 'number'
      ? Number.isInteger(value)
        ? null
        : `${label}必须是整数`
      : INTEGER.test(textOf(value))
        ? null
        : `${label}必须是整数`;
  if (rule === 'number') return DIGITS.test(textOf(value)) ? null : `${label}必须是数字`;
  if (rule === 'email') return EMAIL.test(textOf(value)) ? null : `${label}格式不符`;
  if (rule === 'mobile') return isMobile(textOf(value)) ? null : `${label}格式不符`;
  if (rule === 'float') return FLOAT.test(textOf(value)) ? null : `${label}必须是浮点数`;
  if (rule === 'alphaNum') return ALPHA_NUM.test(textOf(value)) ? null : `${label}只能是字母和数字`;
  if ('in' in rule) return rule.in.includes(textOf(value)) ? null : `${label}必须在 ${rule.in.join(',')} 范围内`;
  if ('max' in rule) return lengthOf(value) <= rule.max ? null : `${label}长度不能超过 ${rule.max}`;
  if ('min' in rule) return lengthOf(value) >= rule.min ? null : `${label}长度不能小于 ${rule.min}`;
  if ('gt' in rule) return Number(textOf(value)) > rule.gt ? null : `${label}必须大于 ${rule.gt}`;
  if ('between' in rule) {
    const [low, high] = rule.between;
    const n = Number(textOf(value));
    return n >= low && n <= high ? null : `${label}只能在 ${low} - ${high} 之间`;
  }
  if ('requireIf' in rule) {
    const [other, wanted] = rule.requireIf;
    return textOf(params[other]) === wanted && missing(value) ? `${label}不能为空` : null;
  }
  return rule.check(value);
}

/** The first broken rule's message over the table, in its order; null when every field passes. */
export function firstBrokenRule(params: Readonly<Record<string, unknown>>, table: readonly FieldRules[]): string | null {
  for (const { field, label, rules, messages } of table) {
    const value = params[field];
    const required = rules.some((rule) => rule === 'require' || (typeof rule === 'object' && 'requireIf' in rule));
    if (!required && missing(value) && !Array.isArray(value)) continue;
    for (const rule of rules) {
      // a requireIf whose condition does not hold leaves an empty field alone, like an optional one
      if (typeof rule === 'object' && 'requireIf' in rule && missing(value)) {
        const message = broken(rule, value, label, params);
        if (message) return messages?.[ruleName(rule)] ?? message;
        break;
      }
      const message = broken(rule, value, label, params);
      if (message) return messages?.[ruleName(rule)] ?? message;
    }
  }
  return null;
}

/** What `read` makes of the params once every rule of the table holds, else the first broken rule's message. */
export function readByRules<T>(params: Readonly<Record<string, unknown>>, table: readonly FieldRules[], read: () => T): ParamsRead<T> {
  const message = firstBrokenRule(params, table);
  return message ? { ok: false, message } : { ok: true, value: read() };
}
