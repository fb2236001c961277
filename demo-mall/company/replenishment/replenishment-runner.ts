// The 定期采购 scheduler (docs/company-api.md §16.4, docs/adr/0052): `runDue(now)` places each due schedule's
// order for its period, or records the skip, or the reason it could not, and tells the member through the inbox,
// all in one transaction per schedule. The period's run row is claimed first (UNIQUE(schedule_id, period_key)):
// a second tick or a second process finds it taken and does nothing. The order attempt runs in a savepoint, so
// a refused attempt leaves no order and no cart lines, while the failed run and its message stay.
// A mall that was down for several periods runs the latest due period once, not one order per missed period.
import { mallDate, runAfter } from '#shared/company/replenishment-rules.ts';
import { roleAllows } from '#shared/company/company-roles.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import { purchaseNumberOf } from '../../trade/purchase-number.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';
import type { Membership } from '../membership.ts';
import { memberPrincipal, type Placed, type ReplenishmentOrder, RunRefusal } from './replenishment-order.ts';
import { cadenceOf, linesOf, type ReplenishmentStore, type ScheduleRow } from './replenishment-store.ts';

export const REPLENISHMENT_LINK = '/user/replenishment';

export interface RunnerDeps {
  db: DemoMallDatabase;
  store: ReplenishmentStore;
  order: ReplenishmentOrder;
  orders: OrderStore;
  membership: Membership;
}

export interface TickResult {
  placed: number;
  held: number;
  skipped: number;
  failed: number;
}

/** The run date after `period` that is still ahead of `today`, and whether the end date has passed. */
export function nextAfter(row: ScheduleRow, period: string, today: string): { nextRun: string; ended: boolean } {
  let next = runAfter(cadenceOf(row), period);
  while (next <= today) next = runAfter(cadenceOf(row), next);
  return { nextRun: next, ended: row.end_date !== '' && next > row.end_date };
}

export function createReplenishmentRunner(deps: RunnerDeps) {
  const { db, store, order } = deps;

  function mayStillBuy(row: ScheduleRow): boolean {
    const member = deps.membership.memberOf(memberPrincipal(row.company_id, row.member_uid));
    return member?.status === 1 && roleAllows(member.role, 'orders.buy');
  }

  /** One schedule's due period; answers what happened, or null when another tick had it. */
  function runOne(id: number, today: string, time: string): keyof TickResult | null {
    return store.atomically(() => {
      const row = store.reread(id);
      if (row?.state !== 'active' || row.next_run > today) return null;
      const period = row.next_run;
      if (!store.claimRun(id, period, 'failed', null, '', time)) return null;
      const { nextRun, ended } = nextAfter(row, period, today);
      store.advance(id, period, nextRun, ended ? 'ended' : 'active', time);
      if (row.skip_next === 1) {
        store.settleRun(id, period, 'skipped', null, '按计划跳过');
        return 'skipped';
      }
      let placed: Placed | null = null;
      let reason = '';
      try {
        if (!mayStillBuy(row)) throw new RunRefusal('成员已停用或没有下单权限');
        placed = db.transaction(() =>
          order.place({
            companyId: row.company_id,
            uid: row.member_uid,
            lines: linesOf(row),
            addressId: row.address_id,
            tolerancePct: row.tolerance_pct,
            mark: `定期采购 ${row.name}`,
          }),
        )();
      } catch (error) {
        if (!(error instanceof RunRefusal)) throw error;
        reason = error.message;
      }
      const base = { companyId: row.company_id, memberIds: [row.member_uid], link: REPLENISHMENT_LINK };
      if (!placed) {
        store.settleRun(id, period, 'failed', null, reason);
        recordMemberEvent(db, { ...base, kind: 'scheduled_order_failed', text: `定期采购「${row.name}」${period} 未下单：${reason}` });
        return 'failed';
      }
      const sn = purchaseNumberOf(deps.orders, placed.groupOrderId);
      store.settleRun(id, period, placed.held ? 'held' : 'placed', placed.groupOrderId, '');
      const state = placed.held ? '，等待审批' : '，请及时支付';
      recordMemberEvent(db, {
        ...base,
        kind: 'scheduled_order_placed',
        text: `定期采购「${row.name}」${period} 已下单：订单 ${sn}${state}`,
        link: '/user/order_list',
      });
      return placed.held ? 'held' : 'placed';
    });
  }

  return {
    /** Runs every schedule due on the mall's date of `now`. */
    runDue(now: number): TickResult {
      const today = mallDate(now);
      const time = formatDateTime(new Date(now));
      const result: TickResult = { placed: 0, held: 0, skipped: 0, failed: 0 };
      for (const row of store.due(today)) {
        const outcome = runOne(row.schedule_id, today, time);
        if (outcome) result[outcome] += 1;
      }
      return result;
    },
  };
}

export type ReplenishmentRunner = ReturnType<typeof createReplenishmentRunner>;
