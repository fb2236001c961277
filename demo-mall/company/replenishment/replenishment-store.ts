// 定期采购 schedules and runs in the database (docs/company-api.md §16). `claimRun` is the only way a run is
// recorded: INSERT OR IGNORE against UNIQUE(schedule_id, period_key), so the second claimant of a period (a
// second tick, a second mall process) learns it lost and places nothing.
import type { Cadence, CadenceInput, ReplenishmentState } from '#shared/company/replenishment-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

/** One line as the schedule keeps it: the SKU, the quantity and the unit price (fen) when it was created. */
export interface ScheduleLine {
  product_id: number;
  sku_unique: string;
  quantity: number;
  price_fen: number;
}

export interface ScheduleRow {
  schedule_id: number;
  company_id: number;
  member_uid: number;
  name: string;
  source: 'list' | 'order';
  source_id: number;
  lines: string;
  cadence: Cadence;
  weekday: number;
  month_day: number;
  every_weeks: number;
  end_date: string;
  tolerance_pct: number;
  address_id: number;
  state: ReplenishmentState;
  next_run: string;
  skip_next: number;
  create_time: string;
  update_time: string;
}

export interface RunRow {
  run_id: number;
  schedule_id: number;
  period_key: string;
  outcome: 'placed' | 'held' | 'skipped' | 'failed';
  group_order_id: number | null;
  reason: string;
  create_time: string;
}

export interface ScheduleTerms extends CadenceInput {
  endDate: string;
  tolerancePct: number;
}

/** A schedule's terms as the columns that keep them. */
export const termColumns = (terms: ScheduleTerms) => ({
  cadence: terms.cadence,
  weekday: terms.weekday,
  month_day: terms.monthDay,
  every_weeks: terms.everyWeeks,
  end_date: terms.endDate,
  tolerance_pct: terms.tolerancePct,
});

export const linesOf = (row: ScheduleRow): ScheduleLine[] => JSON.parse(row.lines) as ScheduleLine[];
export const cadenceOf = (row: ScheduleRow): CadenceInput => ({
  cadence: row.cadence,
  weekday: row.weekday,
  monthDay: row.month_day,
  everyWeeks: row.every_weeks,
});

