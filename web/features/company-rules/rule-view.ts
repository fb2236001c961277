// Pure: approval rules (docs/company-api.md §13.2) as the 审批流程 page lists and edits them.

export interface LevelForm {
  kind: 'head' | 'role';
  role: string;
  mode: 'any' | 'all';
}

export interface RuleForm {
  name: string;
  min_amount: string;
  max_amount: string;
  unit_id: string;
  requester_role: string;
  over_limit: boolean;
  over_budget: boolean;
  levels: LevelForm[];
}

export interface RuleRowView {
  id: number;
  name: string;
  conditions: string;
  chain: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

function conditionsOf(r: Record<string, unknown>): string {
  const parts: string[] = [];
  if (text(r.min_amount)) parts.push(`金额 ≥ ¥${text(r.min_amount)}`);
  if (text(r.max_amount)) parts.push(`金额 ≤ ¥${text(r.max_amount)}`);
  if (text(r.unit_name)) parts.push(`${text(r.unit_name)}及下级`);
  if (text(r.requester_role_name)) parts.push(`申请人为${text(r.requester_role_name)}`);
  if (Number(r.over_limit) === 1) parts.push('超出采购限额');
  if (Number(r.over_budget) === 1) parts.push('超出预算');
  return parts.length > 0 ? parts.join('，') : '所有订单';
}

export function toRuleRows(list: unknown[], roleNames: Readonly<Record<string, string>>): RuleRowView[] {
  return (list as Record<string, unknown>[]).map((r) => {
    const levels = Array.isArray(r.levels) ? (r.levels as Record<string, unknown>[]) : [];
    const chain = levels.map(
      (l) => `${l.kind === 'role' ? (roleNames[text(l.role)] ?? text(l.role)) : text(l.kind_name)}（${text(l.mode_name)}）`,
    );
    return { id: Number(r.rule_id) || 0, name: text(r.name), conditions: conditionsOf(r), chain: chain.join(' → ') };
  });
}

export const emptyRule = (): RuleForm => ({
  name: '',
  min_amount: '',
  max_amount: '',
  unit_id: '0',
  requester_role: '',
  over_limit: false,
  over_budget: false,
  levels: [{ kind: 'head', role: '', mode: 'any' }],
});
