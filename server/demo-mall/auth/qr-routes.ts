// PC QR login (crmeb-api.md §2 [2.3]): the poll answers a nested status, the outer status is always 200.
import type { FastifyInstance } from 'fastify';
import { nested, ok } from '../envelope.ts';
import type { AccountStore } from './account-store.ts';
import { readParams, text } from '../params.ts';

export function registerQrRoutes(app: FastifyInstance, accounts: AccountStore): void {
  app.get('/api/pc/login/scan', async () => ok(accounts.createQrLogin()));

  app.post('/api/pc/login/scan/check', async (request) => {
    const poll = accounts.pollQrLogin(text(readParams(request), 'key'));
    if (poll.status === 200) return nested(200, poll.answer);
    if (poll.status === 201) return nested(201, [], '未登录');
    return nested(400, [], '登录失败');
  });
}
