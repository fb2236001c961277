// /user/company_user_management?page= 企业成员管理 (docs/user-centre.md): one page of members, read on the
// server (web/features/company-members/company-members.server.ts). The (account) guard has already checked the role.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { loadMembers } from '#web/features/company-members/company-members.server.ts';
import { membersPageOf } from '#web/features/company-members/company-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const page = membersPageOf(search.page);
  const members = await loadMembers(pageContext, page, '');
  return { meta: { title: userPageByPath(pathname)?.name ?? '企业成员管理' }, page, members };
}