export function createReplenishmentStore(db: DemoMallDatabase) {
  const q = {
    insert: db.prepare(`INSERT INTO replenishment_schedules (company_id, member_uid, name, source, source_id, lines, cadence,
      weekday, month_day, every_weeks, end_date, tolerance_pct, address_id, state, next_run, request_key, create_time, update_time)
      VALUES (@company_id, @member_uid, @name, @source, @source_id, @lines, @cadence, @weekday, @month_day, @every_weeks,
      @end_date, @tolerance_pct, @address_id, 'active', @next_run, @request_key, @time, @time)`),
    byKey: db.prepare("SELECT schedule_id FROM replenishment_schedules WHERE company_id = ? AND request_key = ? AND request_key <> ''"),
    byId: db.prepare('SELECT * FROM replenishment_schedules WHERE schedule_id = ?'),
    ofCompany: db.prepare('SELECT * FROM replenishment_schedules WHERE company_id = ? ORDER BY schedule_id DESC'),
    due: db.prepare("SELECT * FROM replenishment_schedules WHERE state = 'active' AND next_run <= ? ORDER BY schedule_id"),
    setTerms: db.prepare(`UPDATE replenishment_schedules SET cadence = @cadence, weekday = @weekday, month_day = @month_day,
      every_weeks = @every_weeks, end_date = @end_date, tolerance_pct = @tolerance_pct, next_run = @next_run,
      state = @state, update_time = @time WHERE schedule_id = @schedule_id`),
    setState: db.prepare('UPDATE replenishment_schedules SET state = ?, next_run = ?, update_time = ? WHERE schedule_id = ?'),
    setSkip: db.prepare('UPDATE replenishment_schedules SET skip_next = ?, update_time = ? WHERE schedule_id = ?'),
    advance: db.prepare(
      'UPDATE replenishment_schedules SET next_run = ?, state = ?, skip_next = 0, update_time = ? WHERE schedule_id = ? AND next_run = ?',
    ),
    deleteRuns: db.prepare('DELETE FROM replenishment_runs WHERE schedule_id = ?'),
    deleteSchedule: db.prepare('DELETE FROM replenishment_schedules WHERE schedule_id = ?'),
    claim: db.prepare(`INSERT OR IGNORE INTO replenishment_runs (schedule_id, period_key, outcome, group_order_id, reason, create_time)
      VALUES (?, ?, ?, ?, ?, ?)`),
    settle: db.prepare(
      'UPDATE replenishment_runs SET outcome = ?, group_order_id = ?, reason = ? WHERE schedule_id = ? AND period_key = ?',
    ),
    runs: db.prepare('SELECT * FROM replenishment_runs WHERE schedule_id = ? ORDER BY run_id DESC LIMIT ?'),
    runPage: db.prepare('SELECT * FROM replenishment_runs WHERE schedule_id = ? ORDER BY period_key DESC, run_id DESC LIMIT ? OFFSET ?'),
    runCount: db.prepare('SELECT COUNT(*) AS n FROM replenishment_runs WHERE schedule_id = ?'),
  };

  return {
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),

    insert(
      row: Omit<ScheduleRow, 'schedule_id' | 'state' | 'skip_next' | 'create_time' | 'update_time'> & { request_key: string; time: string },
    ): number {
      return Number(q.insert.run(row).lastInsertRowid);
    },

    /** the schedule an earlier create with this key made (a double submit answers it) */
    byKey: (companyId: number, key: string) => (q.byKey.get(companyId, key) as { schedule_id: number } | undefined)?.schedule_id,

    get(companyId: number, id: number): ScheduleRow | undefined {
      const row = q.byId.get(id) as ScheduleRow | undefined;
      return row?.company_id === companyId ? row : undefined;
    },

    reread: (id: number) => q.byId.get(id) as ScheduleRow | undefined,
    ofCompany: (companyId: number) => q.ofCompany.all(companyId) as ScheduleRow[],
    due: (today: string) => q.due.all(today) as ScheduleRow[],

    setTerms(id: number, terms: ScheduleTerms, nextRun: string, state: ReplenishmentState, time: string): void {
      q.setTerms.run({
        schedule_id: id,
        ...termColumns(terms),
        next_run: nextRun,
        state,
        time,
      });
    },

    setState: (id: number, state: ReplenishmentState, nextRun: string, time: string) => void q.setState.run(state, nextRun, time, id),
    setSkip: (id: number, skip: boolean, time: string) => void q.setSkip.run(skip ? 1 : 0, time, id),

    /** Moves the schedule past `period` (only if it is still there); clears the skip flag. */
    advance: (id: number, period: string, nextRun: string, state: ReplenishmentState, time: string): boolean =>
      q.advance.run(nextRun, state, time, id, period).changes === 1,

    /** false when the period already has its run */
    claimRun(id: number, period: string, outcome: RunRow['outcome'], groupOrderId: number | null, reason: string, time: string): boolean {
      return q.claim.run(id, period, outcome, groupOrderId, reason, time).changes === 1;
    },

    settleRun(id: number, period: string, outcome: RunRow['outcome'], groupOrderId: number | null, reason: string): void {
      q.settle.run(outcome, groupOrderId, reason, id, period);
    },

    runs: (id: number, limit = 10) => q.runs.all(id, limit) as RunRow[],
    /** one page of the schedule's runs, latest period first, and how many there are */
    runPage: (id: number, limit: number, offset: number) => ({
      count: (q.runCount.get(id) as { n: number }).n,
      list: q.runPage.all(id, limit, offset) as RunRow[],
    }),

    remove(id: number): void {
      db.transaction(() => {
        q.deleteRuns.run(id);
        q.deleteSchedule.run(id);
      })();
    },
  };
}

export type ReplenishmentStore = ReturnType<typeof createReplenishmentStore>;
