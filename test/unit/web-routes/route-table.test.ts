// Every route of docs/product.md §2, rendered by the production build (made by `npm test` before vitest)
// in front of the demo mall: public pages answer 200 with the 商品分类 bar where browse pages have it;
// login pages send a guest to /login?fromPath=<path and query> and answer 200 once signed in; /login is
// guest-only; every /user?type=N answers 301 with its section's path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PAGE_PERMISSIONS } from '../../../shared/company/company-roles.ts';
import { STORE_PAGES } from '../../../shared/route-links.ts';
import { ROUTES, USER_PAGES } from '../../../shared/routes.ts';
import { startBffWithDemoMall, type BffWithDemoMall } from '../../helpers/bff/bff-with-demo-mall.ts';

const SITE = '东联工业品商城';
const PERSONAL = '13800000001';
const COMPANY = '13800000002';
const PASSWORD = 'Demo@2026';

/** Public routes with the parameters or query they need to show something. */
const PUBLIC_URLS = [
  ...Object.values(ROUTES)
    .filter((route) => route.auth === 'public' && !route.path.includes('@'))
    .map((route) => (route.path === ROUTES.store.path || route.path === ROUTES.qualifications.path ? `${route.path}?id=1` : route.path)),
  '/privacy_agreement?type=sys_user_agree',
  '/privacy_agreement?type=sys_userr_privacy',
  '/goods_detail/1',
  '/goods_presell_detail/5',
  '/goods_seckill_detail/2001',
  '/news_detail/101',
  '/goods_ranking/1',
  ...Object.values(STORE_PAGES).map((page) => `${page.path}?id=1`),
];
const LOGIN_PATHS = [
  ...Object.values(ROUTES)
    .filter((route) => route.auth === 'login')
    .map((route) => route.path),
  ...USER_PAGES.map((page) => page.path),
];

/** The company pages answer 403 to a visitor whose company role does not allow them (docs/user-centre.md). */
const isCompanyPage = (path: string) => path in COMPANY_PAGE_PERMISSIONS;

let bff: BffWithDemoMall;
const cookiesOf: Record<string, Record<string, string>> = {};

async function signIn(phone: string): Promise<Record<string, string>> {
  const payload = { account: phone, password: PASSWORD, user_type: 'pc' };
  const answer = await bff.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  expect(answer.statusCode).toBe(200);
  return Object.fromEntries(answer.cookies.map((cookie) => [cookie.name, cookie.value]));
}

const get = (url: string, cookies: Record<string, string> = {}) =>
  bff.app.inject({ method: 'GET', url, cookies, headers: { accept: 'text/html' } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const hasCategoryBar = (html: string) => html.includes('class="category-bar-row"');

beforeAll(async () => {
  bff = await startBffWithDemoMall({ pages: true });
  cookiesOf.personal = await signIn(PERSONAL);
  cookiesOf.company = await signIn(COMPANY);
}, 60_000);

afterAll(async () => {
  await bff?.close();
});

describe('public routes', () => {
  it.each(PUBLIC_URLS)('%s answers 200 for a guest', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)?.endsWith(SITE)).toBe(true);
  });

  it('covers /goods_ranking with and without a cate_id, and the home page', async () => {
    for (const url of ['/', '/goods_ranking', '/goods_ranking/2']) expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/goods_ranking/2/x')).statusCode).toBe(404);
  });

  it('puts the 商品分类 bar on browse pages only', async () => {
    const browse = ['/goods_cate', '/goods_search', '/goods_detail/1', '/goods_seckill', '/coupon_center', '/news_list', '/shop_street'];
    for (const url of [...browse, '/store/category?id=1']) {
      expect(hasCategoryBar((await get(url)).body), url).toBe(true);
    }
    for (const url of ['/', '/login']) expect(hasCategoryBar((await get(url)).body), url).toBe(false);
    for (const url of ['/user', '/shopping_cart', '/payment']) {
      expect(hasCategoryBar((await get(url, cookiesOf.personal)).body), url).toBe(false);
    }
  });
});

describe('login routes', () => {
  it.each(LOGIN_PATHS)('%s sends a guest to the login page and answers 200 when signed in (company pages: as a 管理员)', async (path) => {
    const guest = await get(`${path}?from=route-table`);
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(`/login?fromPath=${encodeURIComponent(`${path}?from=route-table`)}`);
    const signedIn = await get(path, isCompanyPage(path) ? cookiesOf.company : cookiesOf.personal);
    expect(signedIn.statusCode).toBe(200);
    expect(titleOf(signedIn.body)?.endsWith(`-${SITE}`)).toBe(true);
  });

  it('titles the user centre sections by their names', async () => {
    for (const page of USER_PAGES) {
      const cookies = isCompanyPage(page.path) ? cookiesOf.company : cookiesOf.personal;
      expect(titleOf((await get(page.path, cookies)).body), page.path).toBe(`${page.name}-${SITE}`);
    }
  });

  it.each(Object.keys(COMPANY_PAGE_PERMISSIONS))('%s answers the 403 page to a personal buyer', async (path) => {
    const response = await get(path, cookiesOf.personal);
    expect(response.statusCode).toBe(403);
    expect(titleOf(response.body)).toBe(`无权访问-${SITE}`);
    expect(response.body).toContain('该页面仅对企业账号开放');
    expect(response.body).toContain('返回个人中心');
  });

  it('sends a signed-in visitor from /login home; a guest sees it', async () => {
    expect((await get('/login')).statusCode).toBe(200);
    const signedIn = await get('/login?fromPath=%2Fuser', cookiesOf.personal);
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/');
  });
});

describe('/user?type=N', () => {
  it.each(USER_PAGES.map((page) => [page.type, page.path] as const))('type=%i answers 301 with %s', async (type, path) => {
    const response = await get(`/user?type=${type}`, cookiesOf.personal);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(path);
  });

  it('keeps the rest of the query and sends a guest to log in with the old link', async () => {
    const kept = await get('/user?type=3&page=2', cookiesOf.personal);
    expect(kept.statusCode).toBe(301);
    expect(kept.headers.location).toBe('/user/balance?page=2');
    const unknown = await get('/user?type=99', cookiesOf.personal);
    expect(unknown.headers.location).toBe('/user');
    const guest = await get('/user?type=3');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/login?fromPath=%2Fuser%3Ftype%3D3');
  });

  it('shows the company menu only to a company account and marks the current section', async () => {
    const personal = (await get('/user/balance', cookiesOf.personal)).body;
    const company = (await get('/user/balance', cookiesOf.company)).body;
    expect(personal).not.toContain('企业中心');
    expect(company).toContain('企业中心');
    expect(company).toContain('href="/user/company"');
    expect(personal).toMatch(/<a href="\/user\/balance" aria-current="page"/);
    expect(personal).not.toContain('暂无数据');
    // every section is built now: the company's statements are a real page, not a placeholder
    const statements = (await get('/user/statement_management', cookiesOf.company)).body;
    expect(statements).toContain('data-statement=');
    expect(statements).not.toContain('该功能即将上线');
  });
});
