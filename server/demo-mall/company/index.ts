// The company module (docs/company-api.md): the company's profile and members (members/), its account, ledger
// and remittances (finance/) and the monthly statements (statements/). Every /api/company/* route except
// /api/company/token (answered by the accounts module) needs a login and a membership; each part names the
// permission its routes need through `membership.requirePermission`. Demo consoles (/demo/platform/*) stand in
// for the platform's back office.
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { CompanyLedger } from './company-ledger.ts';
import { registerFinance } from './finance/index.ts';
import { registerMembers } from './members/index.ts';
import type { Membership } from './membership.ts';
import { registerPurchaseRefs } from './purchase-refs/index.ts';
import { registerStatements } from './statements/index.ts';

export interface CompanyModuleOptions {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  ledger: CompanyLedger;
  now: Clock;
  /** expose the company area's /__test/* hooks */
  testHooks?: boolean;
  /** the accounts module's SMS outbox: the member invitation (docs/company-api.md §2.2, /demo/sms shows it) */
  sendCompanyInvite: (phone: string, text: string) => void;
}

export const companyModule: FastifyPluginAsync<CompanyModuleOptions> = async (app, options) => {
  await app.register(async (scope) => {
    registerMembers(scope, options);
    registerFinance(scope, options);
    registerStatements(scope, options);
    registerPurchaseRefs(scope, options);
  });
};
