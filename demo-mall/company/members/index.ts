// The company area's profile (企业信息) and members (企业成员管理), §2 of docs/company-api.md, and the demo
// platform console that reviews profiles (/demo/platform/companies).
import type { FastifyInstance } from 'fastify';
import { seedOnce } from '../../db/settings.ts';
import { createCompanyProfileStore } from './company-profile-store.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { createMemberStore } from './member-store.ts';
import { registerPlatformConsole } from './platform-console.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { registerLicencePictures, seedCompanyProfiles } from './seed-profiles.ts';
import type { MemberRouteDeps } from './member-routes.ts';
import type { ProfileRouteDeps } from './profile-routes.ts';
import type { CompanyReviewConsoleDeps } from './platform-console.ts';

/** What the company's profile and members (§1, §2) use of the mall. */
export interface MembersDeps extends MemberRouteDeps, ProfileRouteDeps, CompanyReviewConsoleDeps {
  /** expose this area's /__test/* hooks */
  testHooks?: boolean;
}

export function registerMembers(app: FastifyInstance, options: MembersDeps): void {
  seedOnce(options.db, 'company-profiles', () => seedCompanyProfiles(options.db));
  const profiles = createCompanyProfileStore(options.db);
  const members = createMemberStore(options.db);
  registerPlatformConsole(app, options, profiles);
  registerLicencePictures(app, (companyId) => profiles.read(companyId)?.name);
  // Browser tests invite many fresh members into one company within the hour the invitation limit counts; with the
  // test hooks on they may clear that count (the limit itself: test/integration/demo-mall/company-member-invite-sms.test.ts).
  if (options.testHooks) {
    app.post('/__test/company/invite-sms/forget', async () => {
      options.db.prepare('DELETE FROM company_invite_sms').run();
      return { ok: true };
    });
  }
  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', options.gate.requireLogin);
    registerProfileRoutes(signedIn, options, profiles);
    registerMemberRoutes(signedIn, options, { members, profiles });
  });
}
