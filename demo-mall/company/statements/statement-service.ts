// The company statements (docs/company-api.md §4): one per company per month, from the month of the first ledger
// row to the current month by the mall's clock. The figures are always computed from the ledger; only the state
// (待确认 / 已确认 / 有异议) lives in company_statements. A confirmation records the closing balance and the last
// ledger row it covered; when the month's figures move on (a later movement in an open month) the statement is
// 待确认 again, so a confirmation always covers what it showed.
import { STATEMENT_STATUS_NAMES, type StatementStatus } from '#shared/company/statement-rules.ts';
import type { Clock } from '../../core/clock.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import { createLedgerLinkRefs } from '../purchase-refs/order-purchase-refs.ts';
import { openingFrom, type StatementFigures, statementFigures } from './statement-figures.ts';
import { type Period, periodEnd, periodOf, periodStart, periodsNewestFirst } from './statement-periods.ts';

interface StateRow {
  status: number;
  dispute_reason: string;
  confirmed_closing_fen: number | null;
  confirmed_last_ledger: number | null;
  member_uid: number | null;
  update_time: string;
}

export interface Statement {
  companyId: number;
  companyName: string;
  period: Period;
  figures: StatementFigures;
  status: StatementStatus;
  statusName: string;
  disputeReason: string;
  /** when and by whom it was confirmed (empty unless 已确认) */
  confirmTime: string;
  confirmName: string;
}

export type ConfirmResult = 'confirmed' | 'already' | 'missing';
export type DisputeResult = 'disputed' | 'confirmed' | 'missing';

export function createStatements({ db, ledger, now }: { db: DemoMallDatabase; ledger: CompanyLedger; now: Clock }) {
  const stateOf = db.prepare(
    `SELECT status, dispute_reason, confirmed_closing_fen, confirmed_last_ledger, member_uid, update_time
       FROM company_statements WHERE company_id = ? AND period = ?`,
  );
  const companyName = db.prepare('SELECT name FROM companies WHERE company_id = ?');
  const nickname = db.prepare('SELECT nickname FROM users WHERE uid = ?');
  const save = db.prepare(`
    INSERT INTO company_statements (company_id, period, status, dispute_reason, confirmed_closing_fen, confirmed_last_ledger,
                                    member_uid, update_time)
    VALUES (@company_id, @period, @status, @dispute_reason, @confirmed_closing_fen, @confirmed_last_ledger, @member_uid, @update_time)
    ON CONFLICT (company_id, period) DO UPDATE SET status = excluded.status, dispute_reason = excluded.dispute_reason,
      confirmed_closing_fen = excluded.confirmed_closing_fen, confirmed_last_ledger = excluded.confirmed_last_ledger,
      member_uid = excluded.member_uid, update_time = excluded.update_time`);

  const nowText = () => formatDateTime(new Date(now()));

  /** The company's months, newest first: none before its first ledger row. */
  function periods(companyId: number): Period[] {
    const first = ledger.firstRow(companyId);
    return first ? periodsNewestFirst(periodOf(first.create_time), periodOf(nowText())) : [];
  }

  const linkRefs = createLedgerLinkRefs(db);

  function figuresOf(companyId: number, period: Period): StatementFigures {
    const start = periodStart(period);
    const figures = statementFigures(
      openingFrom(ledger.lastBefore(companyId, start)),
      ledger.rowsBetween(companyId, start, periodEnd(period)),
    );
    return { ...figures, lines: figures.lines.map((line) => ({ ...line, ...linkRefs(line.linkType, line.linkId) })) };
  }

  /** A confirmation counts only while the month still ends where it did when it was confirmed. */
  function effectiveStatus(state: StateRow | undefined, figures: StatementFigures): StatementStatus {
    if (!state) return 0;
    if (state.status === 1) {
      const same = state.confirmed_last_ledger === figures.lastLedgerId && state.confirmed_closing_fen === figures.closingFen;
      return same ? 1 : 0;
    }
    return state.status === 2 ? 2 : 0;
  }

  function build(companyId: number, period: Period): Statement {
    const figures = figuresOf(companyId, period);
    const state = stateOf.get(companyId, period) as StateRow | undefined;
    const status = effectiveStatus(state, figures);
    const confirmer = status === 1 && state?.member_uid ? (nickname.get(state.member_uid) as { nickname: string } | undefined) : undefined;
    return {
      companyId,
      companyName: (companyName.get(companyId) as { name: string } | undefined)?.name ?? '',
      period,
      figures,
      status,
      statusName: STATEMENT_STATUS_NAMES[status],
      disputeReason: status === 2 ? (state?.dispute_reason ?? '') : '',
      confirmTime: status === 1 ? (state?.update_time ?? '') : '',
      confirmName: confirmer?.nickname ?? '',
    };
  }

  function statement(companyId: number, period: Period): Statement | null {
    return periods(companyId).includes(period) ? build(companyId, period) : null;
  }

  /** 1 confirmed (with the figures confirmed) or 2 disputed (with the reason), by the member, now */
  function saveState(
    companyId: number,
    period: Period,
    memberUid: number,
    status: 1 | 2,
    reason: string,
    confirmed: StatementFigures | null,
  ) {
    save.run({
      company_id: companyId,
      period,
      status,
      dispute_reason: reason,
      confirmed_closing_fen: confirmed ? confirmed.closingFen : null,
      confirmed_last_ledger: confirmed ? confirmed.lastLedgerId : null,
      member_uid: memberUid,
      update_time: nowText(),
    });
  }

  const confirm = db.transaction((companyId: number, period: Period, memberUid: number): ConfirmResult => {
    const found = statement(companyId, period);
    if (!found) return 'missing';
    if (found.status === 1) return 'already';
    saveState(companyId, period, memberUid, 1, '', found.figures);
    return 'confirmed';
  });

  const dispute = db.transaction((companyId: number, period: Period, memberUid: number, reason: string): DisputeResult => {
    const found = statement(companyId, period);
    if (!found) return 'missing';
    if (found.status === 1) return 'confirmed';
    saveState(companyId, period, memberUid, 2, reason, null);
    return 'disputed';
  });

  return {
    periods,
    statement,
    /** Every month's statement, newest first, optionally only those in one state. */
    list(companyId: number, status: StatementStatus | null): Statement[] {
      const all = periods(companyId).map((period) => build(companyId, period));
      return status === null ? all : all.filter((entry) => entry.status === status);
    },
    confirm,
    dispute,
    now: nowText,
  };
}
