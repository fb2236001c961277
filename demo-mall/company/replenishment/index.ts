// 定期采购 (docs/company-api.md §16, docs/adr/0052): schedules made from a reorder list or a past order, the
// calls that manage them, and the scheduler that places each period's order once. The scheduler runs on a timer
// in the mall process (like the webhook delivery worker) and, with testHooks, on /__test/company/replenishment/tick.
import type { FastifyInstance } from 'fastify';
import type { StockLevels } from '../../catalogue/stock-levels.ts';
import type { OrderPlacingOptions } from '../order-placing-options.ts';
import { createReorderListStore } from '../reorder-lists/reorder-list-store.ts';
import { registerRunHistory } from './replenishment-history.ts';
import type { OwnedRefs } from '../owned-refs.ts';
import { createReplenishmentOrder } from './replenishment-order.ts';
import { registerReplenishmentRoutes } from './replenishment-routes.ts';
import { createReplenishmentRunner, type ReplenishmentRunner } from './replenishment-runner.ts';
import { createReplenishmentStore } from './replenishment-store.ts';
import { createReplenishmentViews } from './replenishment-views.ts';

/** How often the timer looks for due schedules; a run is per day, so a minute is prompt enough. */
export const REPLENISHMENT_POLL_MS = 60_000;

export interface ReplenishmentOptions extends OrderPlacingOptions {
  stock: StockLevels;
  /** the schedule's address and list are the company's own, the address within the member's unit scope */
  refs: OwnedRefs;
  /** 0: no timer (tests tick by hand) */
  pollMs?: number;
}

export function registerReplenishment(app: FastifyInstance, options: ReplenishmentOptions): ReplenishmentRunner {
  const { db, catalogue, now } = options;
  const store = createReplenishmentStore(db);
  const order = createReplenishmentOrder({
    catalogue,
    stock: options.stock,
    cartRules: options.cartRules,
    orderService: options.orderService,
    placement: options.placement,
    refs: options.refs,
  });
  const runner = createReplenishmentRunner({ db, store, order, orders: options.orders, membership: options.membership });
  const nickname = db.prepare('SELECT nickname FROM users WHERE uid = ?');
  const ownerName = (uid: number) => (nickname.get(uid) as { nickname: string } | undefined)?.nickname ?? '';
  registerReplenishmentRoutes(app, {
    gate: options.gate,
    membership: options.membership,
    store,
    views: createReplenishmentViews(catalogue, store, ownerName),
    lists: createReorderListStore(db),
    orders: options.orders,
    order,
    catalogue,
    refs: options.refs,
    now,
  });
  registerRunHistory(app, { gate: options.gate, membership: options.membership, store, orders: options.orders });

  const pollMs = options.pollMs ?? REPLENISHMENT_POLL_MS;
  if (pollMs > 0) {
    let closed = false;
    const timer = setInterval(() => {
      if (closed) return;
      try {
        runner.runDue(now());
      } catch (error) {
        app.log.error({ err: error }, 'a 定期采购 pass failed');
      }
    }, pollMs);
    timer.unref();
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
    });
  }
  if (options.testHooks) {
    // the browser test's clock: run what is due on the mall's date now, or on a given day (YYYY-MM-DD)
    app.post('/__test/company/replenishment/tick', async (request, reply) => {
      const day = String((request.body as { date?: unknown } | undefined)?.date ?? '');
      if (day !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(day)) return reply.code(400).send({ message: 'date: YYYY-MM-DD' });
      const at = day === '' ? now() : Date.parse(`${day}T12:00:00+08:00`);
      return runner.runDue(at);
    });
  }
  return runner;
}
