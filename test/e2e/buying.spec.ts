// Buying as 13800000001 (personal): product → 加入购物车 → cart → 去结算 → order confirmation with a new
// address made in the dialog (region cascader) → 提交订单 → payment. The e2e server is shared: each test
// empties this buyer's cart first, and reads the balance and orders it changes before and after.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toast } from '../helpers/e2e/toast.ts';
import { DEMO_PASSWORD, open, PERSONAL_PHONE } from '../helpers/e2e/login.ts';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

interface CartRow {
  cart_id: number;
}

const SHOTS = 'test-results/screenshots';

async function login(page: Page) {
  const answer = await page.request.post('/api/auth/login', {
    data: { account: PERSONAL_PHONE, password: DEMO_PASSWORD, user_type: 'pc' },
  });
  expect(answer.status()).toBe(200);
}

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Envelope<T>).data;
}

async function emptyCart(request: APIRequestContext) {
  const data = await read<{ list: { list: CartRow[] }[]; fail: CartRow[] }>(request, '/api/user/cart/lst');
  const ids = [...data.list.flatMap((store) => store.list), ...data.fail].map((row) => row.cart_id);
  if (ids.length) expect((await request.post('/api/user/cart/delete', { data: { cart_id: ids } })).status()).toBe(200);
}

/** Balance in fen, read from the mall's decimal string without floats. */
async function balanceFen(request: APIRequestContext): Promise<number> {
  const { now_money } = await read<{ now_money: string }>(request, '/api/user');
  const [whole, decimals = ''] = now_money.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

async function unpaidGroupOrders(request: APIRequestContext): Promise<number[]> {
  const data = await read<{ list: { group_order_id: number }[] }>(request, '/api/order/group_order_list?page=1&limit=50');
  return data.list.map((order) => order.group_order_id);
}

/** Puts product `id` (its first SKU in stock) into the cart through the product page; answers its name. */
async function addThroughProductPage(page: Page, id: number): Promise<string> {
  const { store_name: name } = await read<{ store_name: string }>(page.request, `/api/store/product/detail/${id}`);
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

async function pickRegion(dialog: ReturnType<Page['getByRole']>, label: string, name: string) {
  const select = dialog.getByRole('combobox', { name: label });
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: name });
}

test.beforeEach(async ({ page }) => {
  await login(page);
  await emptyCart(page.request);
});

test.afterEach(async ({ page }) => {
  await emptyCart(page.request);
});

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

  await dialog.getByLabel('姓名').fill('王采购');
  await dialog.getByLabel('手机号').fill('1391234');
  await pickRegion(dialog, '省份', '上海市');
  await pickRegion(dialog, '城市', '上海市');
  await pickRegion(dialog, '区县', '浦东新区');
  await dialog.getByLabel('详细地址').fill('张江路 88 号 3 楼');
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
  await invoice.getByLabel('发票抬头').fill('王采购');
  await invoice.getByLabel('收票邮箱').fill('wang@');
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(invoice.getByText('邮箱格式不符')).toBeVisible();
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
  expect(payText).toMatch(/^¥/);
});
