// Header, top banner, footer, search, guards and error pages for guests and the demo accounts.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_NAME, COMPANY_PHONE, open, PERSONAL_PHONE, signInByApi, switchEntity } from '../helpers/e2e/login.ts';

test('guest header, footer and the home screenshot', async ({ page }) => {
  const response = await open(page, '/');
  const html = await response!.text();
  expect(html).toContain('收藏本站');
  const bar = page.getByRole('navigation', { name: '用户导航' });
  for (const name of ['我的订单', '我的余额', '商户入驻']) await expect(bar.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: '商城首页', exact: true })).toHaveAttribute('href', '/');
  await expect(bar.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: '注册', exact: true })).toBeVisible();
  await expect(page.locator('.entity-label')).toHaveCount(0);
  await expect(page.locator('.site-logo img')).toHaveAttribute('alt', '东联工业品商城');
  await expect(page.getByRole('combobox', { name: '搜索商品' })).toBeVisible();
  await expect(page.locator('.hot-keywords a').first()).toHaveAttribute('href', `/goods_search?title=${encodeURIComponent('复印纸')}`);
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'test-results/screenshots/chrome-home.png', fullPage: false });
  await page.getByRole('button', { name: '收藏本站' }).click();
  await expect(page.locator('.toast')).toContainText('Ctrl+D');

  const footer = page.locator('.site-footer');
  for (const text of ['品种齐全，购物轻松', '多仓直发，极速配送', '正品行货，精致服务', '天天低价，畅选无忧'])
    await expect(footer.getByText(text)).toBeVisible();
  await expect(footer.locator('.footer-column a').first()).toHaveAttribute('href', /^\/news_detail\/\d+$/);
  await expect(footer.locator('.footer-copyright').getByText('联系我们')).toHaveJSProperty('tagName', 'SPAN');
  await expect(footer.locator('.footer-copyright').getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '/news_detail/20');
  await expect(footer.locator('.footer-copyright img')).toHaveCount(1);
  await expect(footer.locator('.footer-hotline')).toHaveText('400-820-8820');
  await expect(footer.locator('.footer-version a')).toHaveText('沪ICP备20250001号-1');
});

test('personal account: nickname, （个人） and no switch', async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE);
  await expect(page.locator('.top-bar-nickname')).toHaveText('张采购');
  await expect(page.locator('.entity-label')).toHaveText('（个人）');
  await expect(page.locator('.entity-switch')).toHaveCount(0);
  await expect(page.locator('.svip-badge')).toHaveCount(0);
});

test('company owner: SVIP badge and the entity switch', async ({ page }) => {
  await signInByApi(page, COMPANY_PHONE);
  await expect(page.locator('.top-bar-nickname')).toHaveText('李经理');
  await expect(page.locator('.svip-badge')).toHaveText('SVIP');
  await expect(page.locator('.entity-label')).toHaveText('（个人）');
  await switchEntity(page, 'COMPANY');
  await expect(page.getByRole('button', { name: '切换为个人' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mall_entity'))).toBe('COMPANY');
  expect(await page.evaluate(() => localStorage.getItem('mall_companyAccount'))).toContain(COMPANY_NAME);
  // the cart count per entity: chrome-entity.spec.ts
});

test('top banner closes and stays closed after a reload', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('.top-banner')).toBeVisible();
  await page.getByRole('button', { name: '关闭顶部广告' }).click();
  await expect(page.locator('.top-banner')).toHaveCount(0);
  const html = await (await page.reload())!.text();
  expect(html).not.toContain('top-banner');
  expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('mall_top_banner_'))).toBe(true);
});

test('search trims and goes to /goods_search, or stays on /goods_cate', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('combobox', { name: '搜索商品' }).fill('  电钻 ');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(`/goods_search?title=${encodeURIComponent('电钻')}`);
  await open(page, '/goods_cate');
  await page.getByRole('combobox', { name: '搜索商品' }).fill(' 网线');
  await page.getByRole('combobox', { name: '搜索商品' }).press('Enter');
  await expect(page).toHaveURL(`/goods_cate?title=${encodeURIComponent('网线')}`);
});

test('a guarded page sends a guest to /login and back after signing in', async ({ page }) => {
  await page.goto('/shopping_cart');
  await expect(page).toHaveURL('/login?fromPath=%2Fshopping_cart');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page).toHaveTitle('登录-东联工业品商城');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByLabel('请输入手机号或账号').fill(PERSONAL_PHONE);
  await page.getByLabel('请输入密码').fill('Demo@2026');
  await page.getByLabel('我已阅读并同意').check();
  await page.getByLabel('请输入密码').press('Enter');
  await expect(page).toHaveURL('/shopping_cart');
  await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
  await expect(page).toHaveTitle('购物车-东联工业品商城');
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('the user centre picks its section by ?type', async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE, '/user?type=3');
  await expect(page.getByRole('heading', { level: 1, name: '我的余额' })).toBeVisible();
  await expect(page).toHaveTitle('我的余额-东联工业品商城');
});

test('unknown URLs answer 404 with the error page and a way home', async ({ page }) => {
  const response = await page.goto('/no_such_page');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面出错了' })).toBeVisible();
  await expect(page.getByText('您可能输错了网址，或该网页已被删除、不存在哦')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/');
});

test('login modal traps focus and gives it back; screenshot', async ({ page }) => {
  await open(page, '/');
  const opener = page.getByRole('navigation', { name: '用户导航' }).getByRole('button', { name: '登录', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '欢迎登录' });
  await expect(dialog).toHaveCSS('width', '450px');
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'test-results/screenshots/login-modal.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
