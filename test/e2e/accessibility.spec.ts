// The accessibility gate (docs/adr/0024-grey-palette-and-axe-gate.md): axe finds no serious or critical WCAG 2.1 A/AA
// violation on any page of the route tables, visited as a guest, as the personal buyer or as the company admin acting
// as 企业, nor in the states that open over a page (the login modal, a toast, a form dialog).
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { auditedPages, describeViolations, type SignIn, seriousViolations, uncoveredRoutes } from '../helpers/e2e/a11y.ts';
import { COMPANY_PHONE, logIn, open, openLoginModal, PERSONAL_PHONE } from '../helpers/e2e/login.ts';
import { buyAsCompany } from '../helpers/e2e/sign-in.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { callOk } from '../helpers/e2e/envelope.ts';

const SCREENS = 'test-results/screens';

/** One browser context and page per sign-in state, reused by every page visited in that state. */
const pages = new Map<SignIn, Page>();
const contexts: BrowserContext[] = [];

/** `baseURL` is the worker's own shop (shop-fixture.ts), not a project setting. */
async function pageAs(signIn: SignIn, browser: Browser, testInfo: TestInfo, baseURL: string | undefined): Promise<Page> {
  const known = pages.get(signIn);
  if (known) return known;
  const { locale, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, viewport });
  contexts.push(context);
  const page = await context.newPage();
  // signed in and switched through the BFF: the pages audited next are the first this context opens
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
});

test('every page folder is in the audited list, and every parameter page has a real id', () => {
  expect(uncoveredRoutes(join(process.cwd(), 'web/pages'))).toEqual([]);
});

/** The URL of a page of one record: a quote the company admin asks for first, else the audited URL as it is. */
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

for (const audited of auditedPages()) {
  test(`${audited.url} (${audited.signIn}): no serious or critical axe violations`, async ({ browser, baseURL }, testInfo) => {
    const page = await pageAs(audited.signIn, browser, testInfo, baseURL);
    const response = await open(page, await recordUrl(page, audited.url));
    expect(response?.status()).toBe(200);
    await expectNoSeriousViolations(page, `${audited.url} as ${audited.signIn}`);
  });
}

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
