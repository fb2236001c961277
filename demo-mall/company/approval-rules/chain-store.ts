// The SQL of held orders' chains (docs/company-api.md §13.3): the levels copied from the rule when the order was
// held, and each member's vote on a level. A level's status moves from 待审批 once (UPDATE … WHERE status = 0),
// so an approved level never goes back to pending and a vote counts once (its primary key).
import type { DemoMallDatabase } from '../../db/database.ts';

export interface LevelRow {
  approval_id: number;
  level_no: number;
  kind: 'head' | 'role' | 'members' | 'fallback';
  role: string | null;
  unit_id: number | null;
  uids: string;
  mode: 'any' | 'all';
  label: string;
  status: number;
  decide_time: string | null;
}

export interface VoteRow {
  approval_id: number;
  level_no: number;
  uid: number;
  decision: 1 | 2;
  comment: string;
  vote_time: string;
}

export type NewLevel = Omit<LevelRow, 'status' | 'decide_time'>;

export function createChainStore(db: DemoMallDatabase) {
  const q = {
    insertLevel: db.prepare(`INSERT INTO company_approval_levels (approval_id, level_no, kind, role, unit_id, uids, mode, label)
      VALUES (@approval_id, @level_no, @kind, @role, @unit_id, @uids, @mode, @label)`),
    levels: db.prepare('SELECT * FROM company_approval_levels WHERE approval_id = ? ORDER BY level_no'),
    votes: db.prepare('SELECT * FROM company_approval_votes WHERE approval_id = ? ORDER BY vote_time, rowid'),
    vote: db.prepare(`INSERT OR IGNORE INTO company_approval_votes (approval_id, level_no, uid, decision, comment, vote_time)
      VALUES (?, ?, ?, ?, ?, ?)`),
    close: db.prepare(
      'UPDATE company_approval_levels SET status = ?, decide_time = ? WHERE approval_id = ? AND level_no = ? AND status = 0',
    ),
    // the rule columns of the approval record, written with its levels
    ruleOf: db.prepare('UPDATE company_approvals SET rule_id = ?, rule_name = ?, reason = ?, unit_id = ? WHERE approval_id = ?'),
  };
  return {
    insertLevel: (level: NewLevel) => q.insertLevel.run(level),
    levelsOf: (approvalId: number) => q.levels.all(approvalId) as LevelRow[],
    votesOf: (approvalId: number) => q.votes.all(approvalId) as VoteRow[],
    /** false when this member voted on the level already */
    vote: (approvalId: number, levelNo: number, uid: number, decision: 1 | 2, comment: string, time: string) =>
      q.vote.run(approvalId, levelNo, uid, decision, comment, time).changes === 1,
    /** false when the level was closed already */
    close: (approvalId: number, levelNo: number, status: 1 | 2, time: string) =>
      q.close.run(status, time, approvalId, levelNo).changes === 1,
    stampRule: (approvalId: number, ruleId: number | null, ruleName: string, reason: string, unitId: number) =>
      q.ruleOf.run(ruleId, ruleName, reason, unitId, approvalId),
  };
}

export type ChainStore = ReturnType<typeof createChainStore>;
