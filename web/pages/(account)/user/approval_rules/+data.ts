// /user/approval_rules 审批流程 (docs/company-api.md §13.2): the company's ordered rules, its units and members,
// and the category tree, read on the server.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadRulesPage } from '#web/features/company-approval-rules/rules.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  return { meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '审批流程' }, ...(await loadRulesPage(pageContext)) };
}
