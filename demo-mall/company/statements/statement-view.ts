// The statement and its lines in the API's shape (docs/company-api.md §4): money as two-decimal strings, the
// period's id and dates, kind names from the shared table.
import { formatFen } from '#shared/money.ts';
import { LINE_DISPUTE_STATUS_NAMES, STATEMENT_KIND_NAMES } from '#shared/company/statement-rules.ts';
import type { LineDisputeRow } from './line-dispute-store.ts';
import type { StatementLine } from './statement-figures.ts';
import { periodDates, periodToId } from './statement-periods.ts';
import type { Statement } from './statement-service.ts';

export function statementView(statement: Statement) {
  const { figures } = statement;
  const { startDate, endDate } = periodDates(statement.period);
  return {
    statement_id: periodToId(statement.period),
    period: statement.period,
    start_date: startDate,
    end_date: endDate,
    opening_balance: formatFen(figures.openingFen),
    purchase_price: formatFen(figures.purchaseFen),
    balance_pay_price: formatFen(figures.balancePayFen),
    credit_pay_price: formatFen(figures.creditPayFen),
    refund_price: formatFen(figures.refundFen),
    remittance_price: formatFen(figures.remittanceFen),
    other_price: formatFen(figures.otherFen),
    closing_balance: formatFen(figures.closingFen),
    line_count: figures.lines.length,
    status: statement.status,
    status_name: statement.statusName,
    dispute_reason: statement.disputeReason,
    confirm_time: statement.confirmTime,
    confirm_name: statement.confirmName,
  };
}

/** A line's dispute as the API shows it; null for a line nobody disputed. */
function disputeView(row: LineDisputeRow | undefined) {
  if (!row) return null;
  return {
    status: row.status,
    status_name: LINE_DISPUTE_STATUS_NAMES[row.status],
    reason: row.reason,
    create_time: row.create_time,
    answer: row.answer,
    adjust_amount: formatFen(row.adjust_fen),
    answer_time: row.answer_time ?? '',
  };
}

export function lineView(line: StatementLine, dispute?: LineDisputeRow) {
  return {
    ledger_id: line.ledgerId,
    create_time: line.time,
    kind: line.kind,
    kind_name: STATEMENT_KIND_NAMES[line.kind] ?? line.kind,
    link_type: line.linkType,
    link_id: line.linkId,
    link_no: line.linkNo,
    amount: formatFen(line.amountFen),
    balance: formatFen(line.balanceFen),
    po_number: line.poNumber ?? '',
    cost_center_name: line.costCenterName ?? '',
    dispute: disputeView(dispute),
  };
}
