// The accounts module: login, registration, SMS codes, captchas, QR login, the user profile and avatars.
// Its users, password hashes, lockouts, revoked tokens and signing secret live in the database; captcha
// sessions, SMS codes and QR keys stay in memory (they live minutes).
import type { PictureOrigin } from '../core/picture-origin.ts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { seedOnce, tokenSecret } from '../db/settings.ts';
import { createAccountService, type AccountService } from './account-service.ts';
import { registerAvatarRoute } from './avatar-route.ts';
import { registerCaptchaRoutes } from './captcha-routes.ts';
import { registerDemoPages } from './demo-pages.ts';
import { createLoginGate } from './login-gate.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { registerQrRoutes } from './qr-routes.ts';
import { registerTestHookRoutes } from './test-hook-routes.ts';
import { createTokenRevocations, type TokenRevocations } from './token-revocations.ts';
import { createTokenSigner, type TokenSigner } from './tokens.ts';
import { seedDemoAccounts } from './user-directory.ts';
import { registerUserRoutes, type CountersOf } from './user-routes.ts';

export interface Accounts {
  service: AccountService;
  signer: TokenSigner;
  revocations: TokenRevocations;
  gate: LoginGate & { install(app: FastifyInstance): void };
}

/** Seeds the demo accounts on a new database and builds the services the other modules lean on. */
export function createAccounts(db: DemoMallDatabase, options: { tokenSecret?: string; printSms: boolean; clock?: Clock }): Accounts {
  seedOnce(db, 'accounts', () => seedDemoAccounts(db));
  const signer = createTokenSigner(options.tokenSecret ?? tokenSecret(db));
  const revocations = createTokenRevocations(db);
  const service = createAccountService({ db, signer, printSms: options.printSms, now: options.clock });
  const gate = createLoginGate({
    signer,
    revocations,
    exists: (kind, id, memberUid) => service.principalExists(kind, id, memberUid),
    current: (kind, id, iat, memberUid) => service.issuedAfterPasswordChange(kind, id, iat, memberUid),
    memberRefusal: (companyId, memberUid) => service.memberRefusal(companyId, memberUid),
  });
  return { service, signer, revocations, gate };
}

export interface AccountsModuleOptions {
  accounts: Accounts;
  countersOf: CountersOf;
  /** expose /__test/* (captcha answers, SMS codes, QR confirm) */
  testHooks: boolean;
  /** whose uploads pictures are (the settlement module keeps the uploads): an avatar is the user's own */
  pictures: PictureOrigin;
}

export const accountsModule: FastifyPluginAsync<AccountsModuleOptions> = async (app, { accounts, countersOf, testHooks, pictures }) => {
  const { service, gate, revocations } = accounts;
  registerLoginRoutes(app, service);
  registerCaptchaRoutes(app, service);
  registerQrRoutes(app, service);
  registerAvatarRoute(app, service);
  registerDemoPages(app, service);
  if (testHooks) registerTestHookRoutes(app, service);

  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', gate.requireLogin);
    registerUserRoutes(signedIn, { accounts: service, gate, revocations, countersOf });
    registerProfileRoutes(signedIn, { accounts: service, gate, pictures });
  });
};
