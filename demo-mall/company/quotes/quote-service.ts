// The quote state machine (docs/company-api.md §10.2): request, the merchant's answer or refusal, the buyer's
// counter, refusal, withdrawal and acceptance. Every move re-reads the quote inside one immediate transaction
// and moves it only from the states shared/company/quote-rules.ts allows, so a double click or two people
// acting at once move it once. A quoted price stops being valid after its date: such quotes read 已过期.
import { QUOTE_ACTIONS, QUOTE_MESSAGES as M, type QuoteAction } from '#shared/company/quote-rules.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { AnsweredLine, CounterLine, QuoteRequestParams } from './quote-params.ts';
import type { LineToWrite, QuoteAuthor, QuoteRow, QuoteStore } from './quote-store.ts';

export type QuoteOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Raised inside a transaction: everything rolls back and the message is answered. */
export class QuoteRefusal extends Error {}

export function runRefusable<T>(work: () => T): QuoteOutcome<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    if (error instanceof QuoteRefusal) return { ok: false, message: error.message };
    throw error;
  }
}

/** XJ + the day + the quote id, like the mall's invoice numbers (FP…). */
export const quoteSnOf = (time: string, quoteId: number) => `XJ${time.slice(0, 10).replaceAll('-', '')}${String(quoteId).padStart(6, '0')}`;

export interface QuoteServiceDeps {
  store: QuoteStore;
  catalogue: Catalogue;
  now: () => number;
}

