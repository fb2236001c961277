// Goods receipt and credit terms of company orders (docs/company-api.md §11): the 待验收 list, one order's
// acceptance, accepting it, the company's terms, the open credit items, the user centre's reminder and repaying
// overdue items from the company balance. Every route needs a login and a membership; the permission each
// needs is its row in shared/company/company-route-permissions.ts. Reads first accept, in full, what waited
// past the company's acceptance days.
import type { FastifyInstance } from 'fastify';
import { ACCEPTANCE_MESSAGES as M, type CreditItemState } from '#shared/company/acceptance-rules.ts';
import { formatFen, sumFen } from '#shared/money.ts';
import { fail, formatDateTime, ok } from '../../core/envelope.ts';
import { firstText, idOf, pagingOf, paginate } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import type { Membership } from '../membership.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import { PICTURE_NOT_UPLOADED, type PictureOrigin } from '../../core/picture-origin.ts';
import { readAcceptLines, readTerms } from './acceptance-params.ts';
import type { AcceptanceService } from './acceptance-service.ts';
import type { AcceptanceStore } from './acceptance-store.ts';
import { acceptanceView } from './acceptance-views.ts';
import type { CreditTerms } from './credit-terms.ts';
import { orderListView } from './waiting-view.ts';

const STATES: readonly string[] = ['unbilled', 'open', 'due_soon', 'overdue'];

export interface AcceptanceRouteDeps {
  gate: LoginGate;
  membership: Membership;
  ledger: CompanyLedger;
  store: AcceptanceStore;
  service: AcceptanceService;
  credit: CreditTerms;
  pictures: PictureOrigin;
  now: () => number;
}

export function registerAcceptanceRoutes(app: FastifyInstance, deps: AcceptanceRouteDeps): void {
  const { gate, membership, store, service, credit, ledger, now } = deps;
  const login = { preHandler: gate.requireLogin };
  const sweep = (companyId: number) => {
    const at = now();
    store.sweep(companyId, at, formatDateTime(new Date(at)));
  };

  app.get('/api/company/acceptance/lst', login, async (request) => {
    const member = membership.member(request);
    sweep(member.companyId);
    const { page, limit } = pagingOf(readParams(request), 10);
    const rows = store.waitingOf(member.companyId).filter((order) => service.visibleOrder(member, order.order_id));
    const acceptDays = store.terms(member.companyId)?.accept_days ?? 0;
    const { count, list } = paginate(rows, page, Math.min(limit, 50));
    return ok({
      count,
      list: list.map((order) => orderListView(order, store.products(order.order_id), acceptDays, service.mayAccept(member, order))),
    });
  });

  app.get('/api/company/acceptance/detail/:id', login, async (request) => {
    const member = membership.member(request);
    sweep(member.companyId);
    const order = service.visibleOrder(member, idOf(request));
    if (!order) return fail(M.orderMissing);
    return ok(
      acceptanceView({
        order,
        products: store.products(order.order_id),
        acceptance: store.acceptance(order.order_id),
        lines: store.linesOf(order.order_id),
        acceptDays: store.terms(member.companyId)?.accept_days ?? 0,
        canAccept: service.mayAccept(member, order),
      }),
    );
  });

  app.post('/api/company/acceptance/accept/:id', login, async (request) => {
    const member = membership.member(request);
    sweep(member.companyId);
    const order = service.visibleOrder(member, idOf(request));
    if (!order) return fail(M.orderMissing);
    const lines = readAcceptLines(readParams(request).lines, service.piecesOwed(order));
    if (!lines.ok) return fail(lines.message);
    // the photos become the shortfall refund's pictures, shown to every member: only the caller's own uploads
    if (
      !deps.pictures.allOwn(
        lines.value.flatMap((line) => line.pics),
        gate.principal(request),
      )
    )
      return fail(PICTURE_NOT_UPLOADED);
    const accepted = service.accept(member, order.order_id, lines.value);
    if (!accepted.ok) return fail(accepted.message);
    const { acceptance, repeated } = accepted.value;
    return ok(
      {
        order_id: acceptance.order_id,
        repeated,
        shortfall_num: acceptance.shortfall_num,
        refund_order_id: acceptance.refund_order_id ?? 0,
        due_date: acceptance.due_date,
      },
      M.accepted,
    );
  });

  app.get('/api/company/terms', login, async (request) => {
    const terms = store.terms(membership.member(request).companyId);
    return terms ? ok(terms) : fail(M.orderMissing);
  });

  app.post('/api/company/terms', login, async (request) => {
    const terms = readTerms(readParams(request));
    if (!terms.ok) return fail(terms.message);
    store.setTerms(membership.member(request).companyId, terms.value);
    return ok(terms.value, M.termsSaved);
  });

  app.get('/api/company/credit/items', login, async (request) => {
    const params = readParams(request);
    const state = firstText(params.state);
    if (state !== '' && !STATES.includes(state)) return fail('筛选条件不正确');
    const items = credit.openItems(membership.member(request).companyId);
    const sumOf = (wanted: CreditItemState) => formatFen(sumFen(items.filter((item) => item.state === wanted).map((item) => item.openFen)));
    const countOf = (wanted: CreditItemState) => items.filter((item) => item.state === wanted).length;
    const shown = state === '' ? items : items.filter((item) => item.state === state);
    const { page, limit } = pagingOf(params, 10);
    const { count, list } = paginate(shown, page, Math.min(limit, 50));
    return ok({
      count,
      list: list.map(credit.view),
      total_open: formatFen(sumFen(items.map((item) => item.openFen))),
      overdue: { count: countOf('overdue'), amount: sumOf('overdue') },
      due_soon: { count: countOf('due_soon'), amount: sumOf('due_soon') },
    });
  });

  app.get('/api/company/credit/reminder', login, async (request) => {
    const items = credit.openItems(membership.member(request).companyId);
    const soon = items.filter((item) => item.state === 'due_soon');
    const overdue = items.filter((item) => item.state === 'overdue');
    return ok({
      due_soon_count: soon.length,
      due_soon_amount: formatFen(sumFen(soon.map((item) => item.openFen))),
      nearest_due_date: soon[0]?.dueDate ?? '',
      overdue_count: overdue.length,
      overdue_amount: formatFen(sumFen(overdue.map((item) => item.openFen))),
    });
  });

  // Repays the overdue items from the company balance; once repaid a second click finds nothing overdue.
  app.post('/api/company/credit/repay', login, async (request) => {
    const { companyId, uid } = membership.member(request);
    const result = store.atomically(() => {
      const overdue = credit.openItems(companyId).filter((item) => item.state === 'overdue');
      const amountFen = sumFen(overdue.map((item) => item.openFen));
      if (amountFen === 0) return { ok: false as const, message: M.nothingOverdue };
      const moved = ledger.move({
        companyId,
        kind: 'credit_repay',
        balanceFen: -amountFen,
        creditFen: -amountFen,
        linkType: 'order',
        linkId: overdue[0]?.orderId ?? 0,
        linkNo: overdue[0]?.orderSn ?? '',
        memberUid: uid,
        mark: `企业余额偿还逾期账期 ${overdue.map((item) => item.orderSn).join('、')}`.slice(0, 200),
        time: formatDateTime(new Date(now())),
      });
      return moved.ok ? { ok: true as const, amountFen } : { ok: false as const, message: M.balanceShort };
    });
    return result.ok ? ok({ amount: formatFen(result.amountFen) }, M.repaid) : fail(result.message);
  });
}
