// PC QR login (docs/mall-api.md §2 [2.3]): the poll answers a nested status, the outer status is always 200.
import type { FastifyInstance } from 'fastify';
import { nested, ok } from '../core/envelope.ts';
import { checkRequest, paramsOf, text } from '../core/param-schemas.ts';
import type { AccountService } from './account-service.ts';

const QrPoll = paramsOf({ key: text });

export function registerQrRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.get('/api/pc/login/scan', async () => ok(accounts.createQrLogin()));

  app.post('/api/pc/login/scan/check', async (request) => {
    const input = checkRequest(QrPoll, request);
    if (!input.ok) return input.body;
    const poll = accounts.pollQrLogin(input.value.key);
    if (poll.status === 200) return nested(200, poll.answer);
    if (poll.status === 201) return nested(201, [], '未登录');
    return nested(400, [], '登录失败');
  });
}
