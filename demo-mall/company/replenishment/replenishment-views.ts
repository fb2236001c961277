// What the 定期采购 calls answer (docs/company-api.md §16.3): a schedule with its cadence in words, next run, the
// lines with their names and snapshot prices, what the caller may do, and the latest runs.
import { cadenceText, REPLENISHMENT_STATES } from '#shared/company/replenishment-rules.ts';
import { roleAllows } from '#shared/company/company-roles.ts';
import { formatFen } from '#shared/money.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { CompanyMember } from '../membership.ts';
import { cadenceOf, linesOf, type ReplenishmentStore, type RunRow, type ScheduleRow } from './replenishment-store.ts';

export const RUN_OUTCOMES: Record<RunRow['outcome'], string> = {
  placed: '已下单',
  held: '已下单，待审批',
  skipped: '已跳过',
  failed: '未下单',
};

/** The owner acts on their own schedules; 管理员 (orders.manageAll) on any of the company's. */
export const mayManage = (member: CompanyMember, row: ScheduleRow): boolean =>
  row.member_uid === member.uid || roleAllows(member.role, 'orders.manageAll');

export function createReplenishmentViews(catalogue: Catalogue, store: ReplenishmentStore, ownerName: (uid: number) => string) {
  const { productById } = catalogue.goods;

  function actions(row: ScheduleRow, member: CompanyMember): string[] {
    if (!mayManage(member, row)) return [];
    if (row.state === 'ended') return ['delete'];
    const toggle = row.state === 'active' ? ['pause', row.skip_next ? 'unskip' : 'skip'] : ['resume'];
    return [...toggle, 'edit', 'delete'];
  }

  function summary(row: ScheduleRow, member: CompanyMember) {
    const lines = linesOf(row);
    return {
      id: row.schedule_id,
      name: row.name,
      source: row.source,
      source_id: row.source_id,
      cadence: row.cadence,
      weekday: row.weekday,
      month_day: row.month_day,
      every_weeks: row.every_weeks,
      cadence_text: cadenceText(cadenceOf(row)),
      end_date: row.end_date,
      tolerance: row.tolerance_pct,
      state: row.state,
      state_name: REPLENISHMENT_STATES[row.state],
      next_run: row.state === 'ended' ? '' : row.next_run,
      skip_next: row.skip_next === 1,
      line_count: lines.length,
      total: formatFen(lines.reduce((sum, line) => sum + line.price_fen * line.quantity, 0)),
      owner_uid: row.member_uid,
      owner_name: ownerName(row.member_uid),
      actions: actions(row, member),
      create_time: row.create_time,
    };
  }

  return {
    summary,
    detail(row: ScheduleRow, member: CompanyMember) {
      return {
        ...summary(row, member),
        lines: linesOf(row).map((line) => {
          const product = productById.get(line.product_id);
          return {
            product_id: line.product_id,
            sku_unique: line.sku_unique,
            store_name: product?.store_name ?? '',
            suk: product?.skus.find((sku) => sku.unique === line.sku_unique)?.sku ?? '',
            quantity: line.quantity,
            price: formatFen(line.price_fen),
          };
        }),
        runs: store.runs(row.schedule_id).map((run) => ({
          period: run.period_key,
          outcome: run.outcome,
          outcome_name: RUN_OUTCOMES[run.outcome],
          group_order_id: run.group_order_id,
          reason: run.reason,
          time: run.create_time,
        })),
      };
    },
  };
}

export type ReplenishmentViews = ReturnType<typeof createReplenishmentViews>;
