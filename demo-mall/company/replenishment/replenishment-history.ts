// 定期采购 run history (docs/company-api.md §16.3): GET /api/company/replenishment/runs/:id?page&limit, one page of
// a schedule's runs, latest period first, each with its outcome, the order it placed (group order number, the
// first store order, paid or not) and how many of the schedule's lines it placed and left out. A run places all
// lines or none (§16.4), so a failed or skipped run leaves them all out; the counts come from the order's lines.
import type { FastifyInstance } from 'fastify';
import { REPLENISHMENT_MESSAGES as M } from '#shared/company/replenishment-rules.ts';
import { fail, ok } from '../../core/envelope.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import { idOf } from '../../core/param-schemas.ts';
import { integerOf } from '../../core/param-readers.ts';
import { readParams } from '../../core/params.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import type { Membership } from '../membership.ts';
import { linesOf, type ReplenishmentStore, type RunRow, type ScheduleRow } from './replenishment-store.ts';
import { mayManage, RUN_OUTCOMES } from './replenishment-views.ts';

export const RUN_PAGE_LIMIT = { default: 10, max: 50 } as const;

export interface RunHistoryDeps {
  gate: LoginGate;
  membership: Membership;
  store: ReplenishmentStore;
  orders: OrderStore;
}

/** page and limit as sent; anything else reads as the first page of ten */
function pageOf(params: Record<string, unknown>): { page: number; limit: number } {
  const page = integerOf(params.page ?? 1);
  const limit = integerOf(params.limit ?? RUN_PAGE_LIMIT.default);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, RUN_PAGE_LIMIT.max) : RUN_PAGE_LIMIT.default,
  };
}

export function registerRunHistory(app: FastifyInstance, deps: RunHistoryDeps): void {
  const { store, orders } = deps;

  function runView(row: ScheduleRow, run: RunRow) {
    const lineCount = linesOf(row).length;
    const group = run.group_order_id ? orders.group(run.group_order_id) : undefined;
    const stores = run.group_order_id ? orders.ordersOfGroup(run.group_order_id) : [];
    const placed = stores.reduce((sum, o) => sum + orders.productsOf(o.order_id).filter((p) => p.product_type === 0).length, 0);
    return {
      period: run.period_key,
      outcome: run.outcome,
      outcome_name: RUN_OUTCOMES[run.outcome],
      reason: run.reason,
      time: run.create_time,
      group_order_id: run.group_order_id ?? 0,
      group_order_sn: group?.group_order_sn ?? '',
      order_id: stores[0]?.order_id ?? 0,
      paid: group?.paid === 1,
      lines_placed: placed,
      lines_skipped: Math.max(0, lineCount - placed),
    };
  }

  app.get('/api/company/replenishment/runs/:id', { preHandler: deps.gate.requireLogin }, async (request) => {
    const member = deps.membership.member(request);
    const row = store.get(member.companyId, idOf(request));
    if (!row || !mayManage(member, row)) return fail(M.missing);
    const { page, limit } = pageOf(readParams(request));
    const { count, list } = store.runPage(row.schedule_id, limit, (page - 1) * limit);
    return ok({ count, page, limit, list: list.map((run) => runView(row, run)) });
  });
}
