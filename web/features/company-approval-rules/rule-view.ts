// Pure: approval rules (docs/company-api.md §13.2) as the 审批流程 page lists them — conditions and chain in
// words, with the category and member names the page read beside them — and the choices its dialog offers.
import { type RuleForm, ruleFormOf } from './rule-form.ts';

export interface RuleRowView {
  id: number;
  name: string;
  conditions: string;
  chain: string;
  form: RuleForm;
}

/** a category of the mall's tree, indented by its level, for a select */
export interface CategoryOption {
  id: number;
  name: string;
  label: string;
}

export interface MemberOption {
  uid: number;
  nickname: string;
}

export interface RuleNames {
  roles: Readonly<Record<string, string>>;
  categories: readonly CategoryOption[];
  members: readonly MemberOption[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** GET /api/store/product/category/lst's tree, depth first */
export function toCategoryOptions(list: unknown, depth = 0): CategoryOption[] {
  if (!Array.isArray(list)) return [];
  return (list as Record<string, unknown>[]).flatMap((c) => [
    { id: Number(c.store_category_id) || 0, name: text(c.cate_name), label: `${'　'.repeat(depth)}${text(c.cate_name)}` },
    ...toCategoryOptions(c.children, depth + 1),
  ]);
}

function conditionsOf(r: Record<string, unknown>, names: RuleNames): string {
  const parts: string[] = [];
  if (text(r.min_amount)) parts.push(`金额 ≥ ¥${text(r.min_amount)}`);
  if (text(r.max_amount)) parts.push(`金额 ≤ ¥${text(r.max_amount)}`);
  const category = Number(r.category_id) || 0;
  if (category > 0) parts.push(`含「${names.categories.find((c) => c.id === category)?.name ?? `分类 ${category}`}」商品`);
  if (text(r.unit_name)) parts.push(`${text(r.unit_name)}及下级`);
  if (text(r.requester_role_name)) parts.push(`申请人为${text(r.requester_role_name)}`);
  if (Number(r.over_limit) === 1) parts.push('超出采购限额');
  if (Number(r.over_budget) === 1) parts.push('超出预算');
  return parts.length > 0 ? parts.join('，') : '所有订单';
}

function whoOf(l: Record<string, unknown>, names: RuleNames): string {
  const role = names.roles[text(l.role)] ?? text(l.role);
  if (l.kind === 'role') return text(l.unit_name) ? `${text(l.unit_name)}的${role}` : role;
  if (l.kind !== 'members') return text(l.kind_name);
  const uids = Array.isArray(l.uids) ? l.uids.map(Number) : [];
  return uids.map((uid) => names.members.find((m) => m.uid === uid)?.nickname ?? `成员 ${uid}`).join('、');
}

export function toRuleRows(list: unknown[], names: RuleNames): RuleRowView[] {
  return (list as Record<string, unknown>[]).map((r) => {
    const levels = Array.isArray(r.levels) ? (r.levels as Record<string, unknown>[]) : [];
    const chain = levels.map((l) => `${whoOf(l, names)}（${text(l.mode_name)}）`);
    return {
      id: Number(r.rule_id) || 0,
      name: text(r.name),
      conditions: conditionsOf(r, names),
      chain: chain.join(' → '),
      form: ruleFormOf(r),
    };
  });
}
