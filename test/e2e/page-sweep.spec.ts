// The page sweep: every page of the route tables, visited once with the sign-in state it needs (a guest, the personal
// buyer, or the company admin acting as 企业), and on that one load every check a page owes:
// - docs/product.md §2: 200 at its own URL, inside the layout, titled '<page name>-<site name>' (the home page: the site name
//   alone) and exactly one <h1>, both in the server's HTML and after hydration;
// - the accessibility gate (docs/adr/0024-grey-palette-and-axe-gate.md): no serious or critical WCAG 2.1 A/AA axe
//   violation, here and in the states that open over a page (the login modal, a toast, a form dialog);
// - no error in the browser console (a 4xx the page answers in words aside) and no uncaught page error.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { ROUTES } from '../../shared/routes.ts';
import {
  type AuditedPage,
  auditedPages,
  describeViolations,
  type SignIn,
  seriousViolations,
  uncoveredRoutes,
} from '../helpers/e2e/a11y.ts';
import { callOk } from '../helpers/e2e/envelope.ts';
import { COMPANY_PHONE, logIn, open, openLoginModal, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { buyAsCompany } from '../helpers/e2e/sign-in.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SCREENS = 'test-results/screens';
const SITE_NAME = '东联工业品商城';
const TITLE_SUFFIX = `-${SITE_NAME}`;

/** Pages seen at more URLs than their swept one: the privacy page without a type, and with its second agreement. */
const SECOND_URLS: readonly AuditedPage[] = [
  { route: '/privacy_agreement', url: '/privacy_agreement', signIn: 'guest' },
  { route: '/privacy_agreement', url: '/privacy_agreement?type=sys_userr_privacy', signIn: 'guest' },
];

/**
 * The browser's own line for an API call answered with a 4xx, such as /order_confirm asking for a checkout with
 * nothing chosen: a refusal the page shows in its own words, not an error of the page. A 5xx still counts.
 */
const ANSWERED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d /;

/** One browser context and page per sign-in state, reused by every page visited in that state. */
const pages = new Map<SignIn, Page>();
const contexts: BrowserContext[] = [];
/** Console errors and page errors of the page being checked, cleared before each visit. */
const browserErrors = new Map<Page, string[]>();

/** `baseURL` is the worker's own shop (shop-fixture.ts), not a project setting. */
async function pageAs(signIn: SignIn, browser: Browser, testInfo: TestInfo, baseURL: string | undefined): Promise<Page> {
  const known = pages.get(signIn);
  if (known) return known;
  const { locale, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, viewport });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  browserErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error' && !ANSWERED_REFUSAL.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  // signed in and switched through the BFF: the pages checked next are the first this context opens
  if (signIn === 'personal') await logIn(page, PERSONAL_PHONE);
  if (signIn === 'company') {
    await logIn(page, COMPANY_PHONE);
    await buyAsCompany(page);
  }
  pages.set(signIn, page);
  return page;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

test.afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close();
  pages.clear();
  browserErrors.clear();
});

test('every page folder is in the swept list, and every parameter page has a real id', () => {
  expect(uncoveredRoutes(join(process.cwd(), 'web/pages'))).toEqual([]);
});

/** The URL of a page of one record: a quote the company admin asks for first, else the swept URL as it is. */
async function recordUrl(page: Page, url: string): Promise<string> {
  if (url !== '/user/quotes/@id') return url;
  const detail = await callOk<{ product_id: number; sku: Record<string, { unique: string }> }>(
    page.request,
    'get',
    '/api/store/product/detail/1',
  );
  const unique = Object.values(detail.sku)[0]?.unique;
  const line = { product_id: detail.product_id, product_attr_unique: unique, quantity: 5 };
  const made = await callOk<{ id: number }>(page.request, 'post', '/api/company/quote/create', { lines: [line], source: 'product' });
  return `/user/quotes/${made.id}`;
}

const h1Tags = (html: string) => html.match(/<h1[\s>]/g) ?? [];

/** docs/product.md §2 on the page as `open` left it: its own URL, the layout, one <h1> before and after hydration, the title. */
async function expectTitledPage(page: Page, url: string, html: string) {
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
  expect(h1Tags(html)).toHaveLength(1);
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(await page.title());
  await expect(page.locator('h1')).toHaveCount(1);
  expect(((await page.locator('h1').textContent()) ?? '').trim()).not.toBe('');
  // rendered inside the layout: the site header and footer surround the page
  await expect(page.locator('header .site-logo')).toHaveCount(1);
  await expect(page.locator('footer.site-footer')).toHaveCount(1);
  await expect(page.locator('main#main h1')).toHaveCount(1);
  const title = await page.title();
  if (url === ROUTES.home.path) expect(title).toBe(SITE_NAME);
  else {
    expect(title.endsWith(TITLE_SUFFIX)).toBe(true);
    expect(title.length).toBeGreaterThan(TITLE_SUFFIX.length);
  }
}

for (const swept of [...auditedPages(), ...SECOND_URLS]) {
  test(`${swept.url} (${swept.signIn}): 200, title, one <h1>, no serious axe violation, no console error`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page = await pageAs(swept.signIn, browser, testInfo, baseURL);
    const url = await recordUrl(page, swept.url);
    const errors = browserErrors.get(page) ?? [];
    errors.length = 0;
    const response = await open(page, url);
    expect(response?.status()).toBe(200);
    await expectTitledPage(page, url, (await response?.text()) ?? '');
    await expectNoSeriousViolations(page, `${url} as ${swept.signIn}`);
    expect(errors, `browser errors on ${url}`).toEqual([]);
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

test('the home page signed in, with a full header and cart', async ({ browser, baseURL }, testInfo) => {
  const page = await pageAs('personal', browser, testInfo, baseURL);
  await open(page, '/');
  await expect(page.locator('.top-bar-nickname')).toBeVisible();
  await expectNoSeriousViolations(page, '/ as personal');
});

test('the login modal, and the toast of a refused login inside it', async ({ browser, baseURL }, testInfo) => {
  const page = await pageAs('guest', browser, testInfo, baseURL);
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await expectNoSeriousViolations(page, 'login modal');
  await dialog.getByLabel('请输入手机号或账号').fill(PERSONAL_PHONE);
  await dialog.getByLabel('请输入密码').fill('wrong-pass1!');
  await dialog.getByLabel('我已阅读并同意').check();
  await dialog.getByLabel('请输入密码').press('Enter');
  await expect(toast(page, '账号或密码错误')).toBeVisible();
  await expectNoSeriousViolations(page, 'login modal with a toast');
});

test('a form dialog: adding an address', async ({ browser, baseURL }, testInfo) => {
  const page = await pageAs('personal', browser, testInfo, baseURL);
  await open(page, '/user/address_list');
  await page.getByRole('button', { name: '添加新地址' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'address dialog');
  await page.keyboard.press('Escape');
});

test('home, a listing and a product page as they look (screens for review)', async ({ browser, baseURL }, testInfo) => {
  const page = await pageAs('guest', browser, testInfo, baseURL);
  const screens = [
    ['home', '/'],
    ['listing', '/goods_cate?sid=1&name=%E5%8A%9E%E5%85%AC%E7%94%A8%E5%93%81&order=sales'],
    ['product', '/goods_detail/1'],
  ] as const;
  for (const [name, url] of screens) {
    await open(page, url);
    await page.screenshot({ path: `${SCREENS}/a11y-${name}.png`, fullPage: true });
    await expectNoSeriousViolations(page, url);
  }
});
