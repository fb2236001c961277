// Quick order bodies (docs/company-api.md §6) checked by the mall in its own terms: field rules in the rule table's
// order with the messages the API documents (shared/quick-order/quick-order-rules.ts, the contract both sides
// read). The BFF checks them first with its own schemas; the two meet only over HTTP.
import { QUICK_ORDER_CODE_MAX, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M } from '#shared/quick-order/quick-order-rules.ts';
import type { ParamsRead } from '../../core/param-readers.ts';
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';

/** One typed or uploaded row: the code as typed (trimmed) and its quantity, null when the line had none. */
export interface QuickOrderRow {
  code: string;
  quantity: number | null;
}

/** A client's key of one add-to-cart action: a double submit repeats it and adds nothing more. */
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

function rowProblem(row: unknown): string | null {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return M.noRows;
  const { code, quantity } = row as Record<string, unknown>;
  if (typeof code !== 'string' || code.trim() === '') return M.codeRequired;
  if ([...code.trim()].length > QUICK_ORDER_CODE_MAX) return M.codeTooLong;
  const quantityOk = quantity === null || (typeof quantity === 'number' && Number.isFinite(quantity));
  return quantityOk ? null : M.badQuantity;
}

const ROWS: FieldRules = {
  field: 'rows',
  label: '商品',
  rules: [
    'require',
    'array',
    { max: QUICK_ORDER_MAX_ROWS },
    { check: (rows) => (rows as unknown[]).map(rowProblem).find((problem) => problem !== null) ?? null },
  ],
  messages: { require: M.noRows, array: M.noRows, max: M.tooManyRows },
};
const KEY_RULE: FieldRules = {
  field: 'key',
  label: '请求标识',
  rules: ['require', { check: (key) => (typeof key === 'string' && KEY.test(key) ? null : M.keyInvalid) }],
  messages: { require: M.keyInvalid },
};

const rowsOf = (params: Readonly<Record<string, unknown>>): QuickOrderRow[] =>
  (params.rows as { code: string; quantity: number | null }[]).map(({ code, quantity }) => ({ code: code.trim(), quantity }));

/** POST /api/quick_order/check: 1 to 500 rows. */
export function readCheckParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ rows: QuickOrderRow[] }> {
  const message = firstBrokenRule(params, [ROWS]);
  return message ? { ok: false, message } : { ok: true, value: { rows: rowsOf(params) } };
}

/** POST /api/quick_order/cart: the client's key, then the rows. */
export function readCartParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ key: string; rows: QuickOrderRow[] }> {
  const message = firstBrokenRule(params, [KEY_RULE, ROWS]);
  return message ? { ok: false, message } : { ok: true, value: { key: String(params.key), rows: rowsOf(params) } };
}
