// The acceptance form (POST /api/company/acceptance/accept/:id, docs/company-api.md §11.2) and the company's
// terms (POST /api/company/terms), checked by the mall: one rule table per form, the messages of
// shared/company/acceptance-rules.ts. Lines left out of `lines` are accepted in full.
import {
  ACCEPTANCE_MESSAGES as M,
  SHORTFALL_PHOTOS_MAX,
  SHORTFALL_REASON_MAX,
  TERM_DAYS_MAX,
  TERM_DAYS_MIN,
} from '#shared/company/acceptance-rules.ts';
import { type ParamsRead, textOf } from '../../core/param-readers.ts';

/** Of each product: the pieces ordered, and those the delivery still owes (ordered less what refunds hold). */
export type PiecesOwed = ReadonlyMap<number, { ordered: number; owed: number }>;

export interface AcceptLineInput {
  orderProductId: number;
  receivedNum: number;
  reason: string;
  pics: string[];
}

/** a site path (what the upload answers) or an http(s) URL, at most 500 characters */
const PICTURE = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;
const WHOLE = /^\d{1,9}$/;

/** lines as a list, or the JSON text a form post sends */
function listOf(value: unknown): unknown[] | null {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** One line's rules in order: product id, received quantity, then reason and photos for a shortfall. */
function lineOf(raw: unknown, pieces: PiecesOwed): ParamsRead<AcceptLineInput> {
  if (typeof raw !== 'object' || raw === null) return { ok: false, message: M.linesInvalid };
  const entry = raw as Record<string, unknown>;
  const id = textOf(entry.order_product_id ?? entry.id);
  const product = pieces.get(Number(id));
  if (!WHOLE.test(id) || !product) return { ok: false, message: M.lineUnknown };
  const num = textOf(entry.received_num ?? entry.num);
  if (!WHOLE.test(num) || Number(num) > product.ordered) return { ok: false, message: M.numInvalid };
  // short of what the delivery still owes: pieces refunded already are not asked for again
  const short = Number(num) < product.owed;
  const reason = textOf(entry.reason);
  if (short && reason === '') return { ok: false, message: M.reasonRequired };
  if ([...reason].length > SHORTFALL_REASON_MAX) return { ok: false, message: M.reasonTooLong };
  const pics = listOf(entry.pics);
  if (pics === null) return { ok: false, message: M.photoInvalid };
  if (short && pics.length === 0) return { ok: false, message: M.photosRequired };
  if (pics.length > SHORTFALL_PHOTOS_MAX) return { ok: false, message: M.photosTooMany };
  const paths = pics.map(textOf);
  if (paths.some((pic) => pic.length > 500 || !PICTURE.test(pic))) return { ok: false, message: M.photoInvalid };
  return {
    ok: true,
    value: { orderProductId: Number(id), receivedNum: Number(num), reason: short ? reason : '', pics: short ? paths : [] },
  };
}

/** Every line of the order with what arrived: the form's lines, the others in full. */
export function readAcceptLines(value: unknown, pieces: PiecesOwed): ParamsRead<AcceptLineInput[]> {
  const raw = listOf(value);
  if (raw === null || raw.length > pieces.size) return { ok: false, message: M.linesInvalid };
  const given = new Map<number, AcceptLineInput>();
  for (const entry of raw) {
    const line = lineOf(entry, pieces);
    if (!line.ok) return line;
    if (given.has(line.value.orderProductId)) return { ok: false, message: M.lineTwice };
    given.set(line.value.orderProductId, line.value);
  }
  return {
    ok: true,
    value: [...pieces].map(([id, { ordered }]) => given.get(id) ?? { orderProductId: id, receivedNum: ordered, reason: '', pics: [] }),
  };
}

/** The company's terms: both day counts, whole days within the bounds. */
export function readTerms(params: Readonly<Record<string, unknown>>): ParamsRead<{ accept_days: number; credit_days: number }> {
  const days = (value: unknown) => {
    const text = textOf(value);
    return WHOLE.test(text) && Number(text) >= TERM_DAYS_MIN && Number(text) <= TERM_DAYS_MAX ? Number(text) : null;
  };
  const accept = days(params.accept_days);
  const credit = days(params.credit_days);
  if (accept === null || credit === null) return { ok: false, message: M.termsInvalid };
  return { ok: true, value: { accept_days: accept, credit_days: credit } };
}
