// 账期即将到期 / 已逾期 (docs/company-api.md §14.1): noticed lazily, whenever the open credit items are worked out
// (the credit page, the 财务 reminder, a credit payment). Each item tells the company's finance members once per
// state and due date (the event's once-key).
import { formatFen } from '#shared/money.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';
import type { CreditItem } from './credit-item.ts';

export function noteCreditDue(db: DemoMallDatabase, companyId: number, items: readonly CreditItem[]): void {
  for (const item of items) {
    if (item.state !== 'due_soon' && item.state !== 'overdue') continue;
    const overdue = item.state === 'overdue';
    recordMemberEvent(db, {
      companyId,
      permission: 'finance.manage',
      kind: overdue ? 'credit_overdue' : 'credit_due_soon',
      text: `订单 ${item.orderSn} 的账期款 ¥${formatFen(item.openFen)} ${overdue ? '已于' : '将于'} ${item.dueDate} ${overdue ? '到期，已逾期' : '到期'}`,
      link: '/user/financial_management',
      once: `${item.state}:${item.orderId}:${item.dueDate}`,
    });
  }
}
