// Server-side reads of the 审批流程 page (docs/company-api.md §13.2): the rules, the unit tree (with its
// members, whom a level may name) and the mall's category tree (a rule's product-category condition).
import type { PageContextServer } from 'vike/types';
import { COMPANY_ROLE_NAMES } from '#shared/company/company-roles.ts';
import { loadCompanyList, loadOrgUnits } from '../company-org/org.server.ts';
import { membersOf } from '../company-org/org-view.ts';
import { toCategoryOptions, toRuleRows } from './rule-view.ts';

export async function loadRulesPage(pageContext: PageContextServer) {
  const [list, units, tree] = await Promise.all([
    loadCompanyList(pageContext, '/api/company/approval_rule/lst'),
    loadOrgUnits(pageContext),
    pageContext.mall.getOr<{ list?: unknown }>('/api/store/product/category/lst', {}),
  ]);
  const categories = toCategoryOptions(tree?.list);
  const members = membersOf(units).map((m) => ({ uid: m.uid, nickname: m.nickname }));
  return { rules: toRuleRows(list, { roles: COMPANY_ROLE_NAMES, categories, members }), units, categories, members };
}
