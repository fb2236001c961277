// Requests for quotation (询价单), docs/company-api.md §10: every active member reads the company's quotes;
// members who may buy ask for quotes under the company entity; the requester and quotes.manageAll (管理员)
// counter, decline, withdraw and accept. The role each call needs is its row in the route table
// (company/route-guard.ts); the requester rule is checked here.
import { memberUploadOwners } from '../member-uploads.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isQuoteState, QUOTE_MESSAGES as M, QUOTE_PAGE_SIZE } from '#shared/company/quote-rules.ts';
import { textOf } from '../../core/param-readers.ts';
import { fail, ok, okMessage } from '../../core/envelope.ts';
import { idOf, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { QuoteOrder } from './quote-order.ts';
import { readCounter, readQuoteRequest, readReason, withJsonFields } from './quote-params.ts';
import type { QuoteService } from './quote-service.ts';
import type { QuoteRow, QuoteStore } from './quote-store.ts';
import { mayAct, type QuoteViews } from './quote-views.ts';

const MAX_LIMIT = 50;
const KEYWORD_MAX = 50;

export interface QuoteRouteDeps {
  gate: LoginGate;
  membership: Membership;
  store: QuoteStore;
  service: QuoteService;
  views: QuoteViews;
  order: QuoteOrder;
}

export function registerQuoteRoutes(app: FastifyInstance, deps: QuoteRouteDeps): void {
  const { gate, membership, store, service, views, order } = deps;
  const signedIn = { preHandler: gate.requireLogin };
  const isCompanyCall = (request: FastifyRequest) => gate.principal(request).kind === 'company';

  /** The company's quote the member may act on, or the refusal to answer. */
  function actionable(request: FastifyRequest): { quote: QuoteRow } | { body: ReturnType<typeof fail> } {
    const member = membership.member(request);
    const quote = store.get(member.companyId, idOf(request));
    if (!quote) return { body: fail(M.missing) };
    if (!mayAct(member, quote)) return { body: fail(M.notYours) };
    return { quote };
  }

  app.get('/api/company/quote/lst', signedIn, async (request) => {
    const member = membership.member(request);
    service.expire();
    const params = readParams(request);
    const { page, limit } = pagingOf(params, QUOTE_PAGE_SIZE);
    const state = textOf(params.state);
    const keyword = [...textOf(params.keyword)].slice(0, KEYWORD_MAX).join('');
    const found = store.list(
      member.companyId,
      { state: isQuoteState(state) ? state : undefined, keyword },
      page,
      Math.min(limit, MAX_LIMIT),
    );
    return ok({ count: found.count, counts: store.stateCounts(member.companyId), list: found.rows.map(views.summary) });
  });

  app.get('/api/company/quote/detail/:id', signedIn, async (request) => {
    const member = membership.member(request);
    service.expire();
    const quote = store.get(member.companyId, idOf(request));
    return quote ? ok(views.detail(quote, member)) : fail(M.missing);
  });

  app.post('/api/company/quote/create', signedIn, async (request) => {
    // a quote is the company's: asked under the company entity, its order goes to the company
    if (!isCompanyCall(request)) return fail(M.companyOnly);
    const member = membership.member(request);
    const input = readQuoteRequest(withJsonFields(readParams(request)), service.today());
    if (!input.ok) return fail(input.message);
    // only pictures the company or this member uploaded, still stored, go on its quote
    const owners = memberUploadOwners(gate.principal(request).key, member.uid);
    const uploadIdOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z]+$/, '');
    if (input.value.attachments.some((path) => !owners.has(store.uploadOwner(uploadIdOf(path)) ?? ''))) return fail(M.attachmentsInvalid);
    const made = service.request(member.companyId, member.uid, input.value);
    if (!made.ok) return fail(made.message);
    const quote = store.byId(made.value.quoteId) as QuoteRow;
    return ok({ id: quote.quote_id, quote_sn: quote.quote_sn, repeated: made.value.repeated }, M.created);
  });

  app.post('/api/company/quote/counter/:id', signedIn, async (request) => {
    const target = actionable(request);
    if (!('quote' in target)) return target.body;
    const input = readCounter(withJsonFields(readParams(request)));
    if (!input.ok) return fail(input.message);
    const done = service.counter(target.quote, membership.member(request).uid, input.value);
    return done.ok ? okMessage(M.countered) : fail(done.message);
  });

  for (const action of ['decline', 'withdraw'] as const) {
    app.post(`/api/company/quote/${action}/:id`, signedIn, async (request) => {
      const target = actionable(request);
      if (!('quote' in target)) return target.body;
      const input = readReason(readParams(request));
      if (!input.ok) return fail(input.message);
      const done = service.close(target.quote, action, 'buyer', membership.member(request).uid, input.value.reason);
      if (!done.ok) return fail(done.message);
      return okMessage(action === 'decline' ? M.declined : M.withdrawn);
    });
  }

  app.post('/api/company/quote/accept/:id', signedIn, async (request) => {
    if (!isCompanyCall(request)) return fail(M.companyOnly);
    const target = actionable(request);
    if (!('quote' in target)) return target.body;
    const addressId = Number.parseInt(textOf(readParams(request).address_id), 10);
    const principal = gate.principal(request).key;
    const done = order.accept(request, principal, target.quote.quote_id, Number.isInteger(addressId) && addressId > 0 ? addressId : 0);
    if (!done.ok) return fail(done.message);
    const { groupOrderId, repeated, held } = done.value;
    const answer = { id: target.quote.quote_id, order_id: groupOrderId, repeated, held: held !== null };
    return ok(answer, held?.message ?? M.ordered);
  });
}
