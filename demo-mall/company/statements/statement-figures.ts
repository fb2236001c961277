// A month's figures from its ledger rows (docs/company-api.md §4), all in fen: each total is the sum of its
// lines, the running balance after each line is the one before plus its amount, and
//   closing = opening − purchases + refunds + remittances + other.
// 期初余额 is the previous month's closing balance. An 'opening' row (期初结转: the money a company held when its
// ledger began, always its first row) is carried into the 期初余额 of its month rather than shown as a movement:
// it is where the company started, not something that happened that month, so it never lands under 其他.
// Pure, so the arithmetic is tested on its own (test/unit/demo-mall/statement-figures.test.ts).
import { type Fen, sumFen } from '#shared/money.ts';
import { type LedgerKind, type LedgerRow, netAfter } from '../company-ledger.ts';

export interface StatementLine {
  ledgerId: number;
  time: string;
  kind: LedgerKind;
  linkType: LedgerRow['link_type'];
  linkId: number;
  linkNo: string;
  /** signed effect on the net position */
  amountFen: Fen;
  /** net position after the line */
  balanceFen: Fen;
  /** the linked order's 采购单号 and 成本中心 (docs/company-api.md §8.3); empty for other lines */
  poNumber?: string;
  costCenterName?: string;
}

export interface StatementFigures {
  openingFen: Fen;
  /** what the orders paid: balance payments plus credit payments, as a positive amount */
  purchaseFen: Fen;
  balancePayFen: Fen;
  creditPayFen: Fen;
  refundFen: Fen;
  remittanceFen: Fen;
  /** adjust rows (platform corrections) */
  otherFen: Fen;
  closingFen: Fen;
  lines: StatementLine[];
  /** the newest ledger row of the month, 0 when the month has none */
  lastLedgerId: number;
}

const sumOf = (lines: readonly StatementLine[], kinds: readonly LedgerKind[]) =>
  sumFen(lines.filter((line) => kinds.includes(line.kind)).map((line) => line.amountFen));

/**
 * The figures of a month. `before` is the net position before it (the last earlier row's, else 0); the month's
 * 'opening' rows are added to it to give 期初余额. The lines' running balance is computed from that and the
 * amounts, so a ledger whose stored balances disagreed would show up as a difference between the last line and
 * the stored net after (checked by the tests).
 */
export function statementFigures(before: Fen, rows: readonly LedgerRow[]): StatementFigures {
  const carried = rows.filter((row) => row.kind === 'opening');
  const openingFen = before + sumFen(carried.map((row) => row.amount_fen));
  let running = openingFen;
  const lines = rows
    .filter((row) => row.kind !== 'opening')
    .map((row): StatementLine => {
      running += row.amount_fen;
      return {
        ledgerId: row.ledger_id,
        time: row.create_time,
        kind: row.kind,
        linkType: row.link_type,
        linkId: row.link_id,
        linkNo: row.link_no,
        amountFen: row.amount_fen,
        balanceFen: running,
      };
    });
  const balancePayFen = 0 - sumOf(lines, ['balance_pay']);
  const creditPayFen = 0 - sumOf(lines, ['credit_pay']);
  const refundFen = sumOf(lines, ['refund']);
  const remittanceFen = sumOf(lines, ['remittance']);
  const otherFen = sumOf(lines, ['adjust']);
  const purchaseFen = balancePayFen + creditPayFen;
  return {
    openingFen,
    purchaseFen,
    balancePayFen,
    creditPayFen,
    refundFen,
    remittanceFen,
    otherFen,
    closingFen: openingFen - purchaseFen + refundFen + remittanceFen + otherFen,
    lines,
    lastLedgerId: rows.at(-1)?.ledger_id ?? 0,
  };
}

/** The net position before a month: the last earlier row's net after, else nothing (0). */
export function openingFrom(lastBefore: LedgerRow | undefined): Fen {
  return lastBefore ? netAfter(lastBefore) : 0;
}
