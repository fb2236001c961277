// Reorder lists (常购清单), docs/company-api.md §7: every active member reads the company's lists; members who
// may buy create lists and add a list to their cart; the owner and lists.manageAll (管理员) edit a list. Saves
// carry an optional request_key so a double submit answers the first save (§7.3).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REORDER_LIST_MESSAGES as M, REORDER_LIST_PAGE_SIZE } from '#shared/company/reorder-list-rules.ts';
import type { ParamsRead } from '../../core/param-readers.ts';
import { fail, formatDateTime, ok, okMessage, type Envelope } from '../../core/envelope.ts';
import { idOf, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { CompanyMember } from '../membership.ts';
import type { ReorderListCart, ReorderListShop } from './reorder-list-cart.ts';
import type { LineToSave, ReorderListStore, SaveResult } from './reorder-list-store.ts';
import { mayEdit, type ReorderListViews } from './reorder-list-views.ts';
import { readAddLinesParams, readLineQuantityParams, readListCreateParams, readRenameParams } from './reorder-list-params.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';

const MAX_LIMIT = 50;

const SAVE_REFUSALS: Record<Exclude<SaveResult, { ok: true }>['reason'], string> = {
  name_taken: M.nameTaken,
  too_many_lines: M.tooManyLines,
  merged_too_large: M.mergedTooLarge,
  missing: M.missing,
};

/** The request's parameters; `lines` may also come as JSON text (a form post). */
function paramsWithLines(request: FastifyRequest): Record<string, unknown> {
  const params = readParams(request);
  if (typeof params.lines === 'string' && params.lines.startsWith('[')) {
    try {
      params.lines = JSON.parse(params.lines);
    } catch {
      // left as it is: the rules answer 商品参数错误
    }
  }
  return params;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; body: Envelope };
function check<T>(read: (params: Record<string, unknown>) => ParamsRead<T>, params: Record<string, unknown>): Parsed<T> {
  const result = read(params);
  return result.ok ? result : { ok: false, body: fail(result.message) };
}

/** What the reorder list routes use of the mall. */
export interface ReorderListRouteDeps {
  gate: LoginGate;
  membership: Membership;
  now: Clock;
}

export function registerReorderListRoutes(
  app: FastifyInstance,
  options: ReorderListRouteDeps,
  deps: { store: ReorderListStore; views: ReorderListViews; cart: ReorderListCart; shop: ReorderListShop },
): void {
  const { gate, membership, now } = options;
  const { store, views, cart, shop } = deps;
  // the role each call needs is the route table's row (company/route-guard.ts); the owner rule is checked here
  const signedIn = { preHandler: gate.requireLogin };
  const time = () => formatDateTime(new Date(now()));

  /** null when every line names a normal product on sale and one of its SKUs, else the first refusal */
  function linesError(lines: readonly LineToSave[]): string | null {
    for (const line of lines) {
      const product = shop.catalogue.goods.productById.get(line.product_id);
      if (!product) return M.offShelf;
      if (product.product_type !== 0) return M.activityProduct;
      if (!product.skus.some((sku) => sku.unique === line.product_attr_unique)) return M.skuMissing;
    }
    return null;
  }

  /** The company's list the member may edit, or the refusal to answer. */
  function editable(member: CompanyMember, listId: number) {
    const list = store.get(member.companyId, listId);
    if (!list) return { body: fail(M.missing) };
    if (!mayEdit(member, list)) return { body: fail(M.notEditable) };
    return { list };
  }

  const saved = (result: SaveResult, message: string) =>
    result.ok
      ? ok({ list_id: result.listId, added: result.added, repeated: result.repeated }, message)
      : fail(SAVE_REFUSALS[result.reason]);

  app.get('/api/company/reorder_list/lst', signedIn, async (request) => {
    const member = membership.member(request);
    const { page, limit } = pagingOf(readParams(request), REORDER_LIST_PAGE_SIZE);
    const found = store.list(member.companyId, page, Math.min(limit, MAX_LIMIT));
    return ok({ count: found.count, list: found.rows.map((row) => views.list(row, member)) });
  });

  app.get('/api/company/reorder_list/detail/:id', signedIn, async (request) => {
    const member = membership.member(request);
    const list = store.get(member.companyId, idOf(request));
    if (!list) return fail(M.missing);
    const principal = gate.principal(request).key;
    return ok({ ...views.list(list, member), lines: store.lines(list.list_id).map((line) => views.line(line, principal)) });
  });

  app.post('/api/company/reorder_list/create', signedIn, async (request) => {
    const member = membership.member(request);
    const input = check(readListCreateParams, paramsWithLines(request));
    if (!input.ok) return input.body;
    const refusal = linesError(input.value.lines);
    if (refusal) return fail(refusal);
    const result = store.create({
      companyId: member.companyId,
      ownerUid: member.uid,
      name: input.value.name,
      lines: input.value.lines,
      key: input.value.request_key,
      time: time(),
    });
    return saved(result, M.created);
  });

  app.post('/api/company/reorder_list/lines/:id', signedIn, async (request) => {
    const member = membership.member(request);
    const input = check(readAddLinesParams, paramsWithLines(request));
    if (!input.ok) return input.body;
    const target = editable(member, idOf(request));
    if (!target.list) return target.body;
    const refusal = linesError(input.value.lines);
    if (refusal) return fail(refusal);
    const result = store.addLines({
      companyId: member.companyId,
      listId: target.list.list_id,
      lines: input.value.lines,
      key: input.value.request_key,
      time: time(),
    });
    return saved(result, M.added);
  });

  app.post('/api/company/reorder_list/rename/:id', signedIn, async (request) => {
    const member = membership.member(request);
    const input = check(readRenameParams, readParams(request));
    if (!input.ok) return input.body;
    const target = editable(member, idOf(request));
    if (!target.list) return target.body;
    return store.rename(member.companyId, target.list.list_id, input.value.name, time()) ? okMessage(M.renamed) : fail(M.nameTaken);
  });

  app.post('/api/company/reorder_list/delete/:id', signedIn, async (request) => {
    const target = editable(membership.member(request), idOf(request));
    if (!target.list) return target.body;
    store.remove(target.list.list_id);
    return okMessage(M.removed);
  });

  app.post('/api/company/reorder_list/line/update/:id', signedIn, async (request) => {
    const member = membership.member(request);
    const input = check(readLineQuantityParams, readParams(request));
    if (!input.ok) return input.body;
    const found = store.line(member.companyId, idOf(request));
    if (!found) return fail(M.lineMissing);
    if (!mayEdit(member, found.list)) return fail(M.notEditable);
    store.setQuantity(found.line, input.value.quantity, time());
    return okMessage(M.updated);
  });

  app.post('/api/company/reorder_list/line/delete/:id', signedIn, async (request) => {
    const member = membership.member(request);
    const found = store.line(member.companyId, idOf(request));
    if (!found) return fail(M.lineMissing);
    if (!mayEdit(member, found.list)) return fail(M.notEditable);
    store.removeLine(found.line, time());
    return okMessage(M.removed);
  });

  app.post('/api/company/reorder_list/cart/:id', signedIn, async (request) => {
    const member = membership.member(request);
    // the company's lists fill the company's cart: a user token would fill the member's personal one
    if (gate.principal(request).kind !== 'company') return fail(M.companyEntityOnly);
    const list = store.get(member.companyId, idOf(request));
    if (!list) return fail(M.missing);
    const lines = store.lines(list.list_id);
    if (lines.length === 0) return fail(M.listEmpty);
    const result = cart.add(gate.principal(request).key, lines);
    return ok(
      { added: result.added.length, cart_id: result.added.map((line) => line.cart_id), skipped: result.skipped },
      result.added.length > 0 ? M.addedToCart : M.nothingAdded,
    );
  });
}
