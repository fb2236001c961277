// The whole life of a personal order in the browser, as a buyer and a merchant would click it (docs/screens.md
// a.6–a.8): product → 加入购物车 → cart quantity → confirmation with a new address, the shop's coupon, points and
// a VAT special invoice → 余额支付 (the balance drops by exactly the paid amount) → 我的订单 → the demo merchant
// console ships it → 确认收货 → 去评价 with a picture → the review is on the product page. Product 210 (¥79.90,
// shop 12) is used only here; two pieces pass the shop's 满99减10 coupon and its free-postage line. Then a company
// buyer's order paid by QR on the demo provider's page, listed for the company only.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { payByPhone } from '../helpers/e2e/pay-steps.ts';
import { fillAddress } from '../helpers/e2e/address-dialog.ts';
import { callOk, type Envelope } from '../helpers/e2e/envelope.ts';
import { toFen } from '../../shared/money.ts';
import { COMPANY_NAME, COMPANY_PHONE, open, PERSONAL_PHONE, signInByApi, switchEntity } from '../helpers/e2e/login.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { emptyCart } from '../helpers/e2e/cart.ts';

const PRODUCT_ID = 210;
const SHOP_COUPON_ID = 24;
/** ¥22.00 from shop 12, for the company's order */
const COMPANY_PRODUCT_ID = 209;
const SHOTS = 'test-results/screens';
const TAX_NUMBER = '91310115MA1K4B7X2D';

