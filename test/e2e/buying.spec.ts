// Buying as 13800000001 (personal): product → 加入购物车 → cart → 去结算 → order confirmation with a new
// address made in the dialog (region cascader) → 提交订单 → payment. The e2e server is shared: each test
// empties this buyer's cart first, and reads the balance and orders it changes before and after.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { badEmailRefused, payByPhone } from '../helpers/e2e/pay-steps.ts';
import { fillAddress, pickRegion } from '../helpers/e2e/address-dialog.ts';
import { callOk } from '../helpers/e2e/envelope.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { personalBuyerWithEmptyCart } from '../helpers/e2e/cart.ts';
import { COMPANY_NAME, COMPANY_PHONE, open, signInByApi, switchEntity } from '../helpers/e2e/login.ts';

interface CartRow {
  cart_id: number;
}

const SHOTS = 'test-results/screenshots';

/** Balance in fen, read from the mall's decimal string without floats. */
async function balanceFen(request: APIRequestContext): Promise<number> {
  const { now_money } = await callOk<{ now_money: string }>(request, 'get', '/api/user');
  return fenOf(now_money);
}

/** '¥12.50' or '12.50' → 1250 */
function fenOf(text: string): number {
  const [whole, decimals = ''] = text.replace('¥', '').trim().split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The buyer needs an address to place an order (test 1 makes one through the dialog). */
async function ensureAddress(request: APIRequestContext) {
  const { list } = await callOk<{ list: unknown[] }>(request, 'get', '/api/user/address/lst');
  if (list.length > 0) return;
  const area = [
    { id: 110000, name: '北京市' },
    { id: 110100, name: '北京市' },
    { id: 110101, name: '东城区' },
    { id: 110101001000, name: '东华门街道' },
  ];
  const answer = await request.post('/api/user/address/create', {
    data: { real_name: '王采购', phone: '13912345678', area, detail: '1号', is_default: 1 },
  });
  expect(answer.status()).toBe(200);
}

async function unpaidGroupOrders(request: APIRequestContext): Promise<number[]> {
  const data = await callOk<{ list: { group_order_id: number }[] }>(request, 'get', '/api/order/group_order_list?page=1&limit=50');
  return data.list.map((order) => order.group_order_id);
}

/** Puts product `id` (its first SKU in stock) into the cart through the product page; answers its name. */
async function addThroughProductPage(page: Page, id: number): Promise<string> {
  const { store_name: name } = await callOk<{ store_name: string }>(page.request, 'get', `/api/store/product/detail/${id}`);
  await open(page, `/goods_detail/${id}`);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/cart/create') && r.status() === 200),
    page.getByRole('button', { name: '加入购物车' }).click(),
  ]);
  return name;
}

/** From the cart to the confirmation page with every line. */
async function checkout(page: Page) {
  await open(page, '/shopping_cart');
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order_confirm\?cartId=\d+/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByTestId('confirm-pay-total')).toHaveText(/^¥\d+\.\d{2}$/);
}

personalBuyerWithEmptyCart();

