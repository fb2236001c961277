// /user/company 企业信息 (docs/user-centre.md): the profile and its verification, read on the server
// (web/features/company-members/company-members.server.ts). The (account) guard has already checked the role.
import type { PageContextServer } from 'vike/types';
import { roleAllows } from '#shared/company/company-roles.ts';
import { userPageByPath } from '#shared/routes.ts';
import { loadCompanyProfile } from '#web/features/company-members/company-members.server.ts';
import { loadOrgUnits } from '#web/features/company-org/org.server.ts';
import { unitChoices } from '#web/features/company-org/org-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { company, canEdit } = await loadCompanyProfile(pageContext);
  const role = pageContext.layout?.session?.companyRole ?? null;
  // 消息推送 (docs/company-api.md §14.2): the 管理员's webhook endpoints, by the one role table
  const canManageWebhooks = roleAllows(role, 'webhooks.manage');
  // 开放接口 (docs/company-api.md §17): the 管理员's API clients, and the units one may act in
  const canManageOpenApi = roleAllows(role, 'openApi.manage');
  const units = canManageOpenApi
    ? unitChoices((await loadOrgUnits(pageContext)).filter((unit) => !unit.disabled && unit.parentId !== 0))
    : [];
  return {
    meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '企业信息' },
    company,
    canEdit,
    canManageWebhooks,
    canManageOpenApi,
    units,
  };
}
