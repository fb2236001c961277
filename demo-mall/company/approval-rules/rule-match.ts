// Which approval rule an order falls under (docs/company-api.md §13.2): the first rule, in the company's
// order, whose every condition holds. No rule: the order is held only when it goes over the member's limits or
// a hold-mode budget (today's behaviour, §5), with the fallback level.
import { formatFen } from '#shared/money.ts';
import type { RuleRow } from './rule-store.ts';

export interface OrderFacts {
  amountFen: number;
  /** every category the order's products sit in, leaves and their parents */
  categoryIds: ReadonlySet<number>;
  /** the requester's unit and its ancestors */
  unitChain: readonly number[];
  role: string;
  overLimit: boolean;
  overBudget: boolean;
}

export function ruleMatches(rule: RuleRow, facts: OrderFacts): boolean {
  if (rule.min_fen !== null && facts.amountFen < rule.min_fen) return false;
  if (rule.max_fen !== null && facts.amountFen > rule.max_fen) return false;
  if (rule.category_id !== null && !facts.categoryIds.has(rule.category_id)) return false;
  if (rule.unit_id !== null && !facts.unitChain.includes(rule.unit_id)) return false;
  if (rule.requester_role !== null && rule.requester_role !== facts.role) return false;
  if (rule.over_limit === 1 && !facts.overLimit) return false;
  if (rule.over_budget === 1 && !facts.overBudget) return false;
  return true;
}

export const firstMatch = (rules: readonly RuleRow[], facts: OrderFacts) => rules.find((rule) => ruleMatches(rule, facts)) ?? null;

/** 订单金额 6000.00 元 ≥ 5000.00 元；采购部 — why the rule holds this order, as the confirm page and queue say it. */
export function ruleReason(rule: RuleRow, facts: OrderFacts, unitName: (id: number) => string): string {
  const parts = [`订单金额 ${formatFen(facts.amountFen)} 元`];
  if (rule.min_fen !== null && rule.max_fen !== null) parts[0] += `（${formatFen(rule.min_fen)}–${formatFen(rule.max_fen)} 元）`;
  else if (rule.min_fen !== null) parts[0] += ` ≥ ${formatFen(rule.min_fen)} 元`;
  else if (rule.max_fen !== null) parts[0] += ` ≤ ${formatFen(rule.max_fen)} 元`;
  if (rule.unit_id !== null) parts.push(`申请部门属于${unitName(rule.unit_id)}`);
  if (rule.category_id !== null) parts.push('含指定类目商品');
  if (rule.over_limit === 1) parts.push('超出采购限额');
  if (rule.over_budget === 1) parts.push('超出预算');
  return `符合审批规则「${rule.name}」：${parts.join('；')}`;
}
