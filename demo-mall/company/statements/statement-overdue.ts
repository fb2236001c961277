// The 账期 items overdue at a statement's period end (docs/company-api.md §4, §11.3), for the exports' own block:
// the credit orders still open whose due date had passed when the month ended (for the current month: today).
import type { Fen } from '#shared/money.ts';
import type { CreditTerms } from '../acceptance/credit-terms.ts';
import { dayOf } from '../acceptance/acceptance-store.ts';
import { nextPeriod, type Period } from './statement-periods.ts';

export interface OverdueEntry {
  orderSn: string;
  dueDate: string;
  openFen: Fen;
}

export function createStatementOverdue(credit: CreditTerms, now: () => number) {
  return (companyId: number, period: Period): OverdueEntry[] => {
    const monthAfter = `${nextPeriod(period)}-01`;
    const today = dayOf(now());
    // overdue at the end: due before the first day after the month, or before today while the month is running
    const cutoff = today < monthAfter ? today : monthAfter;
    return credit
      .openItems(companyId)
      .filter((item) => item.dueDate !== '' && item.dueDate < cutoff)
      .map((item) => ({ orderSn: item.orderSn, dueDate: item.dueDate, openFen: item.openFen }));
  };
}
