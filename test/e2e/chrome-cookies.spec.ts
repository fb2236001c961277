// Spec §3: the browser keeps the logo, title and unread-count cookies current, so the server can restore
// them at the start of a render. Plain preferences: readable by every path, Lax, kept for a week.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open } from '../helpers/e2e/login.ts';

const SITE_NAME = '东联工业品商城';
const SITE_LOGO = '/api/demo-assets/site/logo.svg';
const WEEK_SECONDS = 604_800;
const NAMES = ['mall_logo', 'mall_title', 'mall_unread'];

test('after visiting / the logo, title and unread cookies hold the site values', async ({ page, context }) => {
  const before = Date.now() / 1000;
  await open(page, '/');
  await expect.poll(async () => (await context.cookies()).filter((c) => NAMES.includes(c.name)).length).toBe(3);
  const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(decodeURIComponent(cookies.get('mall_logo')!.value)).toBe(SITE_LOGO);
  expect(decodeURIComponent(cookies.get('mall_title')!.value)).toBe(SITE_NAME);
  expect(cookies.get('mall_unread')!.value).toBe('0');
  for (const name of NAMES) {
    const cookie = cookies.get(name)!;
    expect(cookie.path).toBe('/');
    expect(cookie.httpOnly).toBe(false);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires).toBeGreaterThanOrEqual(before + WEEK_SECONDS - 5);
    expect(cookie.expires).toBeLessThanOrEqual(Date.now() / 1000 + WEEK_SECONDS + 5);
  }
});

test('a stale title cookie is replaced by the site name after the page hydrates', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'mall_title', value: encodeURIComponent('旧的商城名'), url: baseURL! }]);
  await open(page, '/goods_list?type=best');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'mall_title')?.value).toBe(encodeURIComponent(SITE_NAME));
  // The mall's own config wins over the cookie, so the page is titled with the real name.
  await expect(page).toHaveTitle(`精品推荐-${SITE_NAME}`);
  // Visible to page scripts: no secret is kept in these cookies.
  expect(await page.evaluate(() => document.cookie)).toContain('mall_unread=0');
});
