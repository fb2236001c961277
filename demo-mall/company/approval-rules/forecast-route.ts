// The confirm page's question before the order exists (docs/company-api.md §13.5): would this order be held,
// under which rule and why, or refused by a budget, and what the budgets it counts against have left.
import type { FastifyInstance } from 'fastify';
import { CHAIN_MESSAGES } from '#shared/company/org-rules.ts';
import { formatFen, toFen } from '#shared/money.ts';
import { limitExcesses } from '#shared/company/approval-rules.ts';
import { fail, ok } from '../../core/envelope.ts';
import { idListOf, isAbsent, integerOf, textOf } from '../../core/param-readers.ts';
import { readParams } from '../../core/params.ts';
import type { ApprovalStore } from '../approvals/approval-store.ts';
import type { Membership } from '../membership.ts';
import type { OrderGate } from './order-gate.ts';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export function registerForecastRoute(
  app: FastifyInstance,
  deps: { membership: Membership; gate: OrderGate; store: ApprovalStore; time: () => string },
): void {
  app.post('/api/company/approval/forecast', async (request) => {
    const self = deps.membership.member(request);
    const params = readParams(request);
    if (!AMOUNT.test(textOf(params.amount))) return fail('金额格式不正确');
    const productIds = idListOf(params.product_ids) ?? [];
    const costCenterId = isAbsent(params.cost_center_id) ? null : integerOf(params.cost_center_id) || null;
    const amountFen = toFen(textOf(params.amount));
    const now = deps.time();
    const spent = deps.store.monthSpent(`company:${self.companyId}`, self.uid, now.slice(0, 7));
    const excesses = limitExcesses(deps.store.limitsOf(self.companyId, self.uid), amountFen, spent);
    const ask = { amountFen, productIds, costCenterId, date: now.slice(0, 10), exceptGroup: 0, excesses };
    const { verdict, budgets } = deps.gate.judge(self, ask, now);
    return ok({
      held: verdict.kind === 'hold',
      refused: verdict.kind === 'refuse',
      message: verdict.kind === 'refuse' ? verdict.message : verdict.kind === 'hold' ? CHAIN_MESSAGES.heldByRule : '',
      rule_id: verdict.kind === 'hold' ? (verdict.rule?.rule_id ?? 0) : 0,
      rule_name: verdict.kind === 'hold' ? (verdict.rule?.name ?? '') : '',
      reason: verdict.kind === 'hold' ? verdict.reason : '',
      budgets: budgets.map((b) => ({
        budget_id: b.budget.budget_id,
        name: b.name,
        amount: formatFen(b.budget.amount_fen),
        remaining: formatFen(b.remainingFen),
        mode: b.budget.mode,
        over: b.over,
      })),
    });
  });
}
