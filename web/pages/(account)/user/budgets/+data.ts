// /user/budgets 预算管理 (docs/company-api.md §13.4): the company's budgets and its units, read on the server.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { toBudgetRows } from '#web/features/company-budgets/budget-view.ts';
import { loadCompanyList, loadOrgUnits } from '#web/features/company-org/org.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const [list, units] = await Promise.all([loadCompanyList(pageContext, '/api/company/budget/lst'), loadOrgUnits(pageContext)]);
  return { meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '预算管理' }, budgets: toBudgetRows(list), units };
}
