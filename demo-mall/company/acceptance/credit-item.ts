// One credit payment still open (docs/company-api.md §11.3), as credit-terms.ts reads it and the due notices tell it.
import type { CreditItemState } from '#shared/company/acceptance-rules.ts';

export interface CreditItem {
  orderId: number;
  orderSn: string;
  payTime: string;
  acceptTime: string;
  /** '' while not accepted (not billable yet) */
  dueDate: string;
  amountFen: number;
  /** what is still to repay of this order */
  openFen: number;
  state: CreditItemState;
}
