// Per-client fixed-window limits for the calls that cost money or invite guessing: sending SMS codes,
// logging in, and fetching captchas. In memory, so each BFF instance counts its own clients.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RATE_LIMITED_MESSAGE } from '#shared/api/envelope.ts';
import type { Config } from '../config/env.ts';
import { canonicalPathname } from '../proxy/canonical-path.ts';
import { sendError } from './error-replies.ts';

interface Bucket {
  name: string;
  perMinute: number;
  matches(request: FastifyRequest, pathname: string): boolean;
}

const WINDOW_MS = 60_000;
const LOGIN_PATHS = new Set(['/api/auth/login', '/api/auth/smslogin', '/api/auth/register']);
/** Starting a QR login is a GET, but it is a login attempt all the same. */
const QR_LOGIN_START = '/api/pc/login/scan';

export function registerRateLimits(app: FastifyInstance, limits: Config['rateLimits']): void {
  const buckets: Bucket[] = [
    { name: 'sms', perMinute: limits.smsPerMinute, matches: (r, p) => r.method === 'POST' && p === '/api/auth/verify' },
    { name: 'login', perMinute: limits.loginPerMinute, matches: (r, p) => (r.method === 'POST' && LOGIN_PATHS.has(p)) || (r.method === 'GET' && p === QR_LOGIN_START) },
    { name: 'captcha', perMinute: limits.captchaPerMinute, matches: (r, p) => r.method === 'GET' && p === '/bff/captcha' },
  ];
  const hits = new Map<string, { windowStart: number; count: number }>();

  // Old windows are dropped once a minute so the map cannot grow without bound.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of hits) if (now - entry.windowStart >= WINDOW_MS) hits.delete(key);
  }, WINDOW_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  app.addHook('onRequest', async (request, reply) => {
    const pathname = canonicalPathname(request.url);
    const bucket = buckets.find((candidate) => candidate.matches(request, pathname));
    if (!bucket) return;
    const key = `${bucket.name}:${request.ip}`;
    const now = Date.now();
    const entry = hits.get(key);
    if (!entry || now - entry.windowStart >= WINDOW_MS) {
      hits.set(key, { windowStart: now, count: 1 });
      return;
    }
    entry.count += 1;
    if (entry.count > bucket.perMinute) {
      reply.header('retry-after', String(Math.ceil((entry.windowStart + WINDOW_MS - now) / 1000)));
      return sendError(reply, 429, RATE_LIMITED_MESSAGE, 'RATE_LIMITED');
    }
  });
}
