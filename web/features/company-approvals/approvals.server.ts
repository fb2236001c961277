// Server-side read of 采购审批 (/user/approvals, docs/user-centre.md): one page of the queue in the chosen state
// and unit, and the company's units for the filter (docs/company-api.md §13). A lost login goes to the login
// page, a mall fault is the error page with the mall's message.
import type { PageContextServer } from 'vike/types';
import { readAccountPage } from '../order/read-account.server.ts';
import { APPROVALS_PAGE_SIZE, type ApprovalTab, type ApprovalsPage, toApprovalsPage } from './approval-view.ts';
import type { UnitOption } from './UnitFilter.tsx';

export async function loadApprovals(pageContext: PageContextServer, tab: ApprovalTab, page: number, unitId = 0): Promise<ApprovalsPage> {
  const raw = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/company/approval/lst', {
      status: tab,
      page,
      limit: APPROVALS_PAGE_SIZE,
      ...(unitId > 0 ? { unit_id: unitId } : {}),
    }),
  );
  return toApprovalsPage(raw ?? {});
}

export async function loadUnitOptions(pageContext: PageContextServer): Promise<UnitOption[]> {
  const raw = await readAccountPage(pageContext, () => pageContext.mall.get<{ list?: unknown }>('/api/company/org/tree', {}));
  const list = Array.isArray(raw?.list) ? (raw.list as { unit_id?: unknown; name?: unknown; depth?: unknown }[]) : [];
  return list.map((u) => ({ id: Number(u.unit_id) || 0, name: String(u.name ?? ''), depth: Number(u.depth) || 1 }));
}
