// Company orders' money (docs/company-api.md §3.3): paying from the company balance (企业余额) or on credit
// (企业账期), and refunds going back where the money came from. Every change goes through the company ledger,
// one row per merchant order or refund, so the ledger links each movement to what caused it. Callers run these
// inside the transaction that marks the order paid or the refund done; a refusal leaves nothing behind
// because the caller's transaction rolls back.
import type { DemoMallDatabase } from '../../db/database.ts';
import type { CompanyPayKind, CompanyPayments, PaidOrder } from '../../trade/company-payments-port.ts';
import type { CompanyLedger, LedgerRow } from '../company-ledger.ts';

/** Answers the trade module's CompanyPayments port through the company ledger. */
export function createCompanyPayments(
  db: DemoMallDatabase,
  ledger: CompanyLedger,
  /** why the company may not pay on credit now (an overdue credit item, §11.3), or null */
  creditRefusal: (companyId: number) => string | null = () => null,
) {
  const owner = db.prepare('SELECT owner_uid AS uid FROM companies WHERE company_id = ?');
  /** who moved the money: the member a token names, else the company's owner (tokens older than members) */
  const actor = (companyId: number, memberUid: number | null) =>
    memberUid ?? (owner.get(companyId) as { uid: number } | undefined)?.uid ?? null;

  /**
   * Takes each order's amount from the balance (balance_pay) or adds it to the used credit (credit_pay).
   * Answers 'balance' / 'credit' when the account cannot cover it; the caller then rolls back the rows
   * already written for earlier orders of the group.
   */
  function pay(
    companyId: number,
    kind: CompanyPayKind,
    paid: readonly PaidOrder[],
    memberUid: number | null,
    time: string,
  ): 'balance' | 'credit' | { refused: string } | null {
    const refused = kind === 'credit_pay' ? creditRefusal(companyId) : null;
    if (refused) return { refused };
    for (const order of paid) {
      if (order.payFen <= 0) continue;
      const moved = ledger.move({
        companyId,
        kind,
        balanceFen: kind === 'balance_pay' ? -order.payFen : 0,
        creditFen: kind === 'credit_pay' ? order.payFen : 0,
        linkType: 'order',
        linkId: order.orderId,
        linkNo: order.orderSn,
        memberUid: actor(companyId, memberUid),
        mark: `${kind === 'balance_pay' ? '企业余额' : '企业账期'}支付订单 ${order.orderSn}`,
        time,
      });
      if (!moved.ok) return moved.reason === 'credit' ? 'credit' : 'balance';
    }
    return null;
  }

  /**
   * A refund of a company order: balance payments come back to the balance; credit payments reduce the used
   * credit, and whatever of it was already repaid (by a remittance) comes back to the balance instead.
   */
  function refund(
    companyId: number,
    channel: string,
    refund: { refundId: number; refundSn: string; amountFen: number; memberUid: number | null },
    time: string,
  ): LedgerRow | null {
    if (refund.amountFen <= 0) return null;
    const account = ledger.account(companyId);
    if (!account) return null;
    const creditBack = channel === 'credit' ? Math.min(refund.amountFen, account.credit_used_fen) : 0;
    const moved = ledger.move({
      companyId,
      kind: 'refund',
      balanceFen: refund.amountFen - creditBack,
      creditFen: -creditBack,
      linkType: 'refund',
      linkId: refund.refundId,
      linkNo: refund.refundSn,
      memberUid: refund.memberUid,
      mark: `退款单 ${refund.refundSn} 退回${creditBack > 0 ? '企业账期' : '企业余额'}`,
      time,
    });
    return moved.ok ? moved.row : null;
  }

  return { pay, refund } satisfies CompanyPayments;
}
