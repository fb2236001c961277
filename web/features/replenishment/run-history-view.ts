// 定期采购 run history as the page shows it (docs/company-api.md §16.3, GET /api/company/replenishment/runs/:id):
// each run read defensively, with where its order is — a paid order's detail, or the unpaid (held) group's page.
import { orderDetailHref, stayDetailHref } from '../order/order-action-rules.ts';

/** runs the page shows per schedule; the count says when there are more */
export const RUNS_SHOWN = 10;

export interface RunView {
  period: string;
  time: string;
  outcome: string;
  outcomeName: string;
  reason: string;
  orderSn: string;
  /** where the placed order is read; empty when nothing was placed */
  orderHref: string;
  linesPlaced: number;
  linesSkipped: number;
}

export interface RunHistoryView {
  count: number;
  runs: RunView[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => Number(value) || 0;

function hrefOf(row: Record<string, unknown>): string {
  if (row.paid === true && num(row.order_id) > 0) return orderDetailHref(num(row.order_id));
  return num(row.group_order_id) > 0 ? stayDetailHref(num(row.group_order_id)) : '';
}

export function toRunHistory(answer: { count?: unknown; list?: unknown } | null | undefined): RunHistoryView {
  const rows = Array.isArray(answer?.list) ? (answer.list as Record<string, unknown>[]) : [];
  return {
    count: num(answer?.count),
    runs: rows.map((row) => ({
      period: text(row.period),
      time: text(row.time),
      outcome: text(row.outcome),
      outcomeName: text(row.outcome_name),
      reason: text(row.reason),
      orderSn: text(row.group_order_sn),
      orderHref: hrefOf(row),
      linesPlaced: num(row.lines_placed),
      linesSkipped: num(row.lines_skipped),
    })),
  };
}
