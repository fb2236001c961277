// The user centre as nested routes: a guest is sent to log in, the left menu marks the current section and
// shows the company group only to a company account, the header links reach the sections, and an old
// /user?type=N link lands on its section. Screenshots for a look at the layout.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_PHONE, open, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';

const SHOTS = 'test-results/screenshots';
const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: '个人中心菜单' });

test('a guest opening a /user section is sent to log in with the way back in fromPath', async ({ page }) => {
  await open(page, '/user/order_list');
  await expect(page).toHaveURL('/login?fromPath=%2Fuser%2Forder_list');
  await expect(page.getByRole('heading', { level: 1, name: '欢迎登录' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/user-guest-redirect.png` });
});

test('a company account sees both menu groups, the current section marked, and its company profile', async ({ page }) => {
  await signInByApi(page, COMPANY_PHONE, '/user');
  await expect(page).toHaveTitle('账户管理-东联工业品商城');
  await expect(menu(page).getByRole('heading', { name: '企业中心' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: '账户管理' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `${SHOTS}/user-company-home.png`, fullPage: true });

  await menu(page).getByRole('link', { name: '我的订单' }).click();
  await expect(page).toHaveURL('/user/order_list');
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: '订单状态' })).toBeVisible();

  await menu(page).getByRole('link', { name: '企业信息' }).click();
  await expect(page).toHaveURL('/user/company');
  await expect(page).toHaveTitle('企业信息-东联工业品商城');
  // the section itself is built now: the company's profile with its verification state
  await expect(page.getByText('认证状态')).toBeVisible();
  await expect(page.getByText('暂无数据')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/user-company-section.png`, fullPage: true });
});

test('a personal account has no company group; the header links and old ?type links reach the sections', async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE, '/');
  await page.getByRole('navigation', { name: '用户导航' }).getByRole('link', { name: '我的余额' }).click();
  await expect(page).toHaveURL('/user/balance');
  await expect(menu(page).getByRole('heading', { name: '个人中心' })).toBeVisible();
  await expect(menu(page).getByRole('heading', { name: '企业中心' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/user-personal-balance.png`, fullPage: true });

  await page.getByRole('navigation', { name: '用户导航' }).getByRole('link', { name: '我的订单' }).click();
  await expect(page).toHaveURL('/user/order_list');

  await open(page, '/user?type=7');
  await expect(page).toHaveURL('/user/my_coupon');
  await expect(page.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
});
