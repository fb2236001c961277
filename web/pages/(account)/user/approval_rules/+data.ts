// /user/approval_rules 审批流程 (docs/company-api.md §13.2): the company's ordered rules and its units, read on the server.
import type { PageContextServer } from 'vike/types';
import { COMPANY_ROLE_NAMES } from '#shared/company/company-roles.ts';
import { userPageByPath } from '#shared/routes.ts';
import { loadCompanyList, loadOrgUnits } from '#web/features/company-org/org.server.ts';
import { toRuleRows } from '#web/features/company-rules/rule-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const [list, units] = await Promise.all([loadCompanyList(pageContext, '/api/company/approval_rule/lst'), loadOrgUnits(pageContext)]);
  return {
    meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '审批流程' },
    rules: toRuleRows(list, COMPANY_ROLE_NAMES),
    units,
  };
}
