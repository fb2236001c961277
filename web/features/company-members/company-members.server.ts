// Server-side reads of the company pages (docs/user-centre.md): the profile (企业信息) and one page of members
// (企业成员管理). A lost login goes to the login page, a mall fault is the 500 page with its message.
import type { PageContextServer } from 'vike/types';
import { roleAllows } from '#shared/company/company-roles.ts';
import { readAccountPage } from '../order/read-account.server.ts';
import { type CompanyProfileView, MEMBERS_PAGE_SIZE, type MembersPage, toMembersPage, toProfileView } from './company-view.ts';

export async function loadCompanyProfile(pageContext: PageContextServer): Promise<{ company: CompanyProfileView; canEdit: boolean }> {
  const raw = await readAccountPage(pageContext, () => pageContext.mall.get<Record<string, unknown>>('/api/company/info'));
  return { company: toProfileView(raw ?? {}), canEdit: roleAllows(pageContext.layout.session.companyRole, 'company.edit') };
}

export async function loadMembers(pageContext: PageContextServer, page: number, keyword: string): Promise<MembersPage> {
  const raw = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ count?: unknown; list?: unknown }>('/api/company/member/lst', { page, limit: MEMBERS_PAGE_SIZE, keyword }),
  );
  return toMembersPage(raw ?? {});
}
