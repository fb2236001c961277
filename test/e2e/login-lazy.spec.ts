// The login modal's code is not in any page's bundle: a guest's browser fetches it when idle (so the
// first click opens it without a download), a signed-in shopper's only when a login expires.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open, openLoginModal, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';

const MODAL_TEXT = '欢迎登录';

/** Records every script the page requests. */
function scriptLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\.js(\?|$)/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Whether one of the loaded scripts holds the login modal (its title). */
async function modalCodeLoaded(page: Page, urls: string[]): Promise<boolean> {
  for (const url of urls) if ((await (await page.request.get(url)).text()).includes(MODAL_TEXT)) return true;
  return false;
}

test('a guest fetches the modal code when idle, so opening it loads no script', async ({ page }) => {
  const loads = scriptLoads(page);
  const response = await open(page, '/');
  // The server's HTML neither contains nor preloads the modal (the /login page has its own title text).
  expect(await response!.text()).not.toContain(MODAL_TEXT);
  await expect.poll(() => modalCodeLoaded(page, loads)).toBe(true);
  const before = loads.length;
  const dialog = await openLoginModal(page);
  await expect(dialog.getByLabel('请输入手机号或账号')).toBeFocused();
  expect(loads.slice(before)).toEqual([]);
  // Escape closes it and focus returns to the header button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.top-bar-login')).toBeFocused();
});

test('LOGIN_EXPIRED loads the modal on demand, opens it and keeps the page to return to', async ({ page }) => {
  const loads = scriptLoads(page);
  await signInByApi(page, PERSONAL_PHONE, '/goods_detail/1');
  await page.waitForLoadState('networkidle');
  expect(await modalCodeLoaded(page, loads)).toBe(false);

  await page.route('**/api/user/cart/create', (route) =>
    route.fulfill({ status: 401, json: { status: 410000, message: '登录已失效，请重新登录', code: 'LOGIN_EXPIRED' } }),
  );
  await page.getByRole('button', { name: '加入购物车' }).click();
  const dialog = page.getByRole('dialog', { name: MODAL_TEXT });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'true');
  expect(await modalCodeLoaded(page, loads)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('mall_fromPath'))).toBe('/goods_detail/1');
  // The header forgets the shopper (client state cleared).
  await expect(page.locator('.top-bar-login')).toHaveText('登录');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
