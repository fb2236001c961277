// Forced-login account endpoints: the current user, the company token and logout.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../context.ts';
import { fail, ok, okMessage } from '../envelope.ts';

export function registerUserRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const { accounts, guard } = context;

  app.get('/api/user', async (request) => {
    const result = guard.require(request);
    if (!result.ok) return result.body;
    const { kind, id, key } = result.principal;
    // A company token answers with its owner, so a client that sends either token gets a user.
    const uid = accounts.ownerUid(kind, id);
    // Favourites, coupons and visits live in the catalogue side, counted for the calling principal.
    const counters = uid === null ? {} : context.catalog.userCounters(key);
    const info = uid === null ? null : accounts.userInfo(uid, counters);
    return info ? ok(info) : fail('用户不存在');
  });

  app.get('/api/company/token', async (request) => {
    const result = guard.require(request);
    if (!result.ok) return result.body;
    const company = accounts.companyFor(result.principal.kind, result.principal.id);
    return company ? ok(company) : fail('暂无企业账号');
  });

  app.post('/api/logout', async (request) => {
    const result = guard.require(request);
    if (!result.ok) return result.body;
    context.revoked.add(result.principal.token);
    return okMessage('退出登录');
  });
}
