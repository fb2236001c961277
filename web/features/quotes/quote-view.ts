// Pure: quotes (docs/company-api.md §10) as the 我的询价 pages show them. Money stays in fen until it is shown;
// a missing price is null, never 0.
import { isQuoteState, QUOTE_STATES, type QuoteAction, type QuoteState } from '#shared/company/quote-rules.ts';
import { type Fen, toFen } from '#shared/money.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const QUOTES_PATH = '/user/quotes';
export const quoteHref = (id: number) => `${QUOTES_PATH}/${id}`;

/** The list's tabs: 全部 and every state. */
export const QUOTE_TABS: readonly { key: QuoteState | ''; label: string }[] = [
  { key: '', label: '全部' },
  ...(Object.entries(QUOTE_STATES) as [QuoteState, string][]).map(([key, label]) => ({ key, label })),
];

export function quotesHref(state: string, keyword = '', page = 1): string {
  return pageHref(QUOTES_PATH, { state, keyword }, page);
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const num = (value: unknown) => Number(value) || 0;
const fenOrNull = (value: unknown): Fen | null => (value === null || value === undefined || value === '' ? null : toFen(value));
const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);

export interface QuoteSummary {
  id: number;
  sn: string;
  state: QuoteState;
  stateName: string;
  merName: string;
  requester: string;
  lineCount: number;
  pieces: number;
  products: { name: string; image: string }[];
  quotedFen: Fen | null;
  validUntil: string;
  deliveryDate: string;
  revisionCount: number;
  orderId: number | null;
  createTime: string;
  updateTime: string;
}

export interface QuoteLine {
  lineNo: number;
  productId: number;
  unique: string;
  name: string;
  sku: string;
  image: string;
  quantity: number;
  targetFen: Fen | null;
  priceFen: Fen | null;
  validUntil: string;
  changed: string[];
}

export interface QuoteRevision {
  no: number;
  author: 'buyer' | 'merchant';
  authorName: string;
  kindName: string;
  note: string;
  time: string;
  totalFen: Fen | null;
  lines: QuoteLine[];
}

export interface QuoteEvent {
  author: string;
  authorName: string;
  actionName: string;
  text: string;
  time: string;
}

export interface QuoteDetail extends QuoteSummary {
  attachments: string[];
  lines: QuoteLine[];
  revisions: QuoteRevision[];
  events: QuoteEvent[];
  actions: QuoteAction[];
}

export function toQuoteSummary(raw: Raw): QuoteSummary {
  const state = isQuoteState(raw.state) ? raw.state : 'pending';
  return {
    id: num(raw.id),
    sn: text(raw.quote_sn),
    state,
    stateName: text(raw.state_name) || QUOTE_STATES[state],
    merName: text(raw.mer_name),
    requester: text(raw.requester_name),
    lineCount: num(raw.line_count),
    pieces: num(raw.total_num),
    products: list(raw.products).map((p) => ({ name: text(p.store_name), image: text(p.image) })),
    quotedFen: fenOrNull(raw.quoted_total),
    validUntil: text(raw.valid_until),
    deliveryDate: text(raw.delivery_date),
    revisionCount: num(raw.revision_count),
    orderId: raw.order_id === null || raw.order_id === undefined ? null : num(raw.order_id),
    createTime: text(raw.create_time),
    updateTime: text(raw.update_time),
  };
}

function toLine(raw: Raw): QuoteLine {
  return {
    lineNo: num(raw.line_no),
    productId: num(raw.product_id),
    unique: text(raw.product_attr_unique),
    name: text(raw.store_name),
    sku: text(raw.suk),
    image: text(raw.image),
    quantity: num(raw.quantity),
    targetFen: fenOrNull(raw.target_price),
    priceFen: fenOrNull(raw.price),
    validUntil: text(raw.valid_until),
    changed: Array.isArray(raw.changed) ? raw.changed.map(text) : [],
  };
}

export function toQuoteDetail(raw: Raw): QuoteDetail {
  return {
    ...toQuoteSummary(raw),
    attachments: Array.isArray(raw.attachments) ? raw.attachments.map(text) : [],
    lines: list(raw.lines).map(toLine),
    revisions: list(raw.revisions).map((r) => ({
      no: num(r.revision_no),
      author: r.author === 'merchant' ? 'merchant' : 'buyer',
      authorName: text(r.author_name),
      kindName: text(r.kind_name),
      note: text(r.note),
      time: text(r.create_time),
      totalFen: fenOrNull(r.total),
      lines: list(r.lines).map(toLine),
    })),
    events: list(raw.events).map((e) => ({
      author: text(e.author),
      authorName: text(e.author_name),
      actionName: text(e.action_name),
      text: text(e.text),
      time: text(e.create_time),
    })),
    actions: (Array.isArray(raw.actions) ? raw.actions : []).filter((a): a is QuoteAction =>
      ['accept', 'counter', 'decline', 'withdraw'].includes(String(a)),
    ),
  };
}

export interface QuotesPage {
  total: number;
  counts: Record<string, number>;
  rows: QuoteSummary[];
}

export function toQuotesPage(raw: Raw): QuotesPage {
  const counts: Record<string, number> = {};
  const rawCounts = raw.counts && typeof raw.counts === 'object' ? (raw.counts as Raw) : {};
  for (const [key, value] of Object.entries(rawCounts)) counts[key] = num(value);
  return { total: num(raw.count), counts, rows: list(raw.list).map(toQuoteSummary) };
}

/** The price a revision's line speaks of: the merchant's for a quote, the buyer's target otherwise. */
export const offeredFen = (line: QuoteLine): Fen | null => line.priceFen ?? line.targetFen;
