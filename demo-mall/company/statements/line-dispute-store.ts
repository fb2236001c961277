// Disputes about single statement lines (docs/company-api.md §4.1). The company's 财务 or 管理员 opens one on a line
// of a month; the platform answers it once, with a note or with an adjustment. An adjustment is an 'adjust' row in
// the company ledger written in the same transaction as the answer, so a second answer to the same dispute (a
// double click, two consoles) finds it answered and moves nothing.
import type { LineDisputeStatus } from '#shared/company/statement-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyLedger } from '../company-ledger.ts';

export interface LineDisputeRow {
  dispute_id: number;
  company_id: number;
  period: string;
  ledger_id: number;
  reason: string;
  member_uid: number | null;
  create_time: string;
  status: LineDisputeStatus;
  answer: string;
  adjust_fen: number;
  adjust_ledger_id: number | null;
  answer_time: string | null;
}

export type OpenResult = 'opened' | 'answered';
export type AnswerResult =
  | { ok: true; row: LineDisputeRow }
  | { ok: false; reason: 'missing' | 'answered' | 'balance' | 'company'; row?: LineDisputeRow };

export function createLineDisputes(db: DemoMallDatabase, ledger: CompanyLedger) {
  const q = {
    byLedger: db.prepare('SELECT * FROM company_statement_line_disputes WHERE company_id = ? AND ledger_id = ?'),
    byId: db.prepare('SELECT * FROM company_statement_line_disputes WHERE dispute_id = ?'),
    ofPeriod: db.prepare('SELECT * FROM company_statement_line_disputes WHERE company_id = ? AND period = ?'),
    recent: db.prepare('SELECT * FROM company_statement_line_disputes ORDER BY status = 0 DESC, create_time DESC LIMIT ?'),
    open: db.prepare(`INSERT INTO company_statement_line_disputes (company_id, period, ledger_id, reason, member_uid, create_time)
      VALUES (@companyId, @period, @ledgerId, @reason, @memberUid, @time)
      ON CONFLICT (company_id, ledger_id) DO UPDATE SET reason = excluded.reason, member_uid = excluded.member_uid,
        create_time = excluded.create_time WHERE status = 0`),
    answer: db.prepare(`UPDATE company_statement_line_disputes SET status = @status, answer = @answer, adjust_fen = @adjustFen,
      adjust_ledger_id = @adjustLedgerId, answer_time = @time WHERE dispute_id = @id AND status = 0`),
  };

  /** Opens the line's dispute, or replaces its reason while it waits; an answered line is not reopened. */
  function open(input: {
    companyId: number;
    period: string;
    ledgerId: number;
    reason: string;
    memberUid: number;
    time: string;
  }): OpenResult {
    return q.open.run(input).changes === 1 ? 'opened' : 'answered';
  }

  const answer = db.transaction((id: number, input: { note: string; adjustFen: number; time: string }): AnswerResult => {
    const row = q.byId.get(id) as LineDisputeRow | undefined;
    if (!row) return { ok: false, reason: 'missing' };
    if (row.status !== 0) return { ok: false, reason: 'answered', row };
    let adjustLedgerId: number | null = null;
    if (input.adjustFen !== 0) {
      const moved = ledger.move({
        companyId: row.company_id,
        kind: 'adjust',
        balanceFen: input.adjustFen,
        creditFen: 0,
        linkNo: `对账异议#${row.dispute_id}`,
        mark: input.note,
        time: input.time,
      });
      if (!moved.ok) return { ok: false, reason: moved.reason === 'company' ? 'company' : 'balance', row };
      adjustLedgerId = moved.row.ledger_id;
    }
    q.answer.run({
      id,
      status: adjustLedgerId === null ? 2 : 1,
      answer: input.note,
      adjustFen: input.adjustFen,
      adjustLedgerId,
      time: input.time,
    });
    return { ok: true, row: q.byId.get(id) as LineDisputeRow };
  });

  return {
    open,
    answer,
    /** a line's dispute, if it has one */
    ofLine: (companyId: number, ledgerId: number) => q.byLedger.get(companyId, ledgerId) as LineDisputeRow | undefined,
    /** the month's disputes by ledger row */
    ofPeriod(companyId: number, period: string): Map<number, LineDisputeRow> {
      const rows = q.ofPeriod.all(companyId, period) as LineDisputeRow[];
      return new Map(rows.map((row) => [row.ledger_id, row]));
    },
    /** the console's list: waiting ones first, then the newest */
    recent: (limit: number) => q.recent.all(limit) as LineDisputeRow[],
  };
}

export type LineDisputes = ReturnType<typeof createLineDisputes>;
