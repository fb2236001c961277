// Quote bodies (docs/company-api.md §10.3), checked by the mall in its own terms: field rules in order with the
// messages of shared/company/quote-rules.ts. Prices arrive as yuan decimals ('12.50') and leave as fen.
import {
  QUOTE_MAX_ATTACHMENTS,
  QUOTE_MAX_DELIVERY_DAYS,
  QUOTE_MAX_LINES,
  QUOTE_MAX_QUANTITY,
  QUOTE_MAX_VALID_DAYS,
  QUOTE_MESSAGES as M,
  QUOTE_NOTE_MAX,
  QUOTE_REASON_MAX,
} from '#shared/company/quote-rules.ts';
import { toFen } from '#shared/money.ts';
import { integerOf, type ParamsRead, textOf } from '../../core/param-readers.ts';
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';

/** Where a request started (the storefront's entry points). */
export const QUOTE_SOURCES = ['product', 'cart', 'reorder_list', 'quick_order'] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];

const REQUEST_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const MONEY = /^\d{1,8}(?:\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An upload of this mall (POST /api/upload/image/file answers such a path). */
const UPLOAD = /^\/api\/demo-assets\/upload\/[A-Za-z0-9_-]{1,64}\.(?:png|jpg)$/;

const DAY_MS = 86_400_000;

/** A positive yuan amount of at most two decimals as fen, or null. */
export function priceFenOf(value: unknown): number | null {
  const text = textOf(value);
  if (!MONEY.test(text)) return null;
  const fen = toFen(text);
  return fen > 0 ? fen : null;
}

/** 'YYYY-MM-DD' when it is a real date from `today` up to `days` later, else null. */
export function dateWithin(value: unknown, today: string, days: number, allowToday = true): string | null {
  const text = textOf(value);
  if (!DATE.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== text) return null;
  const from = Date.parse(`${today}T00:00:00Z`);
  if (at < from || (!allowToday && at === from) || at > from + days * DAY_MS) return null;
  return text;
}

/** `lines` and `attachments` may come as JSON text (a form post). */
export function withJsonFields(params: Record<string, unknown>): Record<string, unknown> {
  for (const key of ['lines', 'attachments']) {
    const value = params[key];
    if (typeof value === 'string' && value.startsWith('[')) {
      try {
        params[key] = JSON.parse(value);
      } catch {
        // left as it is: the rules answer
      }
    }
  }
  return params;
}

export interface RequestedLine {
  product_id: number;
  product_attr_unique: string;
  quantity: number;
  target_price_fen: number | null;
}

const quantityOk = (value: unknown) => {
  const n = integerOf(value);
  return Number.isInteger(n) && n >= 1 && n <= QUOTE_MAX_QUANTITY;
};
const targetOk = (value: unknown) => value === undefined || value === null || value === '' || priceFenOf(value) !== null;
const isRecord = (line: unknown): line is Record<string, unknown> => !!line && typeof line === 'object' && !Array.isArray(line);

function requestLineProblem(line: unknown): string | null {
  if (!isRecord(line)) return M.lineInvalid;
  const id = integerOf(line.product_id);
  const sku = textOf(line.product_attr_unique);
  if (!(Number.isInteger(id) && id > 0 && sku.length >= 1 && sku.length <= 64)) return M.lineInvalid;
  if (!quantityOk(line.quantity)) return M.quantityInvalid;
  return targetOk(line.target_price) ? null : M.targetInvalid;
}

const duplicateProblem = (lines: unknown[]) => {
  const skus = lines.map((line) => textOf((line as Record<string, unknown>).product_attr_unique));
  return new Set(skus).size === skus.length ? null : M.duplicateSku;
};

/** The quote's lines: required, a list of at most QUOTE_MAX_LINES, each passing `lineProblem`, then `more`. */
function linesRule(lineProblem: (line: unknown) => string | null, more: FieldRules['rules'], require: string): FieldRules {
  return {
    field: 'lines',
    label: '商品',
    rules: [
      'require',
      'array',
      { max: QUOTE_MAX_LINES },
      { check: (value) => (value as unknown[]).map(lineProblem).find((problem) => problem !== null) ?? null },
      ...more,
    ],
    messages: { require, array: M.lineInvalid, max: M.tooManyLines },
  };
}

const NOTE: FieldRules = { field: 'note', label: '备注', rules: [{ max: QUOTE_NOTE_MAX }], messages: { max: M.noteTooLong } };

export interface QuoteRequestParams {
  lines: RequestedLine[];
  delivery_date: string;
  note: string;
  attachments: string[];
  source: QuoteSource;
  request_key: string;
}

/** POST /api/company/quote/create */
export function readQuoteRequest(params: Readonly<Record<string, unknown>>, today: string): ParamsRead<QuoteRequestParams> {
  const message = firstBrokenRule(params, [
    linesRule(requestLineProblem, [{ check: (value) => duplicateProblem(value as unknown[]) }], M.linesRequired),
    {
      field: 'delivery_date',
      label: '期望交货日期',
      rules: [{ check: (value) => (dateWithin(value, today, QUOTE_MAX_DELIVERY_DAYS, false) ? null : M.deliveryInvalid) }],
    },
    NOTE,
    {
      field: 'attachments',
      label: '附件',
      rules: [
        'array',
        { max: QUOTE_MAX_ATTACHMENTS },
        { check: (value) => ((value as unknown[]).every((path) => UPLOAD.test(textOf(path))) ? null : M.attachmentsInvalid) },
      ],
      messages: { array: M.attachmentsInvalid, max: M.attachmentsInvalid },
    },
    { field: 'source', label: '询价来源', rules: [{ in: QUOTE_SOURCES }] },
    { field: 'request_key', label: '请求标识', rules: [{ check: (value) => (REQUEST_KEY.test(textOf(value)) ? null : M.keyInvalid) }] },
  ]);
  if (message) return { ok: false, message };
  const lines = (params.lines as Record<string, unknown>[]).map((line) => ({
    product_id: integerOf(line.product_id),
    product_attr_unique: textOf(line.product_attr_unique),
    quantity: integerOf(line.quantity),
    target_price_fen: priceFenOf(line.target_price),
  }));
  return {
    ok: true,
    value: {
      lines,
      delivery_date: textOf(params.delivery_date),
      note: textOf(params.note),
      attachments: Array.isArray(params.attachments) ? params.attachments.map(textOf) : [],
      source: (textOf(params.source) || 'product') as QuoteSource,
      request_key: textOf(params.request_key),
    },
  };
}

export interface CounterLine {
  line_no: number;
  quantity: number;
  target_price_fen: number | null;
}

function counterLineProblem(line: unknown): string | null {
  if (!isRecord(line)) return M.lineInvalid;
  const no = integerOf(line.line_no);
  if (!(Number.isInteger(no) && no > 0)) return M.lineInvalid;
  if (!quantityOk(line.quantity)) return M.quantityInvalid;
  return targetOk(line.target_price) ? null : M.targetInvalid;
}

/** POST /api/company/quote/counter/:id: every line of the quote with its quantity and target price, and a note. */
export function readCounter(params: Readonly<Record<string, unknown>>): ParamsRead<{ lines: CounterLine[]; note: string }> {
  const message = firstBrokenRule(params, [linesRule(counterLineProblem, [], M.counterLinesInvalid), NOTE]);
  if (message) return { ok: false, message };
  const lines = (params.lines as Record<string, unknown>[]).map((line) => ({
    line_no: integerOf(line.line_no),
    quantity: integerOf(line.quantity),
    target_price_fen: priceFenOf(line.target_price),
  }));
  return { ok: true, value: { lines, note: textOf(params.note) } };
}

/** A decline or withdrawal: its reason, required. */
export function readReason(params: Readonly<Record<string, unknown>>): ParamsRead<{ reason: string }> {
  const message = firstBrokenRule(params, [
    {
      field: 'reason',
      label: '原因',
      rules: ['require', { max: QUOTE_REASON_MAX }],
      messages: { require: M.reasonRequired, max: M.reasonTooLong },
    },
  ]);
  return message ? { ok: false, message } : { ok: true, value: { reason: textOf(params.reason) } };
}

export interface AnsweredLine {
  line_no: number;
  price_fen: number;
  valid_until: string;
}

/** The merchant console's answer: `price_<line_no>` and `valid_<line_no>` for every line, and a note. */
export function readAnswer(
  params: Readonly<Record<string, unknown>>,
  lineNos: readonly number[],
  today: string,
): ParamsRead<{ lines: AnsweredLine[]; note: string }> {
  const lines: AnsweredLine[] = [];
  for (const no of lineNos) {
    const price = priceFenOf(params[`price_${no}`]);
    if (price === null) return { ok: false, message: M.priceInvalid };
    const valid = dateWithin(params[`valid_${no}`], today, QUOTE_MAX_VALID_DAYS);
    if (!valid) return { ok: false, message: M.validInvalid };
    lines.push({ line_no: no, price_fen: price, valid_until: valid });
  }
  const note = textOf(params.note);
  if ([...note].length > QUOTE_NOTE_MAX) return { ok: false, message: M.noteTooLong };
  return { ok: true, value: { lines, note } };
}
