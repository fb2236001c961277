// The 审批流程 dialog's form (docs/company-api.md §13.2): a listed rule comes back as the form it was saved from,
// the body carries only what each level's kind uses, and what the mall would refuse is named in its words first.
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES as M } from '#shared/company/org-rules.ts';
import { emptyRule, ruleBody, ruleFormOf, ruleFormProblem } from '#web/features/company-approval-rules/rule-form.ts';
import { toCategoryOptions, toRuleRows } from '#web/features/company-approval-rules/rule-view.ts';

const listed = {
  rule_id: 3,
  name: '办公用品',
  min_amount: '500.00',
  max_amount: '',
  category_id: 12,
  unit_id: 4,
  unit_name: '采购部',
  requester_role: 'buyer',
  requester_role_name: '采购员',
  over_limit: 0,
  over_budget: 1,
  levels: [
    { kind: 'head', role: null, unit_id: 0, uids: [], mode: 'any', kind_name: '部门负责人', mode_name: '任一人通过' },
    { kind: 'role', role: 'finance', unit_id: 4, unit_name: '采购部', uids: [], mode: 'all', mode_name: '全部通过' },
    { kind: 'members', role: null, unit_id: 0, uids: [7, 9], mode: 'any', mode_name: '任一人通过' },
  ],
};

describe('rule form', () => {
  it('reads a listed rule back into the form it was saved from, and posts only what each level uses', () => {
    const form = ruleFormOf(listed);
    expect(form).toMatchObject({ rule_id: 3, category_id: '12', unit_id: '4', requester_role: 'buyer', over_budget: true });
    expect(form.levels.map((l) => [l.kind, l.role, l.unit_id, l.uids, l.mode])).toEqual([
      ['head', '', '0', [], 'any'],
      ['role', 'finance', '4', [], 'all'],
      ['members', '', '0', [7, 9], 'any'],
    ]);
    const body = ruleBody(form);
    expect(body).toMatchObject({ rule_id: 3, name: '办公用品', category_id: '12', over_limit: 0, over_budget: 1 });
    expect(JSON.parse(body.levels)).toEqual([
      { kind: 'head', mode: 'any' },
      { kind: 'role', mode: 'all', role: 'finance', unit_id: 4 },
      { kind: 'members', mode: 'any', uids: [7, 9] },
    ]);
    expect(ruleBody(emptyRule())).not.toHaveProperty('rule_id');
  });

  it('names the first problem in the mall’s words and keeps the form as typed', () => {
    const form = { ...emptyRule(), name: '大额' };
    expect(ruleFormProblem({ ...form, name: '  ' })).toBe(M.nameRequired);
    expect(ruleFormProblem({ ...form, min_amount: '5千' })).toBe(M.amountFormat);
    expect(ruleFormProblem({ ...form, min_amount: '500', max_amount: '100' })).toBe(M.amountRange);
    expect(ruleFormProblem({ ...form, levels: [{ ...form.levels[0]!, kind: 'members', uids: [] }] })).toBe(M.levelMembers);
    expect(ruleFormProblem({ ...form, levels: [{ ...form.levels[0]!, kind: 'role', role: '' }] })).toBe(M.levelRole);
    expect(ruleFormProblem({ ...form, levels: [] })).toBe(M.levelsRequired);
    expect(ruleFormProblem({ ...form, min_amount: '500', max_amount: '500.5' })).toBeNull();
  });

  it('lists conditions and chain in words, with the category and the members by name', () => {
    const categories = toCategoryOptions([
      { store_category_id: 1, cate_name: '办公', children: [{ store_category_id: 12, cate_name: '文具' }] },
    ]);
    expect(categories.map((c) => c.label)).toEqual(['办公', '　文具']);
    const [row] = toRuleRows([listed], {
      roles: { finance: '财务' },
      categories,
      members: [
        { uid: 7, nickname: '王采购' },
        { uid: 9, nickname: '李经理' },
      ],
    });
    expect(row?.conditions).toBe('金额 ≥ ¥500.00，含「文具」商品，采购部及下级，申请人为采购员，超出预算');
    expect(row?.chain).toBe('部门负责人（任一人通过） → 采购部的财务（全部通过） → 王采购、李经理（任一人通过）');
  });
});
