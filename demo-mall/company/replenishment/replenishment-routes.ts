// 定期采购 calls (docs/company-api.md §16): a member who may buy (orders.buy, the route table's row) creates a
// schedule from a reorder list or a past order, and lists, edits, pauses, resumes, skips and deletes their own;
// 管理员 (orders.manageAll) sees and manages every schedule of the company. A create may carry request_key so a
// double submit answers the first schedule.
import type { FastifyInstance } from 'fastify';
import { addDays, firstRunOnOrAfter, mallDate, REPLENISHMENT_MESSAGES as M } from '#shared/company/replenishment-rules.ts';
import { roleAllows } from '#shared/company/company-roles.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import { idOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import type { CompanyMember, Membership } from '../membership.ts';
import type { ReorderListStore } from '../reorder-lists/reorder-list-store.ts';
import type { OwnedRefs } from '../owned-refs.ts';
import { readCreate, readTerms } from './replenishment-params.ts';
import type { ReplenishmentOrder } from './replenishment-order.ts';
import { cadenceOf, termColumns, type ReplenishmentStore, type ScheduleLine, type ScheduleRow } from './replenishment-store.ts';
import { mayManage, type ReplenishmentViews } from './replenishment-views.ts';

export interface ReplenishmentRouteDeps {
  gate: LoginGate;
  membership: Membership;
  store: ReplenishmentStore;
  views: ReplenishmentViews;
  lists: ReorderListStore;
  orders: OrderStore;
  order: ReplenishmentOrder;
  catalogue: Catalogue;
  /** the schedule's address must be the company's, one its member may order with (§13.6) */
  refs: OwnedRefs;
  now: () => number;
}

/** Thrown to undo the price probe's buy-now lines. */
class Undo extends Error {}

