// Approval rule matching (docs/company-api.md §13.2): every condition set must hold; the first match wins; an
// unset condition matches anything.
import { describe, expect, it } from 'vitest';
import { firstMatch, ruleMatches } from '../../../demo-mall/company/approval-rules/rule-match.ts';
import type { RuleRow } from '../../../demo-mall/company/approval-rules/rule-store.ts';

const rule = (over: Partial<RuleRow>): RuleRow => ({
  rule_id: 1,
  company_id: 1,
  sort: 1,
  name: '规则',
  min_fen: null,
  max_fen: null,
  category_id: null,
  unit_id: null,
  requester_role: null,
  over_limit: 0,
  over_budget: 0,
  levels: '[]',
  update_time: '',
  ...over,
});
const facts = {
  amountFen: 600_000,
  categoryIds: new Set([1, 101, 1001]),
  unitChain: [4, 2, 1],
  role: 'buyer',
  overLimit: false,
  overBudget: true,
};

describe('rule matching', () => {
  it('needs every condition that is set', () => {
    expect(ruleMatches(rule({}), facts)).toBe(true);
    expect(ruleMatches(rule({ min_fen: 500_000 }), facts)).toBe(true);
    expect(ruleMatches(rule({ min_fen: 600_001 }), facts)).toBe(false);
    expect(ruleMatches(rule({ max_fen: 599_999 }), facts)).toBe(false);
    expect(ruleMatches(rule({ unit_id: 2 }), facts)).toBe(true);
    expect(ruleMatches(rule({ unit_id: 3 }), facts)).toBe(false);
    expect(ruleMatches(rule({ category_id: 101 }), facts)).toBe(true);
    expect(ruleMatches(rule({ category_id: 102 }), facts)).toBe(false);
    expect(ruleMatches(rule({ requester_role: 'admin' }), facts)).toBe(false);
    expect(ruleMatches(rule({ over_limit: 1 }), facts)).toBe(false);
    expect(ruleMatches(rule({ over_budget: 1 }), facts)).toBe(true);
  });

  it('takes the first rule that matches, in order', () => {
    const rules = [rule({ rule_id: 1, unit_id: 3 }), rule({ rule_id: 2, min_fen: 100 }), rule({ rule_id: 3 })];
    expect(firstMatch(rules, facts)?.rule_id).toBe(2);
    expect(firstMatch([rule({ unit_id: 9 })], facts)).toBeNull();
  });
});
