// What happens to a company order at create (docs/company-api.md §13.2–13.4): it is refused when it would go
// over a refuse-mode budget; held under the first matching rule; held with the fallback level when no rule
// matches but it goes over the member's limits (§5, today's rule) or a hold-mode budget; or it goes on to
// payment. The confirm page asks the same question before the order exists (forecast).
import { excessText, type LimitExcess } from '#shared/company/approval-rules.ts';
import { BUDGET_PERIOD_NAMES } from '#shared/company/org-rules.ts';
import { formatFen } from '#shared/money.ts';
import type { BudgetService, BudgetStanding } from '../budgets/budget-service.ts';
import type { CompanyMember } from '../membership.ts';
import type { UnitStore } from '../units/unit-store.ts';
import { firstMatch, ruleReason } from './rule-match.ts';
import type { RuleRow, RuleStore } from './rule-store.ts';

export interface OrderQuestion {
  amountFen: number;
  productIds: readonly number[];
  costCenterId: number | null;
  /** 'YYYY-MM-DD' the order is placed on */
  date: string;
  /** the order itself, left out of the budgets' use */
  exceptGroup: number;
  excesses: readonly LimitExcess[];
}

export type Verdict = { kind: 'pass' } | { kind: 'refuse'; message: string } | { kind: 'hold'; rule: RuleRow | null; reason: string };

export interface GateAnswer {
  verdict: Verdict;
  unitId: number;
  budgets: (BudgetStanding & { over: boolean; name: string })[];
}

export interface OrderGateDeps {
  units: UnitStore;
  rules: RuleStore;
  budgets: BudgetService;
  /** the category ids (leaf and parents) a product sits in */
  categoriesOf: (productId: number) => readonly number[];
  costCenterName: (costCenterId: number) => string;
}

export function createOrderGate({ units, rules, budgets, categoriesOf, costCenterName }: OrderGateDeps) {
  const budgetName = (s: BudgetStanding) =>
    `${s.budget.unit_id !== null ? (units.byId(s.budget.unit_id)?.name ?? '') : costCenterName(s.budget.cost_center_id ?? 0)}${BUDGET_PERIOD_NAMES[s.budget.period]}预算`;
  const budgetText = (b: GateAnswer['budgets'][number], amountFen: number) =>
    `${b.name}剩余 ${formatFen(Math.max(0, b.remainingFen))} 元，本单 ${formatFen(amountFen)} 元`;

  /** the member's unit and the budgets the order counts against, each with whether the order goes over it */
  function standings(member: CompanyMember, ask: OrderQuestion, time: string): Omit<GateAnswer, 'verdict'> {
    const unitId = units.unitOfMember(member.companyId, member.uid, time);
    const found = budgets.applicable(member.companyId, unitId, ask.costCenterId, ask.date, time).map((b) => {
      const s = budgets.standing(b, ask.exceptGroup);
      return { ...s, over: ask.amountFen > s.remainingFen, name: budgetName(s) };
    });
    return { unitId, budgets: found };
  }

  /** why a refuse-mode budget turns the order away, or null */
  function refusal(found: Omit<GateAnswer, 'verdict'>, amountFen: number): string | null {
    const refusing = found.budgets.find((b) => b.over && b.budget.mode === 'refuse');
    return refusing ? `超出预算，无法下单：${budgetText(refusing, amountFen)}` : null;
  }

  /** held under the first matching rule, held with the fallback level over a limit or budget, or pass */
  function holdVerdict(member: CompanyMember, ask: OrderQuestion, found: Omit<GateAnswer, 'verdict'>): Verdict {
    const overBudget = found.budgets.find((b) => b.over);
    const facts = {
      amountFen: ask.amountFen,
      categoryIds: new Set(ask.productIds.flatMap((id) => categoriesOf(id))),
      unitChain: units.chainUp(found.unitId).map((u) => u.unit_id),
      role: member.role,
      overLimit: ask.excesses.length > 0,
      overBudget: overBudget !== undefined,
    };
    const rule = firstMatch(rules.listOf(member.companyId), facts);
    if (rule) return { kind: 'hold', rule, reason: ruleReason(rule, facts, (id) => units.byId(id)?.name ?? '') };
    const reasons = [excessText(ask.excesses), overBudget ? `超出预算：${budgetText(overBudget, ask.amountFen)}` : ''].filter(Boolean);
    return reasons.length > 0 ? { kind: 'hold', rule: null, reason: reasons.join('；') } : { kind: 'pass' };
  }

  /** the whole question at once, as the confirm page's forecast asks it */
  function judge(member: CompanyMember, ask: OrderQuestion, time: string): GateAnswer {
    const found = standings(member, ask, time);
    const refused = refusal(found, ask.amountFen);
    return { ...found, verdict: refused ? { kind: 'refuse', message: refused } : holdVerdict(member, ask, found) };
  }

  return { judge, standings, refusal, holdVerdict };
}

export type OrderGate = ReturnType<typeof createOrderGate>;
