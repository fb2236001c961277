// Offline remittances (docs/company-api.md §3.4, ADR 0036): the company's permanent 汇款识别码 (read, never
// written here), the remittance it submits under its own 汇款单号 (the number is the idempotency key: submitting it
// again answers the first record), and the platform's review. Confirming moves the money through the company ledger — used credit
// is repaid first, the rest raises the balance — in the same transaction that marks the remittance 已到账.
import { randomInt } from 'node:crypto';
import { isLegacyRemittanceCode, remittanceNo } from '#shared/company/remittance-codes.ts';
import { formatFen } from '#shared/money.ts';
import { REMITTANCE_STATUS } from '#shared/company/finance-rules.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyLedger } from '../company-ledger.ts';

export interface RemittanceRow {
  remittance_id: number;
  company_id: number;
  /** 汇款单号: this record's own number */
  remittance_no: string;
  /** the 汇款识别码 the transfer carried: the company's (an older remittance's own code before ADR 0036) */
  code: string;
  amount_fen: number;
  payer_name: string;
  payer_bank: string;
  transfer_date: string;
  /** JSON array of picture addresses */
  vouchers: string;
  mark: string;
  status: number;
  fail_reason: string;
  member_uid: number | null;
  ledger_id: number | null;
  create_time: string;
  review_time: string | null;
}

export interface NewRemittance {
  companyId: number;
  remittanceNo: string;
  amountFen: number;
  payerName: string;
  payerBank: string;
  transferDate: string;
  vouchers: readonly string[];
  mark: string;
  memberUid: number;
  time: string;
}

export type Review = { ok: true; row: RemittanceRow; changed: boolean } | { ok: false; message: string };

