// 企业成员管理 (docs/company-api.md §2.2): list, invite by phone, change role, disable/enable, remove. Every
// route needs members.manage (管理员, the route table's rows, checked by company/route-guard.ts); the rules and
// messages live in member-store.ts.
import type { FastifyInstance } from 'fastify';
import { COMPANY_ROLE_NAMES } from '#shared/company/company-roles.ts';
import {
  COMPANY_MEMBER_MESSAGES as M,
  CompanyInviteInputSchema,
  CompanyMemberRoleInputSchema,
  CompanyMemberStatusInputSchema,
} from '#shared/schemas/company-members-schemas.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { idOf, paginate, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import type { CompanyModuleOptions } from '../index.ts';
import type { CompanyProfileStore } from './company-profile-store.ts';
import { memberView, type MemberStore } from './member-store.ts';

const LIST_LIMIT_MAX = 50;
const firstMessage = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? '参数错误';

export function registerMemberRoutes(
  app: FastifyInstance,
  options: CompanyModuleOptions,
  stores: { members: MemberStore; profiles: CompanyProfileStore },
): void {
  const { membership, now, sendCompanyInvite } = options;
  const { members, profiles } = stores;
  const time = () => formatDateTime(new Date(now()));

  app.get('/api/company/member/lst', async (request) => {
    const self = membership.member(request);
    const params = readParams(request);
    const { page, limit } = pagingOf(params, 10);
    const keyword = typeof params.keyword === 'string' ? params.keyword.trim() : '';
    const { count, list } = paginate(members.list(self.companyId, keyword), page, Math.min(limit, LIST_LIMIT_MAX));
    return ok({ count, list: list.map((row) => memberView(row, self.uid)) });
  });

  app.post('/api/company/member/invite', async (request) => {
    const parsed = CompanyInviteInputSchema.safeParse(readParams(request));
    if (!parsed.success) return fail(firstMessage(parsed.error));
    const self = membership.member(request);
    const { phone, role } = parsed.data;
    const invited = members.invite({ companyId: self.companyId, inviterUid: self.uid, phone, role, time: time() });
    if (!invited.ok) return fail(invited.message);
    const company = profiles.read(self.companyId)?.name ?? '';
    sendCompanyInvite(
      phone,
      `${members.nicknameOf(self.uid)}邀请您加入「${company}」，角色：${COMPANY_ROLE_NAMES[role]}。登录商城后切换为企业身份即可使用。`,
    );
    return okMessage(M.invited);
  });

  app.post('/api/company/member/role/:uid', async (request) => {
    const parsed = CompanyMemberRoleInputSchema.safeParse(readParams(request));
    const self = membership.member(request);
    const uid = idOf(request, 'uid');
    if (!parsed.success) return fail(members.exists(self.companyId, uid) ? firstMessage(parsed.error) : M.memberMissing);
    const changed = members.changeRole(self.companyId, uid, parsed.data.role);
    return changed.ok ? okMessage(M.roleChanged) : fail(changed.message);
  });

  app.post('/api/company/member/status/:uid', async (request) => {
    const parsed = CompanyMemberStatusInputSchema.safeParse(readParams(request));
    const self = membership.member(request);
    const uid = idOf(request, 'uid');
    if (!parsed.success) return fail(members.exists(self.companyId, uid) ? firstMessage(parsed.error) : M.memberMissing);
    const changed = members.changeStatus(self.companyId, self.uid, uid, parsed.data.status);
    if (!changed.ok) return fail(changed.message);
    return okMessage(parsed.data.status === 1 ? M.enabled : M.disabled);
  });

  app.post('/api/company/member/delete/:uid', async (request) => {
    const self = membership.member(request);
    const removed = members.remove(self.companyId, idOf(request, 'uid'));
    return removed.ok ? okMessage(M.removed) : fail(removed.message);
  });
}
