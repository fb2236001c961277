// The SQL of spending limits and approvals (docs/company-api.md §5): members' limits, the approval records of
// held group orders, a member's month of company spending, and the held order's payment deadline.
import type { LimitExcess, MemberLimits } from '#shared/company/approval-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export interface ApprovalRow {
  approval_id: number;
  company_id: number;
  group_order_id: number;
  requester_uid: number;
  order_fen: number;
  per_order_fen: number | null;
  monthly_fen: number | null;
  month_spent_fen: number;
  /** JSON list of LimitExcess */
  excesses: string;
  status: number;
  decider_uid: number | null;
  decide_time: string | null;
  comment: string;
  seen: number;
  create_time: string;
  /** the rule that held it (§13.2; null: over a limit or budget without a rule), why, and the requester's unit */
  rule_id: number | null;
  rule_name: string;
  reason: string;
  unit_id: number | null;
}

export type NewApproval = Omit<
  ApprovalRow,
  'approval_id' | 'status' | 'decider_uid' | 'decide_time' | 'comment' | 'seen' | 'rule_id' | 'rule_name' | 'reason' | 'unit_id'
>;

/** the limits an approval record's order went over */
export const excessesOf = (row: ApprovalRow) => JSON.parse(row.excesses) as LimitExcess[];

/** A held order waits without a deadline: its cancel_unix is pushed here until a decision (9999-12-31). */
export const HELD_DEADLINE_MS = 253_402_185_600_000;

export function createApprovalStore(db: DemoMallDatabase) {
  const q = {
    limits: db.prepare('SELECT per_order_fen, monthly_fen FROM company_member_limits WHERE company_id = ? AND uid = ?'),
    saveLimits: db.prepare(`INSERT INTO company_member_limits (company_id, uid, per_order_fen, monthly_fen, update_uid, update_time)
      VALUES (@companyId, @uid, @perOrderFen, @monthlyFen, @updateUid, @time)
      ON CONFLICT (company_id, uid) DO UPDATE SET per_order_fen = excluded.per_order_fen, monthly_fen = excluded.monthly_fen,
        update_uid = excluded.update_uid, update_time = excluded.update_time`),
    // the member's company orders of the month that still stand: paid or waiting (for payment or approval)
    monthSpent: db.prepare(`SELECT COALESCE(SUM(g.pay_price_fen), 0) AS fen FROM group_orders g
      WHERE g.principal = ? AND g.is_del = 0 AND substr(g.create_time, 1, 7) = ? AND g.group_order_id <> ?
        AND EXISTS (SELECT 1 FROM orders o WHERE o.group_order_id = g.group_order_id AND o.member_uid = ?)`),
    insert: db.prepare(`INSERT INTO company_approvals (company_id, group_order_id, requester_uid, order_fen, per_order_fen, monthly_fen,
        month_spent_fen, excesses, create_time)
      VALUES (@company_id, @group_order_id, @requester_uid, @order_fen, @per_order_fen, @monthly_fen, @month_spent_fen, @excesses,
        @create_time)`),
    byId: db.prepare('SELECT * FROM company_approvals WHERE approval_id = ?'),
    byGroup: db.prepare('SELECT * FROM company_approvals WHERE group_order_id = ?'),
    // a held order closed while it waited (cancelled by its requester) reads 已取消
    syncCancelled: db.prepare(`UPDATE company_approvals SET status = -1 WHERE status = 0
      AND group_order_id IN (SELECT group_order_id FROM group_orders WHERE is_del = 1)`),
    list: db.prepare('SELECT * FROM company_approvals WHERE company_id = ? ORDER BY approval_id DESC'),
    decide: db.prepare(`UPDATE company_approvals SET status = ?, decider_uid = ?, decide_time = ?, comment = ?
      WHERE approval_id = ? AND status = 0`),
    unseen: db.prepare('SELECT * FROM company_approvals WHERE requester_uid = ? AND company_id = ? AND seen = 0 AND status IN (1, 2)'),
    markSeen: db.prepare('UPDATE company_approvals SET seen = 1 WHERE approval_id = ? AND requester_uid = ? AND status IN (1, 2)'),
    setDeadline: db.prepare('UPDATE group_orders SET cancel_unix = ? WHERE group_order_id = ? AND paid = 0 AND is_del = 0'),
    nickname: db.prepare('SELECT nickname FROM users WHERE uid = ?'),
    member: db.prepare('SELECT uid FROM company_members WHERE company_id = ? AND uid = ?'),
  };

  return {
    limitsOf(companyId: number, uid: number): MemberLimits {
      const row = q.limits.get(companyId, uid) as { per_order_fen: number | null; monthly_fen: number | null } | undefined;
      return { perOrderFen: row?.per_order_fen ?? null, monthlyFen: row?.monthly_fen ?? null };
    },
    saveLimits(row: {
      companyId: number;
      uid: number;
      perOrderFen: number | null;
      monthlyFen: number | null;
      updateUid: number;
      time: string;
    }) {
      q.saveLimits.run(row);
    },
    /** fen of the member's standing company orders created in `month` ('2026-11'), leaving out `exceptGroup` */
    monthSpent(principal: string, uid: number, month: string, exceptGroup = 0): number {
      return (q.monthSpent.get(principal, month, exceptGroup, uid) as { fen: number }).fen;
    },
    insert: (row: NewApproval) => Number(q.insert.run(row).lastInsertRowid),
    byId: (id: number) => q.byId.get(id) as ApprovalRow | undefined,
    byGroup: (groupOrderId: number) => q.byGroup.get(groupOrderId) as ApprovalRow | undefined,
    syncCancelled: () => q.syncCancelled.run(),
    listOf: (companyId: number) => q.list.all(companyId) as ApprovalRow[],
    /** false when it was decided already */
    decide: (id: number, status: 1 | 2, deciderUid: number, time: string, comment: string) =>
      q.decide.run(status, deciderUid, time, comment, id).changes === 1,
    unseenOf: (uid: number, companyId: number) => q.unseen.all(uid, companyId) as ApprovalRow[],
    markSeen: (id: number, uid: number) => q.markSeen.run(id, uid).changes === 1,
    setDeadline: (groupOrderId: number, atMs: number) => q.setDeadline.run(atMs, groupOrderId).changes === 1,
    nicknameOf: (uid: number | null) => (uid === null ? '' : ((q.nickname.get(uid) as { nickname: string } | undefined)?.nickname ?? '')),
    isMember: (companyId: number, uid: number) => q.member.get(companyId, uid) !== undefined,
    atomically: <T>(work: () => T): T => db.transaction(work).immediate(),
  };
}

export type ApprovalStore = ReturnType<typeof createApprovalStore>;
