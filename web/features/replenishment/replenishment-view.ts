// 定期采购 as the page shows it (docs/company-api.md §16.3): the mall's schedule rows read defensively into
// camel-cased views, and the dialog's form with its default terms.
import type { Cadence } from '#shared/company/replenishment-rules.ts';
import type { RunHistoryView } from './run-history-view.ts';

export interface ScheduleView {
  id: number;
  name: string;
  cadence: Cadence;
  weekday: number;
  monthDay: number;
  everyWeeks: number;
  cadenceText: string;
  endDate: string;
  tolerance: number;
  state: string;
  stateName: string;
  nextRun: string;
  skipNext: boolean;
  lineCount: number;
  total: string;
  ownerName: string;
  actions: string[];
  lastRun: string;
  /** the latest runs (read on the server with the list) */
  history: RunHistoryView;
}

export interface ScheduleForm {
  cadence: Cadence;
  weekday: string;
  every_weeks: string;
  month_day: string;
  end_date: string;
  tolerance: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown) => Number(value) || 0;

export function toSchedules(answer: { list?: unknown } | null | undefined): ScheduleView[] {
  const rows = Array.isArray(answer?.list) ? (answer.list as Record<string, unknown>[]) : [];
  return rows.map((row) => ({
    id: num(row.id),
    name: text(row.name),
    cadence: row.cadence === 'weekly' ? 'weekly' : 'monthly',
    weekday: num(row.weekday),
    monthDay: num(row.month_day),
    everyWeeks: num(row.every_weeks) || 1,
    cadenceText: text(row.cadence_text),
    endDate: text(row.end_date),
    tolerance: num(row.tolerance),
    state: text(row.state),
    stateName: text(row.state_name),
    nextRun: text(row.next_run),
    skipNext: row.skip_next === true,
    lineCount: num(row.line_count),
    total: text(row.total),
    ownerName: text(row.owner_name),
    actions: Array.isArray(row.actions) ? row.actions.map(text) : [],
    lastRun: text(row.last_run),
    history: { count: 0, runs: [] },
  }));
}

export const DEFAULT_FORM: ScheduleForm = {
  cadence: 'monthly',
  weekday: '1',
  every_weeks: '1',
  month_day: '1',
  end_date: '',
  tolerance: '10',
};

export const formOf = (schedule: ScheduleView): ScheduleForm => ({
  cadence: schedule.cadence,
  weekday: String(schedule.weekday || 1),
  every_weeks: String(schedule.everyWeeks),
  month_day: String(schedule.monthDay || 1),
  end_date: schedule.endDate,
  tolerance: String(schedule.tolerance),
});
