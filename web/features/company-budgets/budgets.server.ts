// Server-side reads of the 预算管理 page (docs/company-api.md §13.4): the budgets, the unit tree and the enabled
// cost centres (§8.1), either of which a budget may be set for.
import type { PageContextServer } from 'vike/types';
import { loadCompanyList, loadOrgUnits } from '../company-org/org.server.ts';
import { readAccountPage } from '../order/read-account.server.ts';
import { toBudgetRows, toCostCenterOptions } from './budget-view.ts';

export async function loadBudgetsPage(pageContext: PageContextServer) {
  const [list, units, centres] = await Promise.all([
    loadCompanyList(pageContext, '/api/company/budget/lst'),
    loadOrgUnits(pageContext),
    // the mall keeps at most 200 cost centres a company
    readAccountPage(pageContext, () => pageContext.mall.get<{ list?: unknown }>('/api/company/cost_center/lst', { limit: 200, status: 1 })),
  ]);
  return { budgets: toBudgetRows(list), units, costCenters: toCostCenterOptions(centres?.list) };
}
