// Tokens live only in httpOnly cookies: not in page scripts' reach, not in the HTML, not in storage.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_PHONE, DEMO_PASSWORD, open, openLoginModal } from '../helpers/e2e/login.ts';

test('after a password login the user and company tokens are out of reach of the page', async ({ page, context }) => {
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await dialog.getByLabel('请输入手机号或账号').fill(COMPANY_PHONE);
  await dialog.getByLabel('请输入密码').fill(DEMO_PASSWORD);
  await dialog.getByRole('checkbox').check();
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  const answerText = await (await loginAnswer).text();

  // The mall's JWTs (header.payload.signature) as the BFF stored them, signature suffix removed.
  const cookies = await context.cookies();
  const tokens = cookies
    .filter((cookie) => cookie.name === 'mall_ut' || cookie.name === 'mall_ct')
    .map((cookie) => {
      expect(cookie.httpOnly, cookie.name).toBe(true);
      expect(cookie.sameSite, cookie.name).toBe('Lax');
      return decodeURIComponent(cookie.value).split('.').slice(0, 3).join('.');
    });
  expect(tokens).toHaveLength(2);
  for (const token of tokens) expect(token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);

  // The entity question comes for a company owner; answer it so the page reloads as a logged-in page.
  // Wait for that reload itself: the old document is hydrated too, and reading it mid-navigation fails.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog', { name: '请选择采购主体' }).getByRole('button', { name: '使用个人身份' }).click();
  await reloaded;
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  const html = await (await page.request.get('/')).text();
  const seenByScripts = await page.evaluate(() => ({
    cookie: document.cookie,
    dom: document.documentElement.outerHTML,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  for (const token of tokens) {
    expect(answerText).not.toContain(token);
    expect(html).not.toContain(token);
    expect(seenByScripts.cookie).not.toContain(token);
    expect(seenByScripts.dom).not.toContain(token);
    expect(seenByScripts.storage).not.toContain(token);
  }
  expect(html).toContain('李经理');
});
