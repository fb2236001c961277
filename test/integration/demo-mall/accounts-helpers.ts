// Shared helpers for the accounts tests: a demo mall (optionally with a movable clock) and small call wrappers.
import type { FastifyInstance } from 'fastify';
import { buildDemoMall, createDemoMall } from '../../../demo-mall/app.ts';
import { seededImage } from '../../helpers/mall/seeded-image.ts';

/** What five wrong passwords in a row are told, in order: the fifth locks the account for a while. */
export const WRONG_PASSWORD_MESSAGES = [
  '账号或密码错误',
  '账号或密码错误,还可尝试3次',
  '账号或密码错误,还可尝试2次',
  '账号或密码错误,还可尝试1次',
  '账号或密码错误次数太多，请稍后在尝试',
];

export interface Body {
  status: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the mall's JSON answers field by field, as any client would
  data?: any;
}

export async function buildMall(): Promise<FastifyInstance> {
  const { app } = await buildDemoMall({ database: await seededImage(), testHooks: true, printSms: false });
  return app;
}

/** A demo mall whose accounts clock (captcha, SMS, QR, lockout) the test moves with `advance(ms)`. */
export function buildMallWithClock(): { app: FastifyInstance; advance(ms: number): void } {
  let now = Date.now();
  const { app } = createDemoMall({ testHooks: true, printSms: false, clock: () => now });
  return {
    app,
    advance: (ms) => {
      now += ms;
    },
  };
}

export async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object, token?: string): Promise<Body> {
  const response = await app.inject({ method, url, payload, headers: token ? { 'x-token': token } : {} });
  if (response.statusCode !== 200) throw new Error(`${method} ${url} answered HTTP ${response.statusCode}`);
  return response.json() as Body;
}

export async function login(app: FastifyInstance, account: string, password: string): Promise<Body> {
  return call(app, 'POST', '/api/auth/login', { account, password, user_type: 'pc' });
}

/** Fetches a slider captcha and solves it with the remembered answer: the captchaVerification string. */
export async function solvedSlider(app: FastifyInstance, offset = 0): Promise<{ token: string; pointJson: string }> {
  const captcha = await call(app, 'GET', '/api/ajcaptcha?captchaType=blockPuzzle&clientUid=slider-test&ts=1');
  const token = captcha.data.token as string;
  const answer = (await app.inject({ method: 'GET', url: `/__test/captcha/${token}` })).json() as { x: number };
  return { token, pointJson: JSON.stringify({ x: answer.x + offset, y: 5 }) };
}

/** Solves a slider, asks for a code of `type` and reads it from the outbox hook. */
export async function smsCode(app: FastifyInstance, phone: string, type: string): Promise<string> {
  const { token, pointJson } = await solvedSlider(app);
  const sent = await call(app, 'POST', '/api/auth/verify', {
    phone,
    type,
    captchaType: 'blockPuzzle',
    captchaVerification: `${token}---${pointJson}`,
  });
  if (sent.status !== 200) throw new Error(`verify failed: ${sent.message}`);
  const hook = (await app.inject({ method: 'GET', url: `/__test/sms/${phone}` })).json() as { code: string };
  return hook.code;
}
