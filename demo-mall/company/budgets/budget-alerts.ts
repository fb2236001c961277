// 消息中心 for budgets (docs/company-api.md §14.1): when an order takes a budget past 80 % of its amount, and again
// when it uses it up, the company's 管理员 and 财务 (budgets.manage) hear of it once per budget row (a renewed
// period is a new row, so it is told again). Called in order/create's transaction, after the order is stamped.
import { formatFen } from '#shared/money.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { recordMemberEvent } from '../inbox/record-event.ts';
import type { BudgetStanding } from './budget-service.ts';

const THRESHOLDS = [
  { kind: 'budget_80', share: 0.8, text: '已使用超过 80%' },
  { kind: 'budget_100', share: 1, text: '已用完' },
] as const;

/** `standings` are read without this order; `orderFen` is what it adds. */
export function tellBudgetThresholds(
  db: DemoMallDatabase,
  companyId: number,
  standings: readonly (BudgetStanding & { name: string })[],
  orderFen: number,
): void {
  for (const { budget, usedFen, name } of standings) {
    const after = usedFen + orderFen;
    for (const step of THRESHOLDS) {
      const line = Math.ceil(budget.amount_fen * step.share);
      if (usedFen >= line || after < line) continue;
      recordMemberEvent(db, {
        companyId,
        permission: 'budgets.manage',
        kind: step.kind,
        text: `${name}${step.text}：已用 ¥${formatFen(after)}，预算 ¥${formatFen(budget.amount_fen)}`,
        link: '/user/budgets',
        once: `${step.kind}:${budget.budget_id}`,
      });
    }
  }
}
