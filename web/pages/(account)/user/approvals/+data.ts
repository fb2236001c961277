// /user/approvals?status=&page= 采购审批 (docs/user-centre.md): one page of the company's approval queue in the
// chosen state, read on the server. The (account) guard has already checked the role (approvals.view).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { approvalTabOf } from '#web/features/company-approvals/approval-view.ts';
import { loadApprovals, loadUnitOptions } from '#web/features/company-approvals/approvals.server.ts';
import { ledgerPageOf } from '#web/features/user-centre/ledger-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = approvalTabOf(search.status);
  const page = ledgerPageOf(search.page);
  const unitId = Math.max(0, Number(search.unit_id) || 0);
  const [approvals, units] = await Promise.all([loadApprovals(pageContext, tab, page, unitId), loadUnitOptions(pageContext)]);
  return { meta: { title: userPageByPath(pathname)?.name ?? '采购审批' }, tab, page, approvals, units, unitId };
}
