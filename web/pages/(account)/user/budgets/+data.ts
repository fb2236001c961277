// /user/budgets 预算管理 (docs/company-api.md §13.4): the company's budgets, its units and cost centres, read on the server.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadBudgetsPage } from '#web/features/company-budgets/budgets.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  return { meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '预算管理' }, ...(await loadBudgetsPage(pageContext)) };
}
