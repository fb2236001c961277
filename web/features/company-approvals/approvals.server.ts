// Server-side read of 采购审批 (/user/approvals, docs/user-centre.md): one page of the queue in the chosen state.
// A lost login goes to the login page, a mall fault is the error page with the mall's message.
import type { PageContextServer } from 'vike/types';
import { readAccountPage } from '../order/read-account.server.ts';
import { APPROVALS_PAGE_SIZE, type ApprovalTab, type ApprovalsPage, toApprovalsPage } from './approval-view.ts';

export async function loadApprovals(pageContext: PageContextServer, tab: ApprovalTab, page: number): Promise<ApprovalsPage> {
  const raw = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/company/approval/lst', {
      status: tab,
      page,
      limit: APPROVALS_PAGE_SIZE,
    }),
  );
  return toApprovalsPage(raw ?? {});
}
