// The company account and its ledger (docs/company-api.md §3): the only code that changes a company's balance
// (now_money_fen) or used credit (credit_used_fen). Every change writes one ledger row in the same statement
// batch, carrying the balance and used credit after it, so the ledger always explains the account:
//   net = balance − used credit, and each row's net after = the previous row's net after + its amount.
// Callers that must check something and move money together run `move` inside their own db.transaction.
import type { DemoMallDatabase } from '../db/database.ts';

/** What a movement is; the storefront names them (COMPANY_LEDGER_KINDS in docs/company-api.md §3.2). */
export type LedgerKind =
  | 'opening' // 期初结转: the money a company held when its ledger began
  | 'remittance' // 汇款到账: a confirmed offline remittance (repays used credit first, then the balance)
  | 'balance_pay' // 余额支付: an order paid from the company balance
  | 'credit_pay' // 账期支付: an order paid on credit
  | 'refund' // 退款: money back for a refund, to where the order's money came from
  | 'adjust' // 调整: a platform correction
  | 'credit_repay' // 账期还款: the company balance repays used credit (docs/company-api.md §11.3)
  | 'red_invoice'; // 红字发票: a red invoice reverses part of an invoice; moves no money, its refund did (§12.3)

export type LinkType = '' | 'order' | 'refund' | 'remittance' | 'invoice';

export interface Movement {
  companyId: number;
  kind: LedgerKind;
  /** change of the balance, fen (negative takes) */
  balanceFen: number;
  /** change of the used credit, fen (positive uses credit, negative repays it) */
  creditFen: number;
  linkType?: LinkType;
  linkId?: number;
  linkNo?: string;
  memberUid?: number | null;
  mark?: string;
  time: string;
}

export interface LedgerRow {
  ledger_id: number;
  company_id: number;
  kind: LedgerKind;
  /** effect on the net position: balanceFen − creditFen */
  amount_fen: number;
  balance_after_fen: number;
  credit_used_after_fen: number;
  link_type: LinkType;
  link_id: number;
  link_no: string;
  member_uid: number | null;
  mark: string;
  create_time: string;
}

export interface CompanyAccountRow {
  company_id: number;
  name: string;
  /** the permanent 汇款识别码 (ADR 0036) */
  remittance_code: string;
  now_money_fen: number;
  integral: number;
  credit_limit_fen: number;
  credit_used_fen: number;
  frozen_fen: number;
}

export type MoveResult = { ok: true; row: LedgerRow } | { ok: false; reason: 'balance' | 'credit' | 'company' };

export function createCompanyLedger(db: DemoMallDatabase) {
  const account = db.prepare(
    'SELECT company_id, name, remittance_code, now_money_fen, integral, credit_limit_fen, credit_used_fen, frozen_fen FROM companies WHERE company_id = ?',
  );
  const update = db.prepare('UPDATE companies SET now_money_fen = ?, credit_used_fen = ? WHERE company_id = ?');
  const insert = db.prepare(`
    INSERT INTO company_ledger (company_id, kind, amount_fen, balance_after_fen, credit_used_after_fen, link_type, link_id,
                                link_no, member_uid, mark, create_time)
    VALUES (@company_id, @kind, @amount_fen, @balance_after_fen, @credit_used_after_fen, @link_type, @link_id, @link_no,
            @member_uid, @mark, @create_time)`);
  const byId = db.prepare('SELECT * FROM company_ledger WHERE ledger_id = ?');
  const between = db.prepare(
    'SELECT * FROM company_ledger WHERE company_id = ? AND create_time >= ? AND create_time < ? ORDER BY ledger_id',
  );
  const lastBefore = db.prepare('SELECT * FROM company_ledger WHERE company_id = ? AND create_time < ? ORDER BY ledger_id DESC LIMIT 1');
  const first = db.prepare('SELECT * FROM company_ledger WHERE company_id = ? ORDER BY ledger_id LIMIT 1');

  /**
   * Moves money and writes its ledger row, all or nothing. Refuses a balance below zero ('balance') and used
   * credit above the credit line or below zero ('credit').
   */
  const move = db.transaction((movement: Movement): MoveResult => {
    const before = account.get(movement.companyId) as CompanyAccountRow | undefined;
    if (!before) return { ok: false, reason: 'company' };
    const balance = before.now_money_fen + movement.balanceFen;
    const used = before.credit_used_fen + movement.creditFen;
    if (balance < 0) return { ok: false, reason: 'balance' };
    if (used < 0 || used > before.credit_limit_fen) return { ok: false, reason: 'credit' };
    update.run(balance, used, movement.companyId);
    const { lastInsertRowid } = insert.run({
      company_id: movement.companyId,
      kind: movement.kind,
      amount_fen: movement.balanceFen - movement.creditFen,
      balance_after_fen: balance,
      credit_used_after_fen: used,
      link_type: movement.linkType ?? '',
      link_id: movement.linkId ?? 0,
      link_no: movement.linkNo ?? '',
      member_uid: movement.memberUid ?? null,
      mark: movement.mark ?? '',
      create_time: movement.time,
    });
    return { ok: true, row: byId.get(lastInsertRowid) as LedgerRow };
  });

  return {
    move,
    account(companyId: number): CompanyAccountRow | undefined {
      return account.get(companyId) as CompanyAccountRow | undefined;
    },
    /** Rows with from ≤ create_time < to ('Y-m-d H:i:s' strings compare in time order), oldest first. */
    rowsBetween(companyId: number, from: string, to: string): LedgerRow[] {
      return between.all(companyId, from, to) as LedgerRow[];
    },
    /** The last row before a time: its net after is the opening position of whatever starts then. */
    lastBefore(companyId: number, time: string): LedgerRow | undefined {
      return lastBefore.get(companyId, time) as LedgerRow | undefined;
    },
    firstRow(companyId: number): LedgerRow | undefined {
      return first.get(companyId) as LedgerRow | undefined;
    },
  };
}

export type CompanyLedger = ReturnType<typeof createCompanyLedger>;

/** The net position after a row: balance − used credit. */
export function netAfter(row: Pick<LedgerRow, 'balance_after_fen' | 'credit_used_after_fen'>): number {
  return row.balance_after_fen - row.credit_used_after_fen;
}