export function createQuoteService({ store, catalogue, now }: QuoteServiceDeps) {
  const time = () => formatDateTime(new Date(now()));
  const today = () => time().slice(0, 10);

  /**
   * Quotes past their validity become 已过期, accepted ones whose order was approved 已下单, those whose order closed
   * unpaid 已接受 again (read paths and accept call this first).
   */
  const expire = () => store.expireDue(today(), time(), now());

  /** The current lines: those of the newest revision. */
  function currentLines(quoteId: number) {
    const last = store.revisions(quoteId).at(-1);
    return last ? store.linesOf(last.revision_id) : [];
  }

  function move(quote: QuoteRow, action: QuoteAction, to: QuoteRow['state'], set: { valid_until?: string; group_order_id?: number } = {}) {
    if (!store.move(quote.quote_id, QUOTE_ACTIONS[action], to, time(), set)) throw new QuoteRefusal(M.wrongState);
  }

  /** The lines of a request, checked against the catalogue: normal products on sale, one merchant. */
  function requestedLines(params: QuoteRequestParams): { merId: number; lines: LineToWrite[] } {
    let merId = 0;
    const lines = params.lines.map((line, index): LineToWrite => {
      const product = catalogue.goods.productById.get(line.product_id);
      if (!product) throw new QuoteRefusal(M.offShelf);
      if (product.product_type !== 0) throw new QuoteRefusal(M.activityProduct);
      const sku = product.skus.find((candidate) => candidate.unique === line.product_attr_unique);
      if (!sku) throw new QuoteRefusal(M.skuMissing);
      if (merId !== 0 && merId !== product.mer_id) throw new QuoteRefusal(M.multiMerchant);
      merId = product.mer_id;
      return {
        line_no: index + 1,
        product_id: product.product_id,
        sku_unique: sku.unique,
        store_name: product.store_name,
        suk: sku.sku,
        image: sku.image || product.image,
        quantity: line.quantity,
        target_price_fen: line.target_price_fen,
        price_fen: null,
        valid_until: '',
      };
    });
    return { merId, lines };
  }

  return {
    expire,
    currentLines,

    /** A new request; a request key seen before answers the quote it made. */
    request(companyId: number, uid: number, params: QuoteRequestParams): QuoteOutcome<{ quoteId: number; repeated: boolean }> {
      return runRefusable(() =>
        store.atomically(() => {
          if (params.request_key !== '') {
            const seen = store.byKey(companyId, params.request_key);
            if (seen !== undefined) return { quoteId: seen, repeated: true };
          }
          const { merId, lines } = requestedLines(params);
          const at = time();
          const quoteId = store.insert({
            companyId,
            requesterUid: uid,
            merId,
            source: params.source,
            deliveryDate: params.delivery_date,
            attachments: params.attachments,
            key: params.request_key,
            time: at,
            snOf: (id) => quoteSnOf(at, id),
          });
          store.addRevision({ quoteId, author: 'buyer', authorUid: uid, kind: 'request', note: params.note, lines, time: at });
          store.addEvent(quoteId, 'buyer', uid, 'request', params.note, at);
          return { quoteId, repeated: false };
        }),
      );
    },

    /** The buyer's counter: every line with a quantity and a target price; the products stay those asked for. */
    counter(quote: QuoteRow, uid: number, input: { lines: CounterLine[]; note: string }): QuoteOutcome<null> {
      return runRefusable(() =>
        store.atomically(() => {
          expire();
          const current = currentLines(quote.quote_id);
          const byNo = new Map(input.lines.map((line) => [line.line_no, line]));
          if (byNo.size !== current.length || current.some((line) => !byNo.has(line.line_no)))
            throw new QuoteRefusal(M.counterLinesInvalid);
          const fresh = store.byId(quote.quote_id) as QuoteRow;
          move(fresh, 'counter', 'countered', { valid_until: '' });
          const lines = current.map((line) => {
            const asked = byNo.get(line.line_no) as CounterLine;
            return { ...line, quantity: asked.quantity, target_price_fen: asked.target_price_fen, price_fen: null, valid_until: '' };
          });
          const at = time();
          store.addRevision({
            quoteId: quote.quote_id,
            author: 'buyer',
            authorUid: uid,
            kind: 'counter',
            note: input.note,
            lines,
            time: at,
          });
          store.addEvent(quote.quote_id, 'buyer', uid, 'counter', input.note, at);
          return null;
        }),
      );
    },

    /** A refusal with its reason: the buyer declines the quote, withdraws the request, or the merchant declines. */
    close(quote: QuoteRow, action: 'decline' | 'withdraw' | 'merchantDecline', author: QuoteAuthor, uid: number, reason: string) {
      return runRefusable(() =>
        store.atomically(() => {
          expire();
          move(quote, action, action === 'withdraw' ? 'withdrawn' : 'declined');
          store.addEvent(quote.quote_id, author, uid, action, reason, time());
          return null;
        }),
      );
    },

    /** The merchant's prices for every line; the quote is valid until the earliest line's date. */
    answer(quote: QuoteRow, input: { lines: AnsweredLine[]; note: string }): QuoteOutcome<null> {
      return runRefusable(() =>
        store.atomically(() => {
          const prices = new Map(input.lines.map((line) => [line.line_no, line]));
          const lines = currentLines(quote.quote_id).map((line) => {
            const priced = prices.get(line.line_no);
            if (!priced) throw new QuoteRefusal(M.priceInvalid);
            return { ...line, price_fen: priced.price_fen, valid_until: priced.valid_until };
          });
          const validUntil = lines.map((line) => line.valid_until).sort()[0] ?? '';
          move(quote, 'answer', 'quoted', { valid_until: validUntil });
          const at = time();
          store.addRevision({
            quoteId: quote.quote_id,
            author: 'merchant',
            authorUid: 0,
            kind: 'quote',
            note: input.note,
            lines,
            time: at,
          });
          store.addEvent(quote.quote_id, 'merchant', 0, 'answer', input.note, at);
          recordMemberEvent(store.db, {
            companyId: quote.company_id,
            memberIds: [quote.requester_uid],
            kind: 'quote_answered',
            text: `询价单 ${quote.quote_sn} 已报价，有效期至 ${validUntil}`,
            link: `/user/quotes/${quote.quote_id}`,
          });
          return null;
        }),
      );
    },

    time,
    today,
    move,
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
