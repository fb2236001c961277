// Demo-only merchant side of quotes (/demo/merchant/quotes, a door like the rest of /demo/merchant): answers a
// waiting quote line by line or declines it. Each action answers the page again with a notice; a refusal is
// HTTP 400. With testHooks, /__test/company/quote-valid moves a quote's validity (the expiry walk).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { QUOTE_MESSAGES as M } from '#shared/company/quote-rules.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { checkRequest, int, paramsOf, text } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { integerOf } from '../../core/param-readers.ts';
import { readAnswer, readReason } from './quote-params.ts';
import { type QuoteConsoleRow, quoteConsolePage } from './merchant-quote-page.ts';
import type { QuoteOutcome, QuoteService } from './quote-service.ts';
import type { QuoteRow, QuoteStore } from './quote-store.ts';

const ROWS = 50;
const DEFAULT_VALID_DAYS = 7;

const ValidParams = paramsOf({ quote_id: int(0), valid_until: text });

export interface QuoteConsoleDeps {
  db: DemoMallDatabase;
  store: QuoteStore;
  service: QuoteService;
  catalogue: Catalogue;
  testHooks: boolean;
}

export function registerMerchantQuoteConsole(app: FastifyInstance, deps: QuoteConsoleDeps): void {
  const { db, store, service, catalogue } = deps;
  const companyName = db.prepare('SELECT name FROM companies WHERE company_id = ?');

  function rowOf(quote: QuoteRow): QuoteConsoleRow {
    const previous = new Map((store.latestBy(quote.quote_id, 'merchant')?.lines ?? []).map((line) => [line.line_no, line]));
    return {
      quote,
      companyName: (companyName.get(quote.company_id) as { name: string } | undefined)?.name ?? '',
      merName: catalogue.merchants.merchantById.get(quote.mer_id)?.mer_name ?? '',
      lines: service.currentLines(quote.quote_id),
      previous,
      note: store.revisions(quote.quote_id).at(-1)?.note ?? '',
    };
  }

  function render(reply: FastifyReply, done?: QuoteOutcome<string>) {
    service.expire();
    const today = new Date(`${service.today()}T00:00:00Z`);
    const defaultValid = new Date(today.getTime() + DEFAULT_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
    const notice = done ? (done.ok ? { text: done.value, warn: false } : { text: done.message, warn: true }) : undefined;
    return reply
      .code(done && !done.ok ? 400 : 200)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(quoteConsolePage(store.recent(ROWS).map(rowOf), defaultValid, notice));
  }

  const quoteOf = (params: Record<string, unknown>) => store.byId(integerOf(params.quote_id));

  app.get('/demo/merchant/quotes', async (_request, reply) => render(reply));

  app.post('/demo/merchant/quotes/answer', async (request, reply) => {
    const params = readParams(request);
    const quote = quoteOf(params);
    if (!quote) return render(reply, { ok: false, message: M.missing });
    const input = readAnswer(
      params,
      service.currentLines(quote.quote_id).map((line) => line.line_no),
      service.today(),
    );
    if (!input.ok) return render(reply, input);
    const done = service.answer(quote, input.value);
    return render(reply, done.ok ? { ok: true, value: `询价单 ${quote.quote_sn} 已报价` } : done);
  });

  app.post('/demo/merchant/quotes/decline', async (request, reply) => {
    const params = readParams(request);
    const quote = quoteOf(params);
    if (!quote) return render(reply, { ok: false, message: M.missing });
    const input = readReason(params);
    if (!input.ok) return render(reply, input);
    const done = service.close(quote, 'merchantDecline', 'merchant', 0, input.value.reason);
    return render(reply, done.ok ? { ok: true, value: `询价单 ${quote.quote_sn} 已拒绝` } : done);
  });

  if (deps.testHooks) {
    app.post('/__test/company/quote-valid', async (request, reply) => {
      const input = checkRequest(ValidParams, request);
      if (!input.ok) return reply.code(400).send(input.body);
      const { valid_until, quote_id } = input.value;
      db.transaction(() => {
        db.prepare('UPDATE company_quotes SET valid_until = ? WHERE quote_id = ?').run(valid_until, quote_id);
        db.prepare(`UPDATE company_quote_lines SET valid_until = ? WHERE valid_until <> ''
          AND revision_id IN (SELECT revision_id FROM company_quote_revisions WHERE quote_id = ?)`).run(valid_until, quote_id);
      })();
      return { ok: true };
    });
  }
}
