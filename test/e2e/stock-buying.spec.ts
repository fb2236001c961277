// Buying and the user centre in front of a recorded stock CRMEB-MER backend (issue 35): the confirm page's unit
// price from productAttr.price, the payment choice with stock's '' switches, the order list's 全部订单 counting the
// unpaid orders, /user/integral with points off, a refused order whose SQLSTATE never reaches the shopper, an HTML
// 500 shown as an upstream error, and the root-relative default avatar fetched from the mall.
import type { Page } from '@playwright/test';
import { logIn, open } from '../helpers/e2e/login.ts';
import { expect, test } from '../helpers/e2e/stock-shop.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { CART_ID, DEFAULT_AVATAR, GROUP_ORDERS, PAID_UNIT_PRICE, UNIT_PRICE } from '../helpers/stock-mall/buying-fixtures.ts';
import { STOCK_ACCOUNT } from '../helpers/stock-mall/fixtures.ts';

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/stock-${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await logIn(page, STOCK_ACCOUNT.phone, STOCK_ACCOUNT.password);
});

test('the confirm page shows the unit price stock sends in productAttr, and the paid price after the coupon', async ({ page }) => {
  await open(page, `/order_confirm?cartId=${CART_ID}`);
  const line = page.locator(`.confirm-line[data-cart-id="${CART_ID}"]`);
  // once order/check has priced the order (the preview from the cart says 计算中… until then)
  await expect(page.locator('.confirm-store-total b')).toHaveText('¥800.00');
  await expect(line.locator('.confirm-line-price')).toHaveText(`¥${UNIT_PRICE}`);
  await expect(line.locator('.confirm-line-paid')).toHaveText(`实付单价 ¥${PAID_UNIT_PRICE}`);
  await expect(line.locator('.confirm-line-amount')).toHaveText('¥810.00');
  await shot(page, 'confirm');
});

test('a refused order shows 系统繁忙, never the SQLSTATE or the database settings', async ({ page, stock }) => {
  await open(page, `/order_confirm?cartId=${CART_ID}`);
  await expect(page.locator('.confirm-store-total b')).toHaveText('¥800.00');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/v2/order/create'));
  await page.getByRole('button', { name: '提交订单' }).click();
  const answer = await created;
  const text = await answer.text();
  expect(text).not.toMatch(/SQLSTATE|Database Config|PDO Error Info|10\.8\.0\.21/);
  await expect(toast(page, '系统繁忙，请稍后再试')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('SQLSTATE');
  // the whole message is in the storefront's log, once
  await expect.poll(() => stock.shop.log().split("Unknown column 'svip_discount' in 'field list'").length - 1).toBe(1);
});

test('the payment choice follows the switches: 余额支付 and 支付宝支付 off, 微信支付 by the storefront setting', async ({ page }) => {
  const group = GROUP_ORDERS[0]?.group_order_id ?? 0;
  await open(page, `/payment?result=${group}`);
  const choice = page.getByRole('radiogroup', { name: '支付方式' });
  await expect(choice.locator('.payment-method-name')).toHaveText(['微信支付']);
  await shot(page, 'payment-switches-off');
});

test('全部订单 counts the unpaid orders; 我的余额 and 我的积分 leave the menu; an HTML 500 is an upstream error', async ({ page }) => {
  await open(page, '/user/order_list');
  const tabs = page.getByRole('navigation', { name: '订单状态' });
  await expect(tabs.getByRole('link')).toHaveText(['全部订单(2)', '待付款(2)', '待发货(0)', '待收货(0)', '待评价(0)', '已完成(0)']);
  await expect(page.locator('.order-row')).toHaveCount(GROUP_ORDERS.length);
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await expect(menu.getByRole('link', { name: '我的订单' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '我的余额' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '我的积分' })).toHaveCount(0);

  const done = await page.goto('/user/order_list?status=3');
  expect(done?.status()).toBe(500);
  await expect(page.locator('body')).toContainText('商城服务返回了错误的数据');
  await expect(page.locator('body')).not.toContainText(/Fatal error|StoreOrderRepository|Call to a member/);
});

test('/user/integral with points off shows a notice, logged as a warning', async ({ page, stock }) => {
  const response = await open(page, '/user/integral');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.uc-notice')).toContainText('积分功能未开启');
  await expect.poll(() => stock.shop.log()).toContain('points are off at the mall');
  await shot(page, 'integral-off');
});

test('the root-relative default avatar comes from the mall, not a 404 of the storefront', async ({ page, stock }) => {
  await open(page, '/');
  const avatar = page.locator('.top-bar-avatar');
  await expect(avatar).toHaveAttribute('src', DEFAULT_AVATAR);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  expect(stock.mall.requests.some((request) => request.url === DEFAULT_AVATAR)).toBe(true);
});
