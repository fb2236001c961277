// Rule 2: the user token for everything, the company token on trading paths while the entity is COMPANY
// and a company token exists. GET /api/user and /api/auth/* always carry the user token.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseEntity,
  closeAll,
  COMPANY_TOKEN,
  isTradingPath,
  logIn,
  setup,
  tokenSentTo,
  TRADING_PATH_PREFIXES,
  USER_TOKEN,
} from './bff-kit.ts';

afterEach(closeAll);

/** One concrete path per listed prefix, e.g. '/api/order/' → '/api/order/list'. */
const EXAMPLE_TRADING_PATHS = TRADING_PATH_PREFIXES.map((prefix) => (prefix.endsWith('/') ? `${prefix}lst` : prefix));

const REQUIRED_TRADING_PATHS = [
  '/api/user/cart/count',
  '/api/user/cart/lst',
  '/api/user/cart/create',
  '/api/order/list',
  '/api/order/pay/12',
  '/api/v2/order/check',
  '/api/v2/order/create',
  '/api/presell/pay/3',
  '/api/refund/list',
  '/api/refund/apply/9',
  '/api/coupon/list',
  '/api/coupon/receive/4',
  '/api/user/receipt/lst',
  '/api/user/address/lst',
  '/api/user/bill',
  '/api/user/recharge',
  '/api/user/statement/lst',
  '/api/user/remittance/lst',
  '/api/intention/lst',
  '/api/company/user/lst',
];

const USER_TOKEN_PATHS = [
  '/api/user',
  '/api/auth/verify',
  '/api/product/spu/lst',
  '/api/pc/home',
  '/api/company/token',
  '/api/user/relation/product/lst',
];

describe('token choice', () => {
  it('sends no X-Token for a guest', async () => {
    const kit = await setup();
    await kit.api().get('/api/user/cart/count');
    expect(tokenSentTo(kit.mall, '/api/user/cart/count')).toBeUndefined();
  });

  it('sends the user token everywhere while the entity is PERSONAL, even with a company account', async () => {
    const kit = await setup();
    const cookies = await logIn(kit, true);
    for (const path of [...REQUIRED_TRADING_PATHS, ...USER_TOKEN_PATHS]) {
      await kit.api().get(path).set('cookie', cookies);
      expect(tokenSentTo(kit.mall, path), path).toBe(USER_TOKEN);
    }
  });

  it('sends the company token on every trading path while the entity is COMPANY', async () => {
    const kit = await setup();
    const cookies = await chooseEntity(kit, await logIn(kit, true), 'COMPANY');
    for (const path of [...REQUIRED_TRADING_PATHS, ...EXAMPLE_TRADING_PATHS]) {
      await kit.api().get(`${path}?page=1`).set('cookie', cookies);
      expect(tokenSentTo(kit.mall, path), path).toBe(COMPANY_TOKEN);
    }
    // Spellings the mall routes to the same action choose the same token.
    for (const path of ['/api/user/cart/count/', '/api//user/cart/count', '/api/user/cart/%63ount']) {
      await kit.api().get(path).set('cookie', cookies);
      expect(tokenSentTo(kit.mall, path), path).toBe(COMPANY_TOKEN);
    }
    // Non-GET trading calls too.
    await kit.api().post('/api/user/cart/create').set('cookie', cookies).send({ product_id: 1, cart_num: 2 });
    expect(tokenSentTo(kit.mall, '/api/user/cart/create')).toBe(COMPANY_TOKEN);
  });

  it('keeps the user token for GET /api/user, /api/auth/* and non-trading paths while the entity is COMPANY', async () => {
    const kit = await setup();
    const cookies = await chooseEntity(kit, await logIn(kit, true), 'COMPANY');
    for (const path of USER_TOKEN_PATHS) {
      await kit.api().get(path).set('cookie', cookies);
      expect(tokenSentTo(kit.mall, path), path).toBe(USER_TOKEN);
    }
    await kit
      .api()
      .post('/api/auth/verify')
      .set('cookie', cookies)
      .send({ phone: '13800000002', captchaType: 'blockPuzzle', captchaVerification: 't---{}' });
    expect(tokenSentTo(kit.mall, '/api/auth/verify')).toBe(USER_TOKEN);
  });

  it('falls back to the user token on trading paths when COMPANY is chosen without a company token', async () => {
    const kit = await setup();
    const cookies = await chooseEntity(kit, await logIn(kit, false), 'COMPANY');
    await kit.api().get('/api/user/cart/count').set('cookie', cookies);
    expect(tokenSentTo(kit.mall, '/api/user/cart/count')).toBe(USER_TOKEN);
  });

  it('lists every required trading area once in the endpoint table', () => {
    for (const path of REQUIRED_TRADING_PATHS) expect(isTradingPath(path), path).toBe(true);
    for (const path of [...USER_TOKEN_PATHS, '/api/users', '/api/user/info', '/api/orders']) expect(isTradingPath(path), path).toBe(false);
  });

  it('documents exactly the trading paths of the endpoint table in docs/bff-contract.md', () => {
    const doc = readFileSync(new URL('../../../docs/bff-contract.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('<!-- trading-paths:start'), doc.indexOf('<!-- trading-paths:end'));
    const documented = [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]);
    expect(documented).toEqual([...TRADING_PATH_PREFIXES]);
  });
});
