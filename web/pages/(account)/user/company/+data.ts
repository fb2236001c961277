// /user/company 企业信息 (docs/user-centre.md): the profile and its verification, read on the server
// (web/features/company-members/company-members.server.ts). The (account) guard has already checked the role.
import type { PageContextServer } from 'vike/types';
import { roleAllows } from '#shared/company/company-roles.ts';
import { userPageByPath } from '#shared/routes.ts';
import { loadCompanyProfile } from '#web/features/company-members/company-members.server.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { company, canEdit } = await loadCompanyProfile(pageContext);
  // 消息推送 (docs/company-api.md §14.2): the 管理员's webhook endpoints, by the one role table
  const canManageWebhooks = roleAllows(pageContext.layout?.session?.companyRole ?? null, 'webhooks.manage');
  return { meta: { title: userPageByPath(pageContext.urlParsed.pathname)?.name ?? '企业信息' }, company, canEdit, canManageWebhooks };
}