export function createRemittanceStore(db: DemoMallDatabase, ledger: CompanyLedger) {
  const q = {
    codeOf: db.prepare('SELECT remittance_code AS code FROM companies WHERE company_id = ?'),
    companyOfCode: db.prepare('SELECT company_id AS companyId FROM companies WHERE remittance_code = ?'),
    companyOfLegacy: db.prepare('SELECT company_id AS companyId FROM company_remittances WHERE code = ? LIMIT 1'),
    byNo: db.prepare('SELECT * FROM company_remittances WHERE remittance_no = ?'),
    pendingOf: db.prepare(`
      SELECT r.* FROM company_remittances r
       WHERE r.company_id = ? AND r.amount_fen = ? AND r.status = 0
         AND NOT EXISTS (SELECT 1 FROM platform_bank_credits c WHERE c.remittance_id = r.remittance_id)
       ORDER BY r.remittance_id`),
    byId: db.prepare('SELECT * FROM company_remittances WHERE remittance_id = ?'),
    insert: db.prepare(`
      INSERT INTO company_remittances (company_id, remittance_no, code, amount_fen, payer_name, payer_bank, transfer_date,
                                       vouchers, mark, status, member_uid, create_time)
      VALUES (@companyId, @remittanceNo, @code, @amountFen, @payerName, @payerBank, @transferDate, @vouchers, @mark, 0,
              @memberUid, @time)`),
    cancel: db.prepare('UPDATE company_remittances SET status = -1, review_time = ? WHERE remittance_id = ? AND status = 0'),
    confirm: db.prepare('UPDATE company_remittances SET status = 1, review_time = ?, ledger_id = ? WHERE remittance_id = ? AND status = 0'),
    reject: db.prepare(
      'UPDATE company_remittances SET status = 2, fail_reason = ?, review_time = ? WHERE remittance_id = ? AND status = 0',
    ),
    recent: db.prepare('SELECT * FROM company_remittances ORDER BY remittance_id DESC LIMIT ?'),
  };

  /** The company's permanent 汇款识别码 (migration 12 and the company's creation set it). */
  function codeOf(companyId: number): string {
    const found = q.codeOf.get(companyId) as { code: string | null } | undefined;
    if (!found?.code) throw new Error(`company ${companyId} has no remittance code`);
    return found.code;
  }

  /** The company a code in a 附言 names: a company's code, or an older remittance's own code. */
  function companyOfCode(code: string): number | undefined {
    const query = isLegacyRemittanceCode(code) ? q.companyOfLegacy : q.companyOfCode;
    return (query.get(code) as { companyId: number } | undefined)?.companyId;
  }

  /** A fresh 汇款单号 for a form; nothing is written until the form is submitted. */
  const freshNo = (time: string) => remittanceNo(time.slice(0, 10), randomInt);

  /**
   * Records a remittance once per 汇款单号 under the company's code; the same number again answers the first
   * record. A number another company already used is refused ('taken').
   */
  const create = db.transaction((input: NewRemittance): { row: RemittanceRow; repeated: boolean } | 'taken' => {
    const existing = q.byNo.get(input.remittanceNo) as RemittanceRow | undefined;
    if (existing) return existing.company_id === input.companyId ? { row: existing, repeated: true } : 'taken';
    const { lastInsertRowid } = q.insert.run({
      ...input,
      code: codeOf(input.companyId),
      vouchers: JSON.stringify(input.vouchers),
    });
    return { row: q.byId.get(lastInsertRowid) as RemittanceRow, repeated: false };
  });

  /** The company's 待审核 remittances of exactly this amount that no bank line has credited yet, oldest first. */
  function pendingOf(companyId: number, amountFen: number): RemittanceRow[] {
    return q.pendingOf.all(companyId, amountFen) as RemittanceRow[];
  }

  function list(companyId: number, status: number | null, page: number, limit: number): { count: number; rows: RemittanceRow[] } {
    const where = status === null ? 'company_id = ?' : 'company_id = ? AND status = ?';
    const args = status === null ? [companyId] : [companyId, status];
    const count = (db.prepare(`SELECT COUNT(*) AS n FROM company_remittances WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(`SELECT * FROM company_remittances WHERE ${where} ORDER BY remittance_id DESC LIMIT ? OFFSET ?`)
      .all(...args, limit, (page - 1) * limit) as RemittanceRow[];
    return { count, rows };
  }

  function get(id: number): RemittanceRow | undefined {
    return q.byId.get(id) as RemittanceRow | undefined;
  }

  /** 已到账: repays used credit first, the rest raises the balance, one ledger row. Twice changes nothing. */
  const confirm = db.transaction((id: number, time: string): Review => {
    const row = get(id);
    if (!row) return { ok: false, message: '数据不存在' };
    if (row.status !== REMITTANCE_STATUS.pending) return { ok: true, row, changed: false };
    const account = ledger.account(row.company_id);
    const repay = Math.min(row.amount_fen, account?.credit_used_fen ?? 0);
    const moved = ledger.move({
      companyId: row.company_id,
      kind: 'remittance',
      balanceFen: row.amount_fen - repay,
      creditFen: -repay,
      linkType: 'remittance',
      linkId: row.remittance_id,
      linkNo: row.remittance_no,
      memberUid: row.member_uid,
      mark: repay > 0 ? `汇款到账，先还账期 ${formatFen(repay)} 元` : '汇款到账',
      time,
    });
    if (!moved.ok) throw new Error(`remittance ${id} could not move: ${moved.reason}`);
    q.confirm.run(time, moved.row.ledger_id, id);
    recordMemberEvent(db, {
      companyId: row.company_id,
      memberIds: row.member_uid ? [row.member_uid] : [],
      kind: 'remittance_confirmed',
      text: `汇款单 ${row.remittance_no}（¥${formatFen(row.amount_fen)}）已到账`,
      link: '/user/remittance_management',
    });
    return { ok: true, row: get(id) as RemittanceRow, changed: true };
  });

  /** 已驳回 with its reason; a reviewed remittance stays as it is. */
  const reject = db.transaction((id: number, reason: string, time: string): Review => {
    const row = get(id);
    if (!row) return { ok: false, message: '数据不存在' };
    const changed = q.reject.run(reason, time, id).changes === 1;
    if (changed)
      recordMemberEvent(db, {
        companyId: row.company_id,
        memberIds: row.member_uid ? [row.member_uid] : [],
        kind: 'remittance_rejected',
        text: `汇款单 ${row.remittance_no} 被驳回：${reason}`,
        link: '/user/remittance_management',
      });
    return { ok: true, row: get(id) as RemittanceRow, changed };
  });

  /** 已取消, only while 待审核. */
  function cancel(id: number, time: string): boolean {
    return q.cancel.run(time, id).changes === 1;
  }

  return {
    codeOf,
    companyOfCode,
    freshNo,
    create,
    pendingOf,
    list,
    get,
    confirm,
    reject,
    cancel,
    recent: (limit: number) => q.recent.all(limit) as RemittanceRow[],
  };
}

export type RemittanceStore = ReturnType<typeof createRemittanceStore>;
