// The answers of the finance routes (docs/company-api.md §3): money as two-decimal strings, names beside codes,
// the member who acted by nickname. Raw rows never leave this module.
import { formatFen } from '#shared/money.ts';
import { COMPANY_LEDGER_KINDS, isLedgerKind, REMITTANCE_STATUS_NAMES } from '#shared/company/finance-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyAccountRow, LedgerRow } from '../company-ledger.ts';
import type { RemittanceRow } from './remittance-store.ts';

export function createFinanceViews(db: DemoMallDatabase) {
  const nickname = db.prepare('SELECT nickname FROM users WHERE uid = ?');
  const memberName = (uid: number | null) =>
    uid === null ? '' : ((nickname.get(uid) as { nickname: string } | undefined)?.nickname ?? '');

  return {
    account(row: CompanyAccountRow) {
      return {
        company_id: row.company_id,
        company_name: row.name,
        remittance_code: row.remittance_code,
        now_money: formatFen(row.now_money_fen),
        integral: row.integral,
        credit_line: formatFen(row.credit_limit_fen),
        used_credit: formatFen(row.credit_used_fen),
        available_credit: formatFen(Math.max(0, row.credit_limit_fen - row.credit_used_fen)),
        frozen_money: formatFen(row.frozen_fen),
      };
    },
    ledger(row: LedgerRow) {
      return {
        ledger_id: row.ledger_id,
        kind: row.kind,
        kind_name: isLedgerKind(row.kind) ? COMPANY_LEDGER_KINDS[row.kind] : row.kind,
        pm: row.amount_fen > 0 ? 1 : 0,
        amount: formatFen(row.amount_fen),
        balance: formatFen(row.balance_after_fen),
        used_credit: formatFen(row.credit_used_after_fen),
        net_balance: formatFen(row.balance_after_fen - row.credit_used_after_fen),
        link_type: row.link_type,
        link_id: row.link_id,
        link_no: row.link_no,
        member_name: memberName(row.member_uid),
        mark: row.mark,
        create_time: row.create_time,
      };
    },
    remittance(row: RemittanceRow) {
      return {
        remittance_id: row.remittance_id,
        remittance_no: row.remittance_no,
        code: row.code,
        amount: formatFen(row.amount_fen),
        payer_name: row.payer_name,
        payer_bank: row.payer_bank,
        transfer_date: row.transfer_date,
        vouchers: JSON.parse(row.vouchers) as string[],
        mark: row.mark,
        status: row.status,
        status_name: REMITTANCE_STATUS_NAMES[row.status] ?? '',
        fail_reason: row.fail_reason,
        member_name: memberName(row.member_uid),
        create_time: row.create_time,
        review_time: row.review_time ?? '',
      };
    },
  };
}

export type FinanceViews = ReturnType<typeof createFinanceViews>;
