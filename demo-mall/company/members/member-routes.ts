// 企业成员管理 (docs/company-api.md §2.2): list, invite by phone, change role, disable/enable, remove. Every
// route needs members.manage (管理员, the route table's rows, checked by company/route-guard.ts); the rules and
// messages live in member-store.ts.
import type { FastifyInstance } from 'fastify';
import { COMPANY_MEMBER_MESSAGES as M } from '#shared/company/company-member-rules.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { idOf, pagingOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { type CompanyProfileStore, VERIFY_STATUS } from './company-profile-store.ts';
import { readInviteParams, readMemberStatusParams, readRoleParams } from './member-params.ts';
import { createInviteSmsLimits } from './invite-sms-limits.ts';
import { inviteSmsText } from './invite-sms-text.ts';
import { memberView, type MemberStore } from './member-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';

const LIST_LIMIT_MAX = 50;

/** What the member routes use of the mall. */
export interface MemberRouteDeps {
  db: DemoMallDatabase;
  membership: Membership;
  now: Clock;
  /** the accounts module's SMS outbox: the member invitation (§2.2) */
  sendCompanyInvite: (phone: string, text: string) => void;
}

export function registerMemberRoutes(
  app: FastifyInstance,
  options: MemberRouteDeps,
  stores: { members: MemberStore; profiles: CompanyProfileStore },
): void {
  const { membership, now, sendCompanyInvite } = options;
  const { members, profiles } = stores;
  const time = () => formatDateTime(new Date(now()));
  const smsLimits = createInviteSmsLimits(options.db);
  // the limit check, the membership and the count of the text are one transaction: two invitations at once
  // cannot both slip under a limit
  const inviteWithinLimits = options.db.transaction((input: Parameters<MemberStore['invite']>[0]) => {
    const refusal = smsLimits.refusal(input.companyId, input.phone, now());
    if (refusal) return { ok: false as const, message: refusal };
    const invited = members.invite(input);
    if (invited.ok) smsLimits.record(input.companyId, input.phone, now());
    return invited;
  });

  app.get('/api/company/member/lst', async (request) => {
    const self = membership.member(request);
    const params = readParams(request);
    const { page, limit } = pagingOf(params, 10);
    const keyword = typeof params.keyword === 'string' ? params.keyword.trim() : '';
    const { count, list } = members.page(self.companyId, keyword, page, Math.min(limit, LIST_LIMIT_MAX));
    return ok({ count, list: list.map((row) => memberView(row, self.uid)) });
  });

  app.post('/api/company/member/invite', async (request) => {
    const read = readInviteParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const self = membership.member(request);
    const { phone, role } = read.value;
    const invited = inviteWithinLimits({ companyId: self.companyId, inviterUid: self.uid, phone, role, time: time() });
    if (!invited.ok) return fail(invited.message);
    const profile = profiles.read(self.companyId);
    sendCompanyInvite(phone, inviteSmsText(role, profile?.verify_status === VERIFY_STATUS.verified ? profile.name : null));
    return okMessage(M.invited);
  });

  app.post('/api/company/member/role/:uid', async (request) => {
    const read = readRoleParams(readParams(request));
    const self = membership.member(request);
    const uid = idOf(request, 'uid');
    if (!read.ok) return fail(members.exists(self.companyId, uid) ? read.message : M.memberMissing);
    const changed = members.changeRole(self.companyId, uid, read.value.role);
    return changed.ok ? okMessage(M.roleChanged) : fail(changed.message);
  });

  app.post('/api/company/member/status/:uid', async (request) => {
    const read = readMemberStatusParams(readParams(request));
    const self = membership.member(request);
    const uid = idOf(request, 'uid');
    if (!read.ok) return fail(members.exists(self.companyId, uid) ? read.message : M.memberMissing);
    const changed = members.changeStatus(self.companyId, self.uid, uid, read.value.status);
    if (!changed.ok) return fail(changed.message);
    return okMessage(read.value.status === 1 ? M.enabled : M.disabled);
  });

  app.post('/api/company/member/delete/:uid', async (request) => {
    const self = membership.member(request);
    const removed = members.remove(self.companyId, idOf(request, 'uid'));
    return removed.ok ? okMessage(M.removed) : fail(removed.message);
  });
}
