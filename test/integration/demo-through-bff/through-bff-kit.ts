// The BFF listening on 127.0.0.1:0 in front of the in-process demo mall (test hooks on), a tiny cookie
// jar, and the steps of the real flows: solve a captcha from the hook, read an SMS code from the outbox.
import request from 'supertest';
import { expect } from 'vitest';
import { startBffWithDemoMall, type BffWithDemoMall } from '../../helpers/bff/bff-with-demo-mall.ts';
import { cookieHeader } from '../bff/bff-kit.ts';
import { DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';

export interface ThroughBff {
  bff: BffWithDemoMall;
  api: () => request.Agent;
  /** the demo mall directly, for its /__test/* hooks */
  hook: () => request.Agent;
}

const opened: BffWithDemoMall[] = [];

/** Call from afterEach. */
export async function closeThroughBff(): Promise<void> {
  while (opened.length) await opened.pop()?.close();
}

/** `pages`: render pages too (needs the production build). */
/**
 * The real demo mall draws PDFs and workbooks in worker threads started on first use (docs/adr/0091): on a busy
 * machine the first file outlasts the test apps' 2 s upstream limit, so these walks wait as long as production does.
 */
const THROUGH_BFF_ENV = { UPSTREAM_TIMEOUT_MS: '10000' };

export async function startThroughBff(env?: Record<string, string>, options: { pages?: boolean } = {}): Promise<ThroughBff> {
  const bff = await startBffWithDemoMall({ env: { ...THROUGH_BFF_ENV, ...env }, ...options });
  opened.push(bff);
  await bff.app.listen({ host: '127.0.0.1', port: 0 });
  return { bff, api: () => request(bff.app.server), hook: () => request(bff.mall.url) };
}

/** A browser's cookies: every answer's Set-Cookie is applied in order. */
export class CookieJar {
  header = '';
  take(response: { headers: Record<string, unknown> }): void {
    this.header = cookieHeader(response.headers, this.header);
  }
}

/** A GET from a browser holding `jar`'s cookies, through the BFF. */
export function getAs(t: ThroughBff, jar: CookieJar, path: string): request.Test {
  return t.api().get(path).set('cookie', jar.header);
}

/** A POST of `body` (JSON) from a browser holding `jar`'s cookies, through the BFF. */
export function postAs(t: ThroughBff, jar: CookieJar, path: string, body: object = {}): request.Test {
  return t.api().post(path).set('cookie', jar.header).send(body);
}

/** Ships `orderId` by express through the demo merchant console (a form post), as the merchant would. */
export async function shipByExpress(t: ThroughBff, orderId: number, waybill: string): Promise<void> {
  const shipped = await t
    .hook()
    .post('/demo/merchant/ship')
    .type('form')
    .send({ order_id: String(orderId), mode: 'express', express_name: '顺丰速运', waybill });
  expect(shipped.status).toBe(200);
}

/** Fetches a slider through /bff/captcha, solves it with the remembered answer and checks it through the BFF. */
// biome-ignore lint/suspicious/noExplicitAny: the test reads the BFF's JSON answer field by field, as the browser does
export async function solveSlider(t: ThroughBff, offset = 0): Promise<{ status: number; body: any; token: string; pointJson: string }> {
  const captcha = await t.api().get('/bff/captcha?type=blockPuzzle&clientUid=slider-test');
  if (captcha.status !== 200) throw new Error(`captcha answered ${captcha.status}`);
  const token = captcha.body.data.token as string;
  const answer = await t.hook().get(`/__test/captcha/${token}`);
  const pointJson = JSON.stringify({ x: (answer.body as { x: number }).x + offset, y: 5 });
  const check = await t.api().post('/bff/captcha/check').send({ type: 'blockPuzzle', token, pointJson });
  return { status: check.status, body: check.body, token, pointJson };
}

/** Captcha → /api/auth/verify → the code from the demo outbox. */
export async function requestSmsCode(t: ThroughBff, phone: string): Promise<string> {
  const solved = await solveSlider(t);
  if (solved.status !== 200) throw new Error(`captcha check answered ${solved.status}`);
  const sent = await t
    .api()
    .post('/api/auth/verify')
    .send({ phone, type: 'login', captchaType: 'blockPuzzle', captchaVerification: solved.body.data.captchaVerification });
  if (sent.status !== 200) throw new Error(`verify answered ${sent.status} ${JSON.stringify(sent.body)}`);
  const sms = await t.hook().get(`/__test/sms/${phone}`);
  return (sms.body as { code: string }).code;
}

/** A browser logged in through the BFF with a demo account's password. */
export async function signIn(t: ThroughBff, account: string): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.take(await t.api().post('/api/auth/login').send({ account, password: DEMO_PASSWORD, user_type: 'pc' }));
  return jar;
}

/** Switches a signed-in browser's purchasing entity; fails unless the BFF agrees. */
export async function switchEntity(t: ThroughBff, jar: CookieJar, entity: 'PERSONAL' | 'COMPANY'): Promise<void> {
  const response = await postAs(t, jar, '/bff/entity', { entity });
  expect(response.body).toEqual({ status: 200, message: 'success', data: { entity } });
  jar.take(response);
}

/** A company's 管理员 (13800000003 of 苏州恒泰 unless `account` names another) signed in and buying as 企业. */
export async function signInAsCompany(t: ThroughBff, account = '13800000003'): Promise<CookieJar> {
  const jar = await signIn(t, account);
  await switchEntity(t, jar, 'COMPANY');
  return jar;
}

/** A 企业协议价 for `companyId` on the SKU coded `code` at `price` (yuan, one tier from 1 piece), valid from yesterday
 * for 30 days, saved through the demo merchant console as the merchant would. */
export async function saveAgreedPrice(t: ThroughBff, companyId: number, code: string, price: string): Promise<void> {
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  const saved = await t
    .hook()
    .post('/demo/merchant/agreements/save')
    .type('form')
    .send({ company_id: companyId, code, min_qty: 1, step: 1, start_date: day(-1), end_date: day(30), from_1: 1, price_1: price });
  expect(saved.status, saved.text).toBe(200);
}