const toast = (page: Page, text: string) => page.locator('.toasts .toast').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/walk-${name}.png`, fullPage: true });
}

test('a personal order from the product page to a review on it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInByApi(page, PERSONAL_PHONE, '/');
  await emptyCart(page.request);
  // The shop's coupon the buyer holds (claimed here; taking it is the coupon centre's business).
  const claim = (await (await page.request.post(`/api/coupon/receive/${SHOP_COUPON_ID}`)).json()) as Envelope<unknown>;
  expect([200, 400]).toContain(claim.status);
  const { store_name: name } = await callOk<{ store_name: string }>(page.request, 'get', `/api/store/product/detail/${PRODUCT_ID}`);
  const purse = async () => callOk<{ now_money: string; integral: number }>(page.request, 'get', '/api/user');
  const before = await purse();

  // Product page → cart.
  await open(page, `/goods_detail/${PRODUCT_ID}`);
  const reviewsBefore = (await callOk<{ reply_count: number }>(page.request, 'get', `/api/store/product/detail/${PRODUCT_ID}`)).reply_count;
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/cart/create') && r.status() === 200),
    page.getByRole('button', { name: '加入购物车' }).click(),
  ]);
  await open(page, '/shopping_cart');
  await expect(page.getByRole('textbox', { name: `${name} 的数量` })).toHaveValue('1');
  await Promise.all([
    page.waitForResponse((r) => /\/api\/user\/cart\/change\/\d+$/.test(r.url()) && r.status() === 200),
    page.getByRole('button', { name: `增加 ${name} 的数量` }).click(),
  ]);
  await expect(page.getByRole('textbox', { name: `${name} 的数量` })).toHaveValue('2');
  await shot(page, '01-cart');
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order_confirm\?cartId=\d+/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  // Confirmation: a new address, the shop coupon (preselected), points, a VAT special invoice.
  await page.getByRole('button', { name: '添加新地址' }).click();
  const address = page.getByRole('dialog', { name: /地址/ });
  await fillAddress(address, {
    name: '赵工',
    phone: '13700001111',
    region: ['江苏省', '苏州市', '吴中区', '长桥街道'],
    detail: '东吴北路 66 号',
  });
  await address.getByRole('button', { name: '确定' }).click();
  await expect(address).toHaveCount(0);
  await expect(page.locator('.confirm-ship-to')).toContainText('收货人：赵工 13700001111');

  const store = page.locator('.confirm-store').first();
  await expect(store.getByLabel('使用优惠券')).toHaveValue(/\d+/);
  const totals = page.getByRole('region', { name: '订单金额' });
  await expect(totals).toContainText('店铺优惠金额');
  await expect(totals.getByText('运费：').locator('..')).toContainText('¥0.00');
  const points = page.getByRole('switch', { name: '积分抵扣' });
  await points.check();
  await expect(totals).toContainText('积分抵扣');

  await store.getByRole('radio', { name: '增值税专用发票' }).click();
  const invoice = page.getByRole('dialog', { name: '发票信息' });
  await invoice.getByLabel('发票抬头').fill('苏州赵氏机电有限公司');
  await invoice.getByLabel('单位税号').fill(TAX_NUMBER);
  await invoice.getByLabel('开户银行').fill('中国银行苏州吴中支行');
  await invoice.getByLabel('银行账号').fill('6216610200016587');
  await invoice.getByLabel('企业地址').fill('苏州市吴中区东吴北路 66 号');
  await invoice.getByLabel('企业电话').fill('0512-65550000');
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(invoice).toHaveCount(0);
  await expect(store.locator('.invoice-summary')).toContainText('增值税专用发票');
  await shot(page, '02-confirm');
  const payText = (await page.getByTestId('confirm-pay-total').textContent()) ?? '';
  // two pieces, minus the ¥10 coupon and the points' worth, no postage
  expect(toFen(payText.replace('¥', ''))).toBeLessThan(2 * 7990 - 1000);

  // Payment by balance.
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('payment-price')).toHaveText(payText);
  await shot(page, '03-payment');
  await page.getByRole('radio', { name: /余额支付/ }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL('/user/order_list');
  const after = await purse();
  expect(toFen(after.now_money)).toBe(toFen(before.now_money) - toFen(payText.replace('¥', '')));
  expect(after.integral).toBeLessThan(before.integral);

  // 我的订单: the order waits in 待发货 with its invoice request.
  await open(page, '/user/order_list?status=0');
  const row = page.locator('.order-row', { hasText: name }).first();
  await expect(row).toBeVisible();
  const orderId = Number(await row.getAttribute('data-order-id'));
  expect(orderId).toBeGreaterThan(0);
  await shot(page, '04-order-list');

  // The merchant ships it from the demo console (another tab, as a merchant would).
  const merchant = await context.newPage();
  await merchant.goto('/demo/merchant');
  const consoleRow = merchant.locator('tr', { has: merchant.locator(`input[name="order_id"][value="${orderId}"]`) }).first();
  await expect(consoleRow).toContainText('待开具（苏州赵氏机电有限公司）');
  await consoleRow.getByLabel('快递公司').selectOption('中通快递');
  await consoleRow.getByLabel('快递单号').fill('ZT7788990011');
  await consoleRow.getByRole('button', { name: '快递发货' }).click();
  await expect(merchant.locator('tr', { hasText: 'ZT7788990011' })).toContainText('待收货');
  await merchant.screenshot({ path: `${SHOTS}/walk-05-merchant-console.png`, fullPage: true });
  await merchant.close();

  // 确认收货 from the list.
  await open(page, '/user/order_list?status=1');
  const shipped = page.locator(`.order-row[data-order-id="${orderId}"]`);
  await shipped.getByRole('button', { name: '确认收货' }).click();
  const confirm = page.getByRole('dialog', { name: /确认收货/ });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(confirm).toHaveCount(0);
  await open(page, '/user/order_list?status=2');
  const toReview = page.locator(`.order-row[data-order-id="${orderId}"]`);
  await expect(toReview).toContainText('待评价');
  await shot(page, '06-to-review');

  // 去评价 with stars, words and a picture.
  await toReview.getByRole('link', { name: '去评价' }).click();
  await expect(page).toHaveURL(/\/evaluation\?/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('group', { name: '商品质量' }).getByRole('radio', { name: '5星' }).check();
  await page.getByRole('group', { name: '服务态度' }).getByRole('radio', { name: '4星' }).check();
  await page.getByRole('group', { name: '物流服务' }).getByRole('radio', { name: '5星' }).check();
  const words = `交期准时，包装结实，开票信息无误 ${Date.now()}`;
  await page.getByLabel('评价内容').fill(words);
  await page
    .getByLabel('上传评价图片')
    .setInputFiles({ name: 'goods.png', mimeType: 'image/png', buffer: solidPng(48, 32, [0, 145, 218]) });
  await expect(page.getByRole('img', { name: '评价图片1' })).toBeVisible();
  await shot(page, '07-evaluation');
  await page.getByRole('button', { name: '立即评价' }).click();
  await expect(toast(page, '感谢您的评价!')).toBeVisible();
  await expect(page).toHaveURL(`/order_detail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: '订单状态：已完成' })).toBeVisible();
  await shot(page, '08-order-done');

  // The review is on the product page, with its picture.
  expect((await callOk<{ reply_count: number }>(page.request, 'get', `/api/store/product/detail/${PRODUCT_ID}`)).reply_count).toBe(
    reviewsBefore + 1,
  );
  await open(page, `/goods_detail/${PRODUCT_ID}#reviews`);
  const review = page.locator('.review-item', { hasText: words });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: '评价图片' })).toBeVisible();
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/walk-09-review-on-product.png` });
});

test('a company order paid by QR belongs to the company: in its order list, not the owner’s personal one', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInByApi(page, COMPANY_PHONE, '/');
  await switchEntity(page, 'COMPANY');
  await emptyCart(page.request);
  const { store_name: name } = await callOk<{ store_name: string }>(page.request, 'get', `/api/store/product/detail/${COMPANY_PRODUCT_ID}`);
  const companyPurse = await callOk<{ now_money: string }>(page.request, 'get', '/api/company/account');

  await open(page, `/goods_detail/${COMPANY_PRODUCT_ID}`);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/cart/create') && r.status() === 200),
    page.getByRole('button', { name: '加入购物车' }).click(),
  ]);
  await open(page, '/shopping_cart');
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order_confirm\?cartId=\d+/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('confirm-entity')).toHaveText(`以企业身份采购：${COMPANY_NAME}`);
  // The company ships to its own addresses; the first company order of a run adds one.
  if ((await page.locator('.address-card[data-address-id]').count()) === 0) {
    await page.getByRole('button', { name: '添加新地址' }).click();
    const address = page.getByRole('dialog', { name: /地址/ });
    const region = ['上海市', '上海市', '闵行区', '莘庄镇'];
    await fillAddress(address, { name: '李经理', phone: '13800000002', region, detail: '莘庄工业区春中路 368 号' });
    await address.getByRole('button', { name: '确定' }).click();
    await expect(address).toHaveCount(0);
  }
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const groupId = Number(new URL(page.url()).searchParams.get('result'));
  // The balance offered is the company account's (企业余额 under 企业), not the owner's 25600.00.
  await expect(page.getByRole('radio', { name: /企业余额/ })).toContainText(`余额：¥${companyPurse.now_money}`);

  await page.getByRole('radio', { name: '微信支付' }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  const code = page.getByRole('dialog', { name: '微信支付' }).locator('.pay-qr-box');
  await payByPhone(browser, code);
  await expect(page).toHaveURL('/user/order_list', { timeout: 15_000 });
  // Paid by QR: the company account is untouched.
  expect((await callOk<{ now_money: string }>(page.request, 'get', '/api/company/account')).now_money).toBe(companyPurse.now_money);

  const mine = (orders: { group_order_id: number }[]) => orders.some((order) => order.group_order_id === groupId);
  const listed = async () =>
    (await callOk<{ list: { group_order_id: number }[] }>(page.request, 'get', '/api/order/list?page=1&limit=50')).list;
  expect(mine(await listed())).toBe(true);
  await open(page, '/user/order_list');
  await expect(page.locator('.order-row', { hasText: name }).first()).toBeVisible();
  await shot(page, '10-company-order-list');

  await switchEntity(page, 'PERSONAL');
  expect(mine(await listed())).toBe(false);
});