test('product → cart → confirm with a new address and an invoice → submit → payment', async ({ page }) => {
  const name = await addThroughProductPage(page, 1);
  await checkout(page);
  await expect(page).toHaveTitle('确认订单-东联工业品商城');
  await expect(page.locator('.confirm-line-name')).toHaveText([name]);
  await expect(page.getByTestId('confirm-entity')).toHaveText('采购身份：个人');

  // The dialog refuses an empty form field by field, then a region that stops above the street.
  await page.getByRole('button', { name: '添加新地址' }).click();
  const dialog = page.getByRole('dialog', { name: '添加新地址' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('收货人姓名不能为空')).toBeVisible();
  await expect(dialog.getByText('请输入手机号码')).toBeVisible();
  await expect(dialog.getByText('收货信息不能为空')).toBeVisible();
  await expect(dialog.getByText('收货人详细地址不能为空')).toBeVisible();

  await fillAddress(dialog, { name: '王采购', phone: '1391234', region: ['上海市', '上海市', '浦东新区'], detail: '张江路 88 号 3 楼' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  await expect(dialog.getByText('请手动选择所在地区')).toBeVisible();
  // typed values stay after the refusal
  await expect(dialog.getByLabel('姓名')).toHaveValue('王采购');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/buy-confirm-address-dialog.png` });

  await dialog.getByLabel('手机号').fill('13912345678');
  await pickRegion(dialog, '街道', '张江镇');
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/address/create') && r.status() === 200),
    dialog.getByRole('button', { name: '确定' }).click(),
  ]);
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, '添加成功')).toBeVisible();
  const card = page.locator('.address-card.is-selected');
  await expect(card).toContainText('王采购');
  await expect(card).toContainText('上海市 上海市 浦东新区 张江镇 张江路 88 号 3 楼');
  await expect(page.locator('.confirm-ship-to')).toContainText('收货人：王采购 13912345678');

  // An ordinary electronic invoice: the dialog checks the e-mail before it is accepted.
  const store = page.locator('.confirm-store').first();
  await store.getByRole('radio', { name: '电子普通发票' }).click();
  const invoice = page.getByRole('dialog', { name: '发票信息' });
  await badEmailRefused(invoice, '王采购');
  await page.screenshot({ path: `${SHOTS}/buy-confirm-invoice-dialog.png` });
  await invoice.getByLabel('收票邮箱').fill('wang@example.cn');
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(invoice).toHaveCount(0);
  await expect(store.locator('.invoice-summary')).toContainText('电子普通发票 · 个人 · 王采购');
  await store.getByLabel('买家留言').fill('工作日送货');
  await page.screenshot({ path: `${SHOTS}/buy-confirm.png`, fullPage: true });

  const payText = (await page.getByTestId('confirm-pay-total').textContent()) ?? '';
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  // The payment page: the same amount, the order number, the receiver, the product and the time left.
  await expect(page).toHaveTitle('支付-东联工业品商城');
  await expect(page.getByRole('heading', { name: '订单提交成功！去付款咯~' })).toBeVisible();
  await expect(page.getByTestId('payment-price')).toHaveText(payText);
  await expect(page.getByTestId('payment-sn')).toHaveText(/^wxo\d+/);
  await expect(page.locator('.payment-info')).toContainText('王采购 13912345678 上海市上海市浦东新区张江镇张江路 88 号 3 楼');
  await expect(page.locator('.payment-info')).toContainText(name);
  const left = Number(await page.getByTestId('remaining-time').getAttribute('data-seconds-left'));
  expect(left).toBeGreaterThan(14 * 60);
  expect(left).toBeLessThanOrEqual(15 * 60);
  const before = await balanceFen(page.request);
  await expect(page.getByRole('radio', { name: /余额支付/ })).toContainText(`余额：${yuan(before)}`);
  await page.screenshot({ path: `${SHOTS}/buy-payment.png`, fullPage: true });

  await page.getByRole('radio', { name: /余额支付/ }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL('/user/order_list');
  expect(await balanceFen(page.request)).toBe(before - fenOf(payText));
});

test('a double click on 提交订单 makes one order and on 去支付 one payment', async ({ page }) => {
  await ensureAddress(page.request);
  await addThroughProductPage(page, 1);
  await checkout(page);
  const calls = { create: 0, pay: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v2/order/create')) calls.create += 1;
    if (/\/api\/order\/pay\/\d+$/.test(request.url())) calls.pay += 1;
  });
  const unpaidBefore = await unpaidGroupOrders(page.request);
  await page.getByRole('button', { name: '提交订单' }).dblclick();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('result'));
  const unpaidAfter = await unpaidGroupOrders(page.request);
  expect(unpaidAfter.filter((order) => !unpaidBefore.includes(order))).toEqual([id]);

  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const price = fenOf((await page.getByTestId('payment-price').textContent()) ?? '');
  const before = await balanceFen(page.request);
  await page.getByRole('radio', { name: /余额支付/ }).click();
  await page.getByRole('button', { name: '去支付' }).dblclick();
  await expect(page).toHaveURL('/user/order_list');
  expect(await balanceFen(page.request)).toBe(before - price);
  expect(await unpaidGroupOrders(page.request)).not.toContain(id);
  // The page itself sent one create and one payment (the mall's one-time key is the second guard).
  expect(calls).toEqual({ create: 1, pay: 1 });
});

test('余额不足 refuses the balance; 微信支付 shows a QR paid on the phone; 支付宝 QR expires after 180 s', async ({ page, browser }) => {
  await ensureAddress(page.request);
  const balance = await balanceFen(page.request);
  // More pieces than the balance pays for.
  const item = await callOk<{ sku: Record<string, { unique: string; price: string; stock: number }> }>(
    page.request,
    'get',
    '/api/store/product/detail/1',
  );
  const sku = Object.values(item.sku)[0];
  expect(sku).toBeDefined();
  const pieces = Math.ceil(balance / fenOf(sku?.price ?? '0')) + 1;
  expect(pieces).toBeLessThan(sku?.stock ?? 0);
  const created = await page.request.post('/api/user/cart/create', {
    data: { product_id: 1, product_attr_unique: sku?.unique, cart_num: pieces, is_new: 0, product_type: 0 },
  });
  expect(created.status()).toBe(200);
  await checkout(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('radio', { name: /余额支付/ }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(toast(page, '余额不足')).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  expect(await balanceFen(page.request)).toBe(balance);

  // 微信支付: the dialog's code is the demo provider's page; confirming there pays and the poll moves on.
  await page.getByRole('radio', { name: '微信支付' }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  const qr = page.getByRole('dialog', { name: '微信支付' });
  await expect(qr).toContainText('请使用微信扫一扫');
  await expect(qr).toContainText('扫描二维码支付');
  await expect(qr).toContainText(`应付金额：${(await page.getByTestId('payment-price').textContent()) ?? ''}`);
  const code = qr.locator('.pay-qr-box');
  await expect(code).toHaveAttribute('data-qr-value', /\/demo\/pay\?key=[0-9a-f]+$/);
  await page.screenshot({ path: `${SHOTS}/buy-qr.png` });
  await payByPhone(browser, code);
  await expect(page).toHaveURL('/user/order_list', { timeout: 15_000 });
  expect(await balanceFen(page.request)).toBe(balance);

  // 支付宝支付 on a new order, with the page's clock under control: after 180 s the code has expired.
  await addThroughProductPage(page, 1);
  await checkout(page);
  await page.clock.install();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const id = Number(new URL(page.url()).searchParams.get('result'));
  await page.getByRole('radio', { name: '支付宝支付' }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  const ali = page.getByRole('dialog', { name: '支付宝支付' });
  await expect(ali).toContainText('请使用支付宝扫一扫');
  const first = await ali.locator('.pay-qr-box').getAttribute('data-qr-value');
  await page.clock.fastForward('03:01');
  const expired = ali.getByRole('button', { name: '二维码失效，点击重新获取' });
  await expect(expired).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/buy-qr-expired.png` });
  await expired.click();
  await expect(expired).toHaveCount(0);
  await expect(ali.locator('.pay-qr-box')).not.toHaveAttribute('data-qr-value', first ?? '');
  await ali.getByRole('button', { name: '选择其他支付方式' }).click();
  await expect(ali).toHaveCount(0);
  // Leave nothing reserved behind.
  expect((await page.request.post(`/api/order/cancel/${id}`)).status()).toBe(200);
});

test('an unpaid order: /order_stay_detail shows it, 立即付款 leads to payment, 取消订单 closes it', async ({ page }) => {
  await ensureAddress(page.request);
  const { store_name: name } = await callOk<{ store_name: string }>(page.request, 'get', '/api/store/product/detail/1');
  await addThroughProductPage(page, 1);
  await checkout(page);
  await page.locator('.confirm-store').first().getByLabel('买家留言').fill('下午送货');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('result'));
  const price = (await page.getByTestId('payment-price').textContent()) ?? '';

  await open(page, `/order_stay_detail?order_id=${id}`);
  await expect(page).toHaveTitle('待付款订单-东联工业品商城');
  await expect(page.getByRole('heading', { name: '订单状态：待付款' })).toBeVisible();
  await expect(page.locator('.stay-deadline')).toHaveText(/^请在 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 前完成支付, 超时订单将自动取消！$/);
  await expect(page.locator('.stay-page')).toContainText('下午送货');
  await expect(page.locator('.stay-page')).toContainText(name);
  await expect(page.getByTestId('stay-pay')).toHaveText(price);
  await page.screenshot({ path: `${SHOTS}/buy-stay-detail.png`, fullPage: true });

  await page.getByRole('link', { name: '立即付款' }).click();
  await expect(page).toHaveURL(`/payment?result=${id}`);
  await open(page, `/order_stay_detail?orderId=${id}`);
  await page.getByRole('button', { name: '取消订单' }).click();
  const dialog = page.getByRole('dialog', { name: '取消订单' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '取消成功')).toBeVisible();
  await expect(page).toHaveURL('/user/order_list');
  expect(await unpaidGroupOrders(page.request)).not.toContain(id);
  // A closed order is gone: its pages are the 404 page.
  expect((await page.request.get(`/order_stay_detail?order_id=${id}`)).status()).toBe(404);
  expect((await page.request.get(`/payment?result=${id}`)).status()).toBe(404);
  // Without an order number both pages say so and point to the order list.
  for (const path of ['/payment', '/order_stay_detail']) {
    await open(page, path);
    await expect(page.getByText('没有指定订单，请在我的订单中查看')).toBeVisible();
    await expect(page.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/user/order_list');
  }
});

test('buying as the company: the confirmation names the company and its invoice starts with the company title', async ({ page }) => {
  await signInByApi(page, COMPANY_PHONE);
  await switchEntity(page, 'COMPANY');
  // The company's cart: other tests may have ordered its seeded lines, so one is put there when it is empty.
  let cart = await callOk<{ list: { list: CartRow[] }[] }>(page.request, 'get', '/api/user/cart/lst');
  if (!cart.list[0]?.list[0]) {
    const sku = Object.values(
      (await callOk<{ sku: Record<string, { unique: string }> }>(page.request, 'get', '/api/store/product/detail/1')).sku,
    )[0];
    const added = await page.request.post('/api/user/cart/create', {
      data: { product_id: 1, product_attr_unique: sku?.unique, cart_num: 1, is_new: 0, product_type: 0 },
    });
    expect(added.status()).toBe(200);
    cart = await callOk<{ list: { list: CartRow[] }[] }>(page.request, 'get', '/api/user/cart/lst');
  }
  const first = cart.list[0]?.list[0]?.cart_id;
  expect(first).toBeDefined();
  const html = await (await open(page, `/order_confirm?cartId=${first}`))?.text();
  expect(html).toContain(`以企业身份采购：${COMPANY_NAME}`);
  await expect(page.getByTestId('confirm-entity')).toHaveText(`以企业身份采购：${COMPANY_NAME}`);
  await expect(page.getByTestId('confirm-pay-total')).toHaveText(/^¥\d+\.\d{2}$/);

  await page.locator('.confirm-store').first().getByRole('radio', { name: '增值税专用发票' }).click();
  const invoice = page.getByRole('dialog', { name: '发票信息' });
  await expect(invoice.getByRole('radio', { name: '企业' })).toBeChecked();
  await expect(invoice.getByRole('radio', { name: '个人' })).toBeDisabled();
  await expect(invoice.getByLabel('发票抬头')).toHaveValue(COMPANY_NAME);
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(invoice.getByText('税号不能为空')).toBeVisible();
  await invoice.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('.confirm-store').first().getByRole('radio', { name: '不开发票' })).toBeChecked();
});
