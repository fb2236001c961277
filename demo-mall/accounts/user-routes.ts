// Forced-login account endpoints: the current user, the company token and logout (the company account is the
// company module's, demo-mall/company/finance/). Registered behind the
// module's requireLogin preHandler, so each handler starts with a principal.
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { AccountService } from './account-service.ts';
import type { TokenRevocations } from './token-revocations.ts';
import type { UserCounters } from './user-shapes.ts';

/** Favourites, coupons and visits live in the shopping module; it counts them for a principal key. */
export type CountersOf = (principalKey: string) => Partial<UserCounters>;

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; gate: LoginGate; revocations: TokenRevocations; countersOf: CountersOf },
): void {
  const { accounts, gate } = deps;

  app.get('/api/user', async (request) => {
    const principal = gate.principal(request);
    // A company token answers with the member using it and the company's own balance and points.
    const info = accounts.principalInfo(principal, deps.countersOf(principal.key));
    return info ? ok(info) : fail('用户不存在');
  });

  app.get('/api/company/token', async (request) => {
    const { kind, id, memberUid } = gate.principal(request);
    const company = accounts.companyFor(kind, id, memberUid);
    return company.ok ? ok(company.value) : fail(company.message);
  });

  app.post('/api/logout', async (request) => {
    const { token, expiresAt } = gate.principal(request);
    deps.revocations.revoke(token, expiresAt);
    return okMessage('退出登录');
  });
}
