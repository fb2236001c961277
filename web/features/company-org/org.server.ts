// Server-side read of the unit tree (docs/company-api.md §13.1) for the 组织架构, 审批流程 and 预算 pages. A lost
// login goes to the login page, a mall fault is the error page with the mall's message.
import type { PageContextServer } from 'vike/types';
import { readAccountPage } from '../order/read-account.server.ts';
import { type OrgUnit, toOrgUnits } from './org-view.ts';

export async function loadOrgUnits(pageContext: PageContextServer): Promise<OrgUnit[]> {
  return toOrgUnits(await readAccountPage(pageContext, () => pageContext.mall.get<{ list?: unknown }>('/api/company/org/tree', {})));
}

/** any other list under the company area, read the same way */
export async function loadCompanyList(pageContext: PageContextServer, path: string): Promise<unknown[]> {
  const raw = await readAccountPage(pageContext, () => pageContext.mall.get<{ list?: unknown }>(path, {}));
  return Array.isArray(raw?.list) ? raw.list : [];
}
