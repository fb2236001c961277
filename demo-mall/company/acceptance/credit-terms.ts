// 账期 (docs/company-api.md §11.3): which credit payments are still open, when each falls due and whether any is
// overdue. A credit order becomes billable when it is accepted and falls due the company's credit days later.
// Repayments (remittances, balance repayments, refunds) lower the company's used credit without naming an order,
// so they clear the open items first-due-first: the items left open are the latest ones, whose open amounts add
// up to the used credit (credit used before any order, e.g. an opening figure, is not itemised). Only accepted
// pieces are billed: the refund a shortfall opened counts as deducted while the merchant handles it.
import { CREDIT_ITEM_STATE_NAMES, type CreditItemState, DUE_SOON_DAYS, overdueRefusal } from '#shared/company/acceptance-rules.ts';
import { formatFen } from '#shared/money.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { type AcceptanceStore, dayAfter, dayOf } from './acceptance-store.ts';
import type { CreditItem } from './credit-item.ts';
import { noteCreditDue } from './credit-due-notices.ts';

interface CreditOrderRow {
  order_id: number;
  order_sn: string;
  pay_time: string;
  pay_price_fen: number;
  take_time: string | null;
  accept_time: string | null;
  due_date: string | null;
  refunded_fen: number;
  /** the shortfall refund acceptance opened, while the merchant still handles it */
  shortfall_fen: number;
}

export function createCreditTerms(db: DemoMallDatabase, acceptances: AcceptanceStore, now: () => number) {
  const q = {
    orders: db.prepare(`SELECT o.order_id, o.order_sn, o.pay_time, o.pay_price_fen, o.take_time, a.accept_time, a.due_date,
        COALESCE((SELECT SUM(r.refund_price_fen) FROM refund_orders r WHERE r.order_id = o.order_id AND r.status = 3), 0) AS refunded_fen,
        COALESCE((SELECT r.refund_price_fen FROM refund_orders r WHERE r.refund_order_id = a.refund_order_id
          AND r.status IN (0, 1, 2)), 0) AS shortfall_fen
      FROM orders o LEFT JOIN company_acceptances a ON a.order_id = o.order_id
      WHERE o.principal = ? AND o.paid = 1 AND o.pay_type = 'credit' ORDER BY o.order_id`),
    used: db.prepare('SELECT credit_used_fen AS used FROM companies WHERE company_id = ?'),
  };

  /** the due date of a credit order: its acceptance's, or (confirmed by 确认收货 alone) its receipt's plus today's terms */
  function dueOf(row: CreditOrderRow, creditDays: number): string {
    if (row.due_date) return row.due_date;
    return row.take_time ? dayAfter(row.take_time, creditDays) : '';
  }

  function stateOf(dueDate: string, today: string): CreditItemState {
    if (dueDate === '') return 'unbilled';
    if (dueDate < today) return 'overdue';
    return dueDate <= dayAfter(`${today} 00:00:00`, DUE_SOON_DAYS) ? 'due_soon' : 'open';
  }

  /** Every credit order of the company still (partly) unpaid, first due first; accepts the overdue acceptances first. */
  function openItems(companyId: number): CreditItem[] {
    const at = now();
    acceptances.sweep(companyId, at, formatDateTime(new Date(at)));
    const today = dayOf(at);
    const creditDays = acceptances.terms(companyId)?.credit_days ?? 0;
    const rows = q.orders.all(`company:${companyId}`) as CreditOrderRow[];
    const items = rows
      .map((row) => ({
        row,
        dueDate: dueOf(row, creditDays),
        amountFen: Math.max(0, row.pay_price_fen - row.refunded_fen - row.shortfall_fen),
      }))
      .filter((item) => item.amountFen > 0)
      // repayments clear billable items by due date, then unbilled ones by order
      .sort((a, b) => (a.dueDate || '9999').localeCompare(b.dueDate || '9999') || a.row.order_id - b.row.order_id);
    // the used credit a pending shortfall refund will give back is not owed
    const pendingFen = rows.reduce((sum, row) => sum + row.shortfall_fen, 0);
    const used = Math.max(0, ((q.used.get(companyId) as { used: number } | undefined)?.used ?? 0) - pendingFen);
    let cleared = Math.max(0, items.reduce((sum, item) => sum + item.amountFen, 0) - used);
    const open: CreditItem[] = [];
    for (const item of items) {
      const clears = Math.min(cleared, item.amountFen);
      cleared -= clears;
      if (item.amountFen - clears === 0) continue;
      open.push({
        orderId: item.row.order_id,
        orderSn: item.row.order_sn,
        payTime: item.row.pay_time,
        acceptTime: item.row.accept_time ?? item.row.take_time ?? '',
        dueDate: item.dueDate,
        amountFen: item.amountFen,
        openFen: item.amountFen - clears,
        state: stateOf(item.dueDate, today),
      });
    }
    noteCreditDue(db, companyId, open);
    return open;
  }

  return {
    openItems,
    /** The refusal of a new credit payment while anything is overdue, naming the overdue orders; null when none is. */
    creditRefusal(companyId: number): string | null {
      const overdue = openItems(companyId).filter((item) => item.state === 'overdue');
      if (overdue.length === 0) return null;
      return overdueRefusal(overdue.map((item) => ({ orderSn: item.orderSn, dueDate: item.dueDate, openYuan: formatFen(item.openFen) })));
    },
    view(item: CreditItem) {
      return {
        order_id: item.orderId,
        order_sn: item.orderSn,
        pay_time: item.payTime,
        accept_time: item.acceptTime,
        due_date: item.dueDate,
        amount: formatFen(item.amountFen),
        open_amount: formatFen(item.openFen),
        state: item.state,
        state_name: CREDIT_ITEM_STATE_NAMES[item.state],
      };
    },
  };
}

export type CreditTerms = ReturnType<typeof createCreditTerms>;
