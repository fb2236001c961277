// What trade and after-sales need of a company's money (docs/company-api.md §3.3), owned here and answered by
// the company module's finance (company/finance/company-payments.ts), so trade never reaches into company/.
// Callers run these inside the transaction that marks the order paid or the refund done.

export type CompanyPayKind = 'balance_pay' | 'credit_pay';

/** One merchant order of a group being paid. */
export interface PaidOrder {
  orderId: number;
  orderSn: string;
  payFen: number;
}

export interface CompanyPayments {
  /**
   * takes each order's amount from the balance or the credit; 'balance' / 'credit' when the account cannot cover
   * it, `{ refused }` when the company's terms refuse credit (an overdue item, docs/company-api.md §11.3)
   */
  pay(
    companyId: number,
    kind: CompanyPayKind,
    paid: readonly PaidOrder[],
    memberUid: number | null,
    time: string,
  ): 'balance' | 'credit' | { refused: string } | null;
  /** sends a refund back where the money came from; the ledger row written, or null when refused */
  refund(
    companyId: number,
    channel: string,
    refund: { refundId: number; refundSn: string; amountFen: number; memberUid: number | null },
    time: string,
  ): object | null;
}

/** The company behind a principal key ('company:3' → 3); null for a user. */
export function companyIdOf(principalKey: string): number | null {
  const [kind, raw] = principalKey.split(':');
  const id = Number.parseInt(raw ?? '', 10);
  return kind === 'company' && Number.isInteger(id) && id > 0 ? id : null;
}
