// Offline remittances (docs/company-api.md §3.4): the 汇款识别码 a company reserves before it transfers, the
// remittance it then submits under that code (the code is the idempotency key: submitting it again answers the
// first record), and the platform's review. Confirming moves the money through the company ledger — used credit
// is repaid first, the rest raises the balance — in the same transaction that marks the remittance 已到账.
import { randomInt } from 'node:crypto';
import { formatFen } from '#shared/money.ts';
import { REMITTANCE_STATUS, remittanceCode } from '#shared/schemas/company-finance-schemas.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyLedger } from '../company-ledger.ts';

export interface RemittanceRow {
  remittance_id: number;
  company_id: number;
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
  code: string;
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

/** Tries before a fresh code is given up (a clash needs the same day and the same 4 of 32^4 tails). */
const CODE_TRIES = 20;

export function createRemittanceStore(db: DemoMallDatabase, ledger: CompanyLedger) {
  const q = {
    reserve: db.prepare('INSERT OR IGNORE INTO company_remittance_codes (code, company_id, create_time) VALUES (?, ?, ?)'),
    codeOwner: db.prepare('SELECT company_id AS companyId FROM company_remittance_codes WHERE code = ?'),
    byCode: db.prepare('SELECT * FROM company_remittances WHERE code = ?'),
    byId: db.prepare('SELECT * FROM company_remittances WHERE remittance_id = ?'),
    insert: db.prepare(`
      INSERT INTO company_remittances (company_id, code, amount_fen, payer_name, payer_bank, transfer_date, vouchers, mark,
                                       status, member_uid, create_time)
      VALUES (@companyId, @code, @amountFen, @payerName, @payerBank, @transferDate, @vouchers, @mark, 0, @memberUid, @time)`),
    cancel: db.prepare('UPDATE company_remittances SET status = -1, review_time = ? WHERE remittance_id = ? AND status = 0'),
    confirm: db.prepare('UPDATE company_remittances SET status = 1, review_time = ?, ledger_id = ? WHERE remittance_id = ? AND status = 0'),
    reject: db.prepare(
      'UPDATE company_remittances SET status = 2, fail_reason = ?, review_time = ? WHERE remittance_id = ? AND status = 0',
    ),
    recent: db.prepare('SELECT * FROM company_remittances ORDER BY remittance_id DESC LIMIT ?'),
  };

  /** Reserves a fresh code for the company; the day in it is the day it was issued. */
  function reserveCode(companyId: number, time: string): string {
    for (let i = 0; i < CODE_TRIES; i++) {
      const code = remittanceCode(time.slice(0, 10), randomInt);
      if (q.reserve.run(code, companyId, time).changes === 1) return code;
    }
    throw new Error('no free remittance code');
  }

  function isCodeOf(companyId: number, code: string): boolean {
    return (q.codeOwner.get(code) as { companyId: number } | undefined)?.companyId === companyId;
  }

  /** Records a remittance once per code; the same code again answers the first record. */
  const create = db.transaction((input: NewRemittance): { row: RemittanceRow; repeated: boolean } => {
    const existing = q.byCode.get(input.code) as RemittanceRow | undefined;
    if (existing) return { row: existing, repeated: true };
    const { lastInsertRowid } = q.insert.run({ ...input, vouchers: JSON.stringify(input.vouchers) });
    return { row: q.byId.get(lastInsertRowid) as RemittanceRow, repeated: false };
  });

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
      linkNo: row.code,
      memberUid: row.member_uid,
      mark: repay > 0 ? `汇款到账，先还账期 ${formatFen(repay)} 元` : '汇款到账',
      time,
    });
    if (!moved.ok) throw new Error(`remittance ${id} could not move: ${moved.reason}`);
    q.confirm.run(time, moved.row.ledger_id, id);
    return { ok: true, row: get(id) as RemittanceRow, changed: true };
  });

  /** 已驳回 with its reason; a reviewed remittance stays as it is. */
  function reject(id: number, reason: string, time: string): Review {
    const row = get(id);
    if (!row) return { ok: false, message: '数据不存在' };
    const changed = q.reject.run(reason, time, id).changes === 1;
    return { ok: true, row: get(id) as RemittanceRow, changed };
  }

  /** 已取消, only while 待审核. */
  function cancel(id: number, time: string): boolean {
    return q.cancel.run(time, id).changes === 1;
  }

  return {
    reserveCode,
    isCodeOf,
    create,
    list,
    get,
    confirm,
    reject,
    cancel,
    recent: (limit: number) => q.recent.all(limit) as RemittanceRow[],
  };
}

export type RemittanceStore = ReturnType<typeof createRemittanceStore>;