export function registerReplenishmentRoutes(app: FastifyInstance, deps: ReplenishmentRouteDeps): void {
  const { gate, membership, store, views, now } = deps;
  const signedIn = { preHandler: gate.requireLogin };
  const time = () => formatDateTime(new Date(now()));
  const today = () => mallDate(now());
  const tomorrow = () => addDays(today(), 1);
  const { productById } = deps.catalogue.goods;

  /** The source's lines and a default name, or the refusal. */
  function sourceLines(
    member: CompanyMember,
    source: 'list' | 'order',
    id: number,
  ): { lines: Omit<ScheduleLine, 'price_fen'>[]; name: string } | { message: string } {
    if (source === 'list') {
      const refused = deps.refs.reorderList(member.companyId, id);
      const list = deps.lists.get(member.companyId, id);
      if (refused || !list) return { message: refused ?? M.listMissing };
      const lines = deps.lists.lines(id).map((l) => ({ product_id: l.product_id, sku_unique: l.sku_unique, quantity: l.quantity }));
      return lines.length === 0 ? { message: M.listEmpty } : { lines, name: list.name };
    }
    const order = deps.orders.order(id);
    const own = order?.principal === `company:${member.companyId}`;
    const placedBy = (order as { member_uid?: number | null } | undefined)?.member_uid;
    const visible = own && (roleAllows(member.role, 'orders.viewAll') || placedBy === member.uid);
    if (!order || !visible) return { message: M.orderMissing };
    const lines = deps.orders
      .productsOf(id)
      .filter((p) => p.product_type === 0)
      .map((p) => ({ product_id: p.product_id, sku_unique: p.sku_unique, quantity: p.product_num }));
    return lines.length === 0 ? { message: M.noLines } : { lines, name: `订单 ${order.order_sn}` };
  }

  /** The unit price each line has for the company now; the list price where the lines cannot be priced together. */
  function snapshot(member: CompanyMember, lines: Omit<ScheduleLine, 'price_fen'>[]): ScheduleLine[] {
    const priced = lines.map((line) => ({ ...line, price_fen: 0 }));
    let units: number[] | null = null;
    try {
      store.atomically(() => {
        units = deps.order.unitPrices(member.companyId, member.uid, priced);
        throw new Undo();
      });
    } catch (error) {
      if (!(error instanceof Undo)) throw error;
    }
    const found = units as number[] | null;
    return priced.map((line, index) => {
      const sku = productById.get(line.product_id)?.skus.find((s) => s.unique === line.sku_unique);
      return { ...line, price_fen: found?.[index] ?? sku?.price ?? 0 };
    });
  }

  /** The company's schedule the member may manage, or the refusal. */
  function managed(member: CompanyMember, id: number): { row: ScheduleRow } | { message: string } {
    const row = store.get(member.companyId, id);
    if (!row || !mayManage(member, row)) return { message: M.missing };
    return { row };
  }

  const firstRun = (row: Pick<ScheduleRow, 'end_date'>, next: string) =>
    row.end_date !== '' && next > row.end_date ? ('ended' as const) : ('active' as const);

  app.get('/api/company/replenishment/lst', signedIn, async (request) => {
    const member = membership.member(request);
    const rows = store.ofCompany(member.companyId).filter((row) => mayManage(member, row));
    return ok({ count: rows.length, list: rows.map((row) => views.summary(row, member)) });
  });

  app.get('/api/company/replenishment/detail/:id', signedIn, async (request) => {
    const member = membership.member(request);
    const found = managed(member, idOf(request));
    return 'row' in found ? ok(views.detail(found.row, member)) : fail(found.message);
  });

  app.post('/api/company/replenishment/create', signedIn, async (request) => {
    const member = membership.member(request);
    const input = readCreate(readParams(request), today());
    if (!input.ok) return fail(input.message);
    const terms = input.value;
    const outside = terms.addressId > 0 ? deps.refs.address(member.companyId, member.uid, terms.addressId) : null;
    if (outside) return fail(outside);
    if (terms.requestKey !== '') {
      const seen = store.byKey(member.companyId, terms.requestKey);
      if (seen) return ok({ id: seen, repeated: true }, M.created);
    }
    const source = sourceLines(member, terms.source, terms.sourceId);
    if (!('lines' in source)) return fail(source.message);
    const gone = source.lines.find((line) => !productById.get(line.product_id)?.skus.some((s) => s.unique === line.sku_unique));
    if (gone) return fail(`${productById.get(gone.product_id)?.store_name ?? `商品 ${gone.product_id}`}${M.lineOffShelf}`);
    const nextRun = firstRunOnOrAfter(terms, tomorrow());
    if (terms.endDate !== '' && nextRun > terms.endDate) return fail(M.endBeforeFirstRun);
    const lines = snapshot(member, source.lines);
    const id = store.atomically(() => {
      const again = terms.requestKey === '' ? undefined : store.byKey(member.companyId, terms.requestKey);
      if (again) return again;
      return store.insert({
        company_id: member.companyId,
        member_uid: member.uid,
        name: terms.name || source.name,
        source: terms.source,
        source_id: terms.sourceId,
        lines: JSON.stringify(lines),
        ...termColumns(terms),
        address_id: terms.addressId,
        next_run: nextRun,
        request_key: terms.requestKey,
        time: time(),
      });
    });
    return ok({ id, next_run: nextRun, repeated: false }, M.created);
  });

  app.post('/api/company/replenishment/update/:id', signedIn, async (request) => {
    const member = membership.member(request);
    const found = managed(member, idOf(request));
    if (!('row' in found)) return fail(found.message);
    const terms = readTerms(readParams(request), today());
    if (!terms.ok) return fail(terms.message);
    const nextRun = firstRunOnOrAfter(terms.value, tomorrow());
    if (terms.value.endDate !== '' && nextRun > terms.value.endDate) return fail(M.endBeforeFirstRun);
    const state = found.row.state === 'paused' ? 'paused' : 'active';
    store.setTerms(found.row.schedule_id, terms.value, nextRun, state, time());
    return ok({ next_run: nextRun }, M.updated);
  });

  app.post('/api/company/replenishment/pause/:id', signedIn, async (request) => {
    const found = managed(membership.member(request), idOf(request));
    if (!('row' in found)) return fail(found.message);
    if (found.row.state !== 'active') return fail(M.notActive);
    store.setState(found.row.schedule_id, 'paused', found.row.next_run, time());
    return okMessage(M.paused);
  });

  app.post('/api/company/replenishment/resume/:id', signedIn, async (request) => {
    const found = managed(membership.member(request), idOf(request));
    if (!('row' in found)) return fail(found.message);
    if (found.row.state !== 'paused') return fail(M.notPaused);
    // the periods that passed while paused are not made up: the next one from tomorrow
    const next = found.row.next_run > today() ? found.row.next_run : firstRunOnOrAfter(cadenceOf(found.row), tomorrow());
    const state = firstRun(found.row, next);
    store.setState(found.row.schedule_id, state, next, time());
    return state === 'ended' ? fail(M.ended) : ok({ next_run: next }, M.resumed);
  });

  for (const [action, skip] of [
    ['skip', true],
    ['unskip', false],
  ] as const) {
    app.post(`/api/company/replenishment/${action}/:id`, signedIn, async (request) => {
      const found = managed(membership.member(request), idOf(request));
      if (!('row' in found)) return fail(found.message);
      if (found.row.state !== 'active') return fail(M.notActive);
      store.setSkip(found.row.schedule_id, skip, time());
      return okMessage(skip ? M.skipped : M.unskipped);
    });
  }

  app.post('/api/company/replenishment/delete/:id', signedIn, async (request) => {
    const found = managed(membership.member(request), idOf(request));
    if (!('row' in found)) return fail(found.message);
    store.remove(found.row.schedule_id);
    return okMessage(M.deleted);
  });
}
