// The caller's membership and the company profile (docs/company-api.md §2.1). Behind requireLogin; the
// profile needs company.view to read and company.edit (管理员) to submit.
import type { FastifyInstance } from 'fastify';
import { COMPANY_ROLE_NAMES, NOT_A_MEMBER_MESSAGE } from '#shared/company/company-roles.ts';
import { COMPANY_MEMBER_MESSAGES } from '#shared/company/company-member-rules.ts';
import { readCompanyProfileParams } from './member-params.ts';
import { fail, formatDateTime, ok, okMessage } from '../../core/envelope.ts';
import { readParams } from '../../core/params.ts';
import { PICTURE_NOT_UPLOADED } from '../../core/picture-origin.ts';
import { type CompanyProfileStore, profileView } from './company-profile-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { Clock } from '../../core/clock.ts';
import type { PictureOrigin } from '../../core/picture-origin.ts';

/** What the profile routes use of the mall. */
export interface ProfileRouteDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  now: Clock;
  /** every picture a write stores is the caller's own upload (core/picture-origin.ts) */
  pictures: PictureOrigin;
}

export function registerProfileRoutes(app: FastifyInstance, options: ProfileRouteDeps, profiles: CompanyProfileStore): void {
  const { gate, membership, now, db } = options;
  const userRow = db.prepare('SELECT nickname FROM users WHERE uid = ?');

  // The storefront asks this for the role its menu and page guards follow; a disabled membership answers
  // with status 0 (its own user token still works), no membership with 暂无企业账号.
  app.get('/api/company/member', async (request) => {
    const member = membership.memberOf(gate.principal(request));
    const company = member ? profiles.read(member.companyId) : undefined;
    if (!member || !company) return fail(NOT_A_MEMBER_MESSAGE);
    const user = userRow.get(member.uid) as { nickname: string } | undefined;
    return ok({
      company_id: member.companyId,
      company_name: company.name,
      uid: member.uid,
      nickname: user?.nickname ?? '',
      role: member.role,
      role_name: COMPANY_ROLE_NAMES[member.role],
      status: member.status,
    });
  });

  app.get('/api/company/info', async (request) => {
    const company = profiles.read(membership.member(request).companyId);
    return company ? ok(profileView(company)) : fail(NOT_A_MEMBER_MESSAGE);
  });

  app.post('/api/company/info', async (request) => {
    const read = readCompanyProfileParams(readParams(request));
    if (!read.ok) return fail(read.message);
    const companyId = membership.member(request).companyId;
    // a new licence is the caller's own upload; the one on file may be sent again unchanged
    const licence = read.value.license_image;
    if (licence !== profiles.read(companyId)?.license_image && !options.pictures.allOwn([licence], gate.principal(request))) {
      return fail(PICTURE_NOT_UPLOADED);
    }
    const saved = profiles.submit(companyId, read.value, formatDateTime(new Date(now())));
    return saved ? okMessage(COMPANY_MEMBER_MESSAGES.submitted) : fail(NOT_A_MEMBER_MESSAGE);
  });
}
