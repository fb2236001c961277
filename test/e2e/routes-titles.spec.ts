// Spec §2: every route renders inside the layout with its own title '<page name>-<site name>' (the home
// page: the site name alone) and exactly one <h1>, both in the server's HTML and after hydration.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_PAGE_PERMISSIONS } from '../../shared/company/company-roles.ts';
import { ROUTES, USER_PAGES } from '../../shared/routes.ts';
import { COMPANY_PHONE, logIn, open, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';

const SITE_NAME = '东联工业品商城';
const TITLE_SUFFIX = `-${SITE_NAME}`;

/** Routes that need an id to show anything (without one they are an unknown store: 404). */
const WITH_QUERY: Partial<Record<string, string>> = {
  [ROUTES.store.path]: '/store?id=1',
  [ROUTES.qualifications.path]: '/qualifications?id=1',
};

const plain = Object.values(ROUTES).filter((route) => !route.path.includes('@') && route.path !== ROUTES.home.path);
const guestUrls = [
  ...plain.filter((route) => route.auth !== 'login').map((route) => WITH_QUERY[route.path] ?? route.path),
  '/goods_detail/1',
  '/goods_seckill_detail/2001',
  '/goods_presell_detail/5',
  '/news_detail/101',
  '/goods_ranking/1',
  '/store/category?id=1',
  '/store/storeCoupon?id=1',
  '/privacy_agreement?type=sys_user_agree',
  '/privacy_agreement?type=sys_userr_privacy',
];
const loginPaths = plain.filter((route) => route.auth === 'login').map((route) => route.path);
const loginUrls = [...new Set([...loginPaths, ...USER_PAGES.map((page) => page.path)])];

const h1Tags = (html: string) => html.match(/<h1[\s>]/g) ?? [];

async function expectPage(page: Page, url: string, title: (actual: string) => void) {
  const response = await open(page, url);
  expect(response!.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
  const html = await response!.text();
  expect(h1Tags(html)).toHaveLength(1);
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(await page.title());
  await expect(page.locator('h1')).toHaveCount(1);
  expect((await page.locator('h1').innerText()).trim()).not.toBe('');
  // Rendered inside the layout: the site header and footer surround the page.
  await expect(page.locator('header .site-logo')).toHaveCount(1);
  await expect(page.locator('footer.site-footer')).toHaveCount(1);
  await expect(page.locator('main#main h1')).toHaveCount(1);
  title(await page.title());
}

test('the home page is titled with the site name alone', async ({ page }) => {
  await expectPage(page, '/', (title) => expect(title).toBe(SITE_NAME));
});

for (const url of guestUrls) {
  test(`${url} as a guest: 200, one <h1>, title ends with the site name`, async ({ page }) => {
    await expectPage(page, url, (title) => {
      expect(title.endsWith(TITLE_SUFFIX)).toBe(true);
      expect(title.length).toBeGreaterThan(TITLE_SUFFIX.length);
    });
  });
}

for (const url of loginUrls) {
  test(`${url} signed in: 200, one <h1>, title ends with the site name`, async ({ page }) => {
    // the company pages need a company role that allows them (docs/user-centre.md): the owner, a 管理员
    await logIn(page, url in COMPANY_PAGE_PERMISSIONS ? COMPANY_PHONE : PERSONAL_PHONE);
    await expectPage(page, url, (title) => {
      expect(title.endsWith(TITLE_SUFFIX)).toBe(true);
      expect(title.length).toBeGreaterThan(TITLE_SUFFIX.length);
    });
  });
}

test('plain pages use the route table name; /user pages use their own', async ({ page }) => {
  await open(page, '/news_list');
  await expect(page).toHaveTitle(`${ROUTES.newsList.name}${TITLE_SUFFIX}`);
  await expect(page.locator('h1')).toHaveText(ROUTES.newsList.name);
  await signInByApi(page, PERSONAL_PHONE, '/user?type=3');
  await expect(page).toHaveTitle(`我的余额${TITLE_SUFFIX}`);
  await expect(page.locator('h1')).toHaveText('我的余额');
});
