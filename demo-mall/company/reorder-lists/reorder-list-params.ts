// Reorder-list bodies (docs/company-api.md §7.3) checked by the mall in its own terms: field rules in the rule
// table's order with the messages the API documents (shared/company/reorder-list-rules.ts, the contract both
// sides read). The storefront's zod schemas are its own copy; the two meet only over HTTP.
import { integerOf, type ParamsRead, textOf } from '../../core/param-readers.ts';
import { firstBrokenRule, readByRules, type FieldRules } from '../../core/rule-table.ts';
import {
  REORDER_LIST_MESSAGES as M,
  REORDER_LIST_MAX_LINES,
  REORDER_LIST_MAX_QUANTITY,
  REORDER_LIST_NAME_MAX,
} from '#shared/company/reorder-list-rules.ts';
import type { LineToSave } from './reorder-list-store.ts';

/** What a client may use as its own key for an idempotent save (a UUID fits). */
const REQUEST_KEY = /^[A-Za-z0-9_-]{8,64}$/;

const quantityOk = (value: unknown) => {
  const n = integerOf(value);
  return Number.isInteger(n) && n >= 1 && n <= REORDER_LIST_MAX_QUANTITY;
};

/** One line: a positive product id and its SKU key (1–64 characters), then a quantity of 1–9999; null when fine. */
function lineProblem(line: unknown): string | null {
  if (!line || typeof line !== 'object' || Array.isArray(line)) return M.lineInvalid;
  const { product_id, product_attr_unique, quantity } = line as Record<string, unknown>;
  const id = integerOf(product_id);
  const sku = textOf(product_attr_unique);
  if (!(Number.isInteger(id) && id > 0 && sku.length >= 1 && sku.length <= 64)) return M.lineInvalid;
  return quantityOk(quantity) ? null : M.quantityInvalid;
}

const NAME: FieldRules = {
  field: 'name',
  label: '清单名称',
  rules: ['require', { max: REORDER_LIST_NAME_MAX }],
  messages: { require: M.nameRequired, max: M.nameTooLong },
};
const lines = (required: boolean): FieldRules => ({
  field: 'lines',
  label: '商品',
  rules: [
    ...(required ? (['require'] as const) : []),
    'array',
    { max: REORDER_LIST_MAX_LINES },
    { check: (value) => (value as unknown[]).map(lineProblem).find((problem) => problem !== null) ?? null },
  ],
  messages: { require: M.linesRequired, array: M.lineInvalid, max: M.tooManyLines },
});
const REQUEST_KEY_RULE: FieldRules = {
  field: 'request_key',
  label: '请求标识',
  rules: [{ check: (value) => (REQUEST_KEY.test(textOf(value)) ? null : M.keyInvalid) }],
};

const readLines = (value: unknown): LineToSave[] =>
  (Array.isArray(value) ? value : []).map((line: Record<string, unknown>) => ({
    product_id: integerOf(line.product_id),
    product_attr_unique: textOf(line.product_attr_unique),
    quantity: integerOf(line.quantity),
  }));

export interface ListSaveParams {
  name: string;
  lines: LineToSave[];
  /** '' when the client sent none */
  request_key: string;
}

/** POST /api/company/reorder_list/create: a name, optional lines and an optional request key. */
export function readListCreateParams(params: Readonly<Record<string, unknown>>): ParamsRead<ListSaveParams> {
  return readByRules(params, [NAME, lines(false), REQUEST_KEY_RULE], () => ({
    name: textOf(params.name),
    lines: readLines(params.lines),
    request_key: textOf(params.request_key),
  }));
}

/** POST /api/company/reorder_list/lines/:id: at least one line and an optional request key. */
export function readAddLinesParams(params: Readonly<Record<string, unknown>>): ParamsRead<Omit<ListSaveParams, 'name'>> {
  return readByRules(params, [lines(true), REQUEST_KEY_RULE], () => ({
    lines: readLines(params.lines),
    request_key: textOf(params.request_key),
  }));
}

/** POST /api/company/reorder_list/rename/:id */
export function readRenameParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ name: string }> {
  const message = firstBrokenRule(params, [NAME]);
  return message ? { ok: false, message } : { ok: true, value: { name: textOf(params.name) } };
}

/** POST /api/company/reorder_list/line/update/:id */
export function readLineQuantityParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ quantity: number }> {
  const message = firstBrokenRule(params, [
    {
      field: 'quantity',
      label: '数量',
      rules: ['require', { check: (value) => (quantityOk(value) ? null : M.quantityInvalid) }],
      messages: { require: M.quantityInvalid },
    },
  ]);
  return message ? { ok: false, message } : { ok: true, value: { quantity: integerOf(params.quantity) } };
}
