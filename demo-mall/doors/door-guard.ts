// Every request to a demo door (shared/demo-doors/door-table.ts) passes here first: shut doors answer the
// mall's plain 404, open doors behind a password ask for it (HTTP Basic) on every request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { doorOf } from '#shared/demo-doors/door-table.ts';
import type { DemoDoorSettings } from '#shared/demo-doors/door-settings.ts';
import type { Clock } from '../core/clock.ts';
import { answerNotFound } from '../core/not-found.ts';
import { createConsolePassword, FAILURE_WINDOW_MS } from './console-password.ts';

const CHALLENGE = 'Basic realm="demo consoles", charset="UTF-8"';

function askForPassword(reply: FastifyReply, status: 401 | 429): FastifyReply {
  const message = status === 401 ? '请输入演示控制台密码' : '密码错误次数过多，请稍后再试';
  if (status === 401) reply.header('www-authenticate', CHALLENGE);
  else reply.header('retry-after', String(FAILURE_WINDOW_MS / 1000));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!DOCTYPE html><html><body><h1>${message}</h1></body></html>`);
}

/** The route's own pattern when one matched (percent-encoded paths reach the same route), else the path. */
function pathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

export function installDoorGuard(app: FastifyInstance, settings: DemoDoorSettings, now: Clock): void {
  const password = settings.password === undefined ? undefined : createConsolePassword(settings.password, now);
  app.addHook('onRequest', async (request, reply) => {
    if (!doorOf(pathOf(request))) return;
    if (!settings.open) return answerNotFound(request, reply);
    if (!password) return;
    const verdict = password.verdict(request);
    if (verdict === 'ok') return;
    return askForPassword(reply, verdict === 'limited' ? 429 : 401);
  });
}
