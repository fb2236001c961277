// The order pages as 13800000001 (personal): /user/order_list (tabs with counts, rows and their buttons),
// /order_detail in every state, 申请开票, /user/presell_order and the 404 of an unknown order. The e2e server
// is shared: every test makes its own orders through the API (buy-now lines, so the cart is never touched),
// ships them through the demo merchant console, and checks only those orders and relative counts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { badEmailRefused } from '../helpers/e2e/pay-steps.ts';
import { call, callOk, type Envelope } from '../helpers/e2e/envelope.ts';
import { open, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { addressId } from '../helpers/e2e/orders.ts';

interface Numbers {
  all: number;
  noPay: number;
  noPostage: number;
  noDeliver: number;
  noComment: number;
  done: number;
}

const SHOTS = 'test-results/screens';
/** cheap goods with plenty of stock (得力 活页笔记本, 国誉 商务皮面笔记本): the balance pays many orders */
const CHEAP_PRODUCTS = [9, 12];

interface Placed {
  groupId: number;
  orderId: number;
  name: string;
}

interface ProductDetail {
  store_name: string;
  sku: Record<string, { unique: string; stock: number }>;
}

/** A buy-now line of the product's first SKU in stock, checked and created with pay_type 'pc': unpaid. */
async function placeOrder(request: APIRequestContext, productId: number, presellId = 0): Promise<Placed> {
  const product = presellId
    ? (await callOk<{ product: ProductDetail }>(request, 'get', `/api/store/product/presell/detail/${presellId}`)).product
    : await callOk<ProductDetail>(request, 'get', `/api/store/product/detail/${productId}`);
  const productType = presellId ? 2 : 0;
  const sku = Object.values(product.sku).find((candidate) => candidate.stock > 0);
  expect(sku).toBeDefined();
  const cart = await call<{ cart_id: number }>(request, 'post', '/api/user/cart/create', {
    product_id: productId,
    product_attr_unique: sku?.unique,
    cart_num: 1,
    is_new: 1,
    product_type: productType,
  });
  expect(cart.message).toBe('success');
  const order = { cart_id: [cart.data.cart_id], address_id: await addressId(request) };
  const check = await call<{ key: string }>(request, 'post', '/api/v2/order/check', order);
  expect(check.status).toBe(200);
  const created = await call<{ order_id: number }>(request, 'post', '/api/v2/order/create', {
    ...order,
    key: check.data.key,
    pay_type: 'pc',
  });
  expect(created.status).toBe(200);
  const groupId = created.data.order_id;
  const group = await callOk<{ orderList: { order_id: number }[] }>(request, 'get', `/api/order/group_order_detail/${groupId}`);
  return { groupId, orderId: group.orderList[0]?.order_id ?? 0, name: product.store_name };
}

async function pay(request: APIRequestContext, placed: Placed): Promise<void> {
  const paid = await call<{ status: string }>(request, 'post', `/api/order/pay/${placed.groupId}`, { type: 'balance' });
  expect(paid.data.status).toBe('success');
}

/** The merchant's side: the demo console ships the order by express. */
async function ship(request: APIRequestContext, orderId: number): Promise<void> {
  const answer = await request.post('/demo/merchant/ship', {
    form: { order_id: String(orderId), mode: 'express', express_name: '顺丰速运', waybill: `SF${Date.now()}` },
  });
  expect(answer.status()).toBe(200);
}

async function paidOrder(request: APIRequestContext, productId = CHEAP_PRODUCTS[0] ?? 9): Promise<Placed> {
  const placed = await placeOrder(request, productId);
  await pay(request, placed);
  return placed;
}

/** Paid, shipped, received and reviewed: 已完成. */
async function finishedOrder(request: APIRequestContext): Promise<Placed> {
  const placed = await paidOrder(request, CHEAP_PRODUCTS[1]);
  await ship(request, placed.orderId);
  expect((await call(request, 'post', `/api/order/take/${placed.orderId}`)).message).toBe('确认收货成功');
  const detail = await callOk<{ orderProduct: { order_product_id: number }[] }>(request, 'get', `/api/order/detail/${placed.orderId}`);
  for (const line of detail.orderProduct) {
    const reviewed = await call(request, 'post', `/api/reply/${line.order_product_id}`, {
      product_score: 5,
      service_score: 5,
      postage_score: 5,
      comment: '纸张厚实，送货及时。',
      pics: [],
    });
    expect(reviewed.message).toBe('评价成功');
  }
  return placed;
}

const numbers = (request: APIRequestContext) => callOk<Numbers>(request, 'get', '/api/order/number');
const row = (page: Page, orderId: number) => page.locator(`.order-row[data-order-id="${orderId}"]`);
const groupRow = (page: Page, groupId: number) => page.locator(`.order-row[data-group-order-id="${groupId}"]`);

/** A full-page picture; a dialog is pictured in the viewport, where its backdrop is. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/orders-${name}.png`, fullPage });
}

/** Cancels the unpaid group `groupId` from the order list at `listPath`; it leaves the list. */
async function cancelFromList(page: Page, listPath: string, groupId: number) {
  await open(page, listPath);
  await groupRow(page, groupId).getByRole('button', { name: '取消订单' }).click();
  await confirmIn(page, '取消订单');
  await expect(toast(page, '取消成功')).toBeVisible();
  await expect(groupRow(page, groupId)).toHaveCount(0);
}

async function confirmIn(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE, '/');
});

test('tabs show the counts; an unpaid order is in 待付款 and 全部订单, 查看详情 opens it, 取消订单 closes it', async ({ page }) => {
  const before = await numbers(page.request);
  const placed = await placeOrder(page.request, CHEAP_PRODUCTS[0] ?? 9);
  const after = await numbers(page.request);
  expect(after.noPay).toBe(before.noPay + 1);
  // as stock: `all` counts paid orders only; 全部订单 adds the unpaid ones
  expect(after.all).toBe(before.all);

  await open(page, '/user/order_list?status=unpaid');
  await expect(page).toHaveTitle('我的订单-东联工业品商城');
  const tabs = page.getByRole('navigation', { name: '订单状态' });
  await expect(tabs.getByRole('link')).toHaveText([
    `全部订单(${after.all + after.noPay})`,
    `待付款(${after.noPay})`,
    `待发货(${after.noPostage})`,
    `待收货(${after.noDeliver})`,
    `待评价(${after.noComment})`,
    `已完成(${after.done})`,
  ]);
  await expect(tabs.getByRole('link', { name: /^待付款/ })).toHaveAttribute('aria-current', 'page');
  const unpaid = groupRow(page, placed.groupId);
  await expect(unpaid.getByTestId('order-status')).toHaveText('待付款');
  await expect(unpaid).toContainText(placed.name);
  await expect(unpaid).toContainText(/共 1 件商品，应付金额 ¥\d+\.\d{2}\(含运费 ¥\d+\.\d{2}\)/);
  await expect(unpaid.getByRole('link', { name: '立即支付' })).toHaveAttribute('href', `/payment?result=${placed.groupId}`);
  await shot(page, 'list-unpaid');

  // 全部订单 lists unpaid orders first
  await tabs.getByRole('link', { name: /^全部订单/ }).click();
  await expect(page).toHaveURL('/user/order_list');
  await expect(page.locator('.order-row').first()).toHaveAttribute('data-group-order-id', String(placed.groupId));

  // the unpaid order's own page
  await groupRow(page, placed.groupId).getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(`/order_stay_detail?orderId=${placed.groupId}`);
  await expect(page.getByRole('heading', { name: '订单状态：待付款' })).toBeVisible();
  await shot(page, 'detail-unpaid');

  await cancelFromList(page, '/user/order_list?status=unpaid', placed.groupId);
  expect((await numbers(page.request)).noPay).toBe(after.noPay - 1);
});

test('a paid order: 待发货 → shipped 待收货 (查看物流) → 确认收货 moves it to 待评价 with 去评价 per product', async ({ page }) => {
  const placed = await paidOrder(page.request);
  await open(page, '/user/order_list?status=0');
  await expect(row(page, placed.orderId).getByTestId('order-status')).toHaveText('待发货');
  await expect(row(page, placed.orderId).getByRole('button', { name: '申请开票' })).toBeVisible();
  await shot(page, 'list-to-ship');

  // 待发货 on the order page: steps, receiver, money whose goods are the sum of the lines
  await row(page, placed.orderId).getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(`/order_detail?orderId=${placed.orderId}`);
  await expect(page).toHaveTitle('订单详情-东联工业品商城');
  await expect(page.getByRole('heading', { name: '订单状态：待发货' })).toBeVisible();
  const steps = page.getByRole('list', { name: '订单进度' });
  await expect(steps.locator('.order-step.is-done')).toHaveCount(2);
  await expect(page.locator('.order-detail')).toContainText(placed.name);
  await expect(page.locator('.order-detail')).toContainText('余额支付');
  const goods = await page.getByTestId('money-goods').textContent();
  const lineTotal = await page.locator('.order-line-price').first().textContent();
  expect(goods).toBe(lineTotal);
  await shot(page, 'detail-to-ship');

  await ship(page.request, placed.orderId);
  await open(page, '/user/order_list?status=1');
  const shipped = row(page, placed.orderId);
  await expect(shipped.getByTestId('order-status')).toHaveText('待收货');
  await expect(shipped.getByRole('link', { name: '查看物流' })).toHaveAttribute('href', `/logistics?orderId=${placed.orderId}`);
  await open(page, `/order_detail?orderId=${placed.orderId}`);
  await expect(page.getByRole('heading', { name: '订单状态：待收货' })).toBeVisible();
  await expect(page.locator('.order-detail')).toContainText('顺丰速运');
  await shot(page, 'detail-to-receive');

  await open(page, '/user/order_list?status=1');
  const before = await numbers(page.request);
  await row(page, placed.orderId).getByRole('button', { name: '确认收货' }).click();
  await shot(page, 'list-take-confirm', false);
  await confirmIn(page, '确认收货');
  await expect(toast(page, '确认收货成功')).toBeVisible();
  await expect(row(page, placed.orderId)).toHaveCount(0);
  const after = await numbers(page.request);
  expect([after.noDeliver, after.noComment]).toEqual([before.noDeliver - 1, before.noComment + 1]);

  await open(page, '/user/order_list?status=2');
  const toReview = row(page, placed.orderId);
  await expect(toReview.getByTestId('order-status')).toHaveText('待评价');
  const detail = await callOk<{ orderProduct: { order_product_id: number }[] }>(page.request, 'get', `/api/order/detail/${placed.orderId}`);
  const uni = detail.orderProduct[0]?.order_product_id;
  await expect(toReview.getByRole('link', { name: '去评价' })).toHaveAttribute('href', `/evaluation?uni=${uni}&orderId=${placed.orderId}`);
  await shot(page, 'list-to-review');
  await open(page, `/order_detail?orderId=${placed.orderId}`);
  await expect(page.getByRole('heading', { name: '订单状态：待评价' })).toBeVisible();
  await expect(page.locator('.order-line').getByRole('link', { name: '评价' })).toHaveAttribute(
    'href',
    `/evaluation?uni=${uni}&orderId=${placed.orderId}`,
  );
  await shot(page, 'detail-to-review');
});

test('已完成: 再次购买 leads to the confirmation with the header count in step; 删除订单 removes the order', async ({ page }) => {
  const placed = await finishedOrder(page.request);
  await open(page, `/order_detail?orderId=${placed.orderId}`);
  await expect(page.getByRole('heading', { name: '订单状态：已完成' })).toBeVisible();
  await expect(page.getByRole('list', { name: '订单进度' }).locator('.order-step.is-done')).toHaveCount(5);
  await expect(page.locator('.order-line-done')).toHaveText(['已评价']);
  await shot(page, 'detail-done');

  await open(page, '/user/order_list?status=3');
  const done = row(page, placed.orderId);
  await expect(done.getByTestId('order-status')).toHaveText('已完成');
  await shot(page, 'list-done');
  await done.getByRole('button', { name: '再次购买' }).click();
  await expect(page).toHaveURL(/\/order_confirm\?new=1&cartId=\d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.confirm-line-name')).toHaveText([placed.name]);
  // buy-now lines stay out of the cart: the header shows the mall's own count
  const [count] = await callOk<{ count: string | number }[]>(page.request, 'get', '/api/user/cart/count');
  await expect(page.getByTestId('cart-count')).toHaveText(String(Number(count?.count ?? 0)));
  await shot(page, 'buy-again-confirm');

  await open(page, '/user/order_list?status=3');
  const before = await numbers(page.request);
  await row(page, placed.orderId).getByRole('button', { name: '删除订单' }).click();
  await confirmIn(page, '删除订单');
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row(page, placed.orderId)).toHaveCount(0);
  expect((await numbers(page.request)).done).toBe(before.done - 1);
  expect((await page.request.get(`/order_detail?orderId=${placed.orderId}`)).status()).toBe(404);
});

test('申请开票 on the order page checks the form, sends it and shows the invoice', async ({ page }) => {
  const placed = await paidOrder(page.request);
  await open(page, `/order_detail?orderId=${placed.orderId}`);
  await expect(page.locator('.order-detail')).toContainText('未申请开票');
  await page.getByRole('button', { name: '申请开票' }).click();
  const choose = page.getByRole('dialog', { name: '申请开票' });
  await choose.getByRole('radio', { name: '电子普通发票' }).check();
  await choose.getByRole('button', { name: '下一步' }).click();
  const invoice = page.getByRole('dialog', { name: '发票信息' });
  await badEmailRefused(invoice, '王采购');
  await shot(page, 'invoice-dialog', false);
  await invoice.getByLabel('收票邮箱').fill('wang@example.cn');
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(invoice).toHaveCount(0);
  const info = page.locator('.order-block', { hasText: '发票信息' });
  await expect(info).toContainText('发票类型：电子普通发票');
  await expect(info).toContainText('发票抬头：王采购');
  await expect(info).toContainText('开票状态：未开票');
  await expect(page.getByRole('button', { name: '申请开票' })).toHaveCount(0);
  await shot(page, 'invoice-requested');
  // asking twice is refused by the mall with its message
  const again = await page.request.post(`/api/order/receipt/${placed.orderId}`, {
    data: { receipt_type: 1, receipt_title_type: 1, receipt_title: '王采购', email: 'wang@example.cn' },
  });
  expect(((await again.json()) as Envelope<unknown>).message).toBe('该订单已申请开票');
});

test('an unknown order is the 404 page; without an order number the page says so; an empty page of a tab says so', async ({ page }) => {
  const response = await open(page, '/order_detail?orderId=99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('您可能输错了网址，或该网页已被删除、不存在哦')).toBeVisible();
  await shot(page, 'detail-404');
  await open(page, '/order_detail');
  await expect(page.getByText('没有指定订单，请在我的订单中查看')).toBeVisible();

  await open(page, '/user/order_list?status=3&page=999');
  await expect(page.locator('.order-row')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '亲，暂无订单信息哟~' })).toBeVisible();
  await shot(page, 'list-empty');
});

test('presell: a deposit order waits for its tail in 预售订单 and on its page; an unpaid deposit can be cancelled', async ({ page }) => {
  const running = await callOk<{ list: { product_id: number; product_presell_id: number; presell_type: number }[] }>(
    page.request,
    'get',
    '/api/store/product/presell/lst?type=1&page=1&limit=20',
  );
  const deposit = running.list.find((item) => item.presell_type === 2);
  expect(deposit).toBeDefined();
  const [productId, presellId] = [deposit?.product_id ?? 0, deposit?.product_presell_id ?? 0];
  const paid = await placeOrder(page.request, productId, presellId);
  await pay(page.request, paid);
  const unpaid = await placeOrder(page.request, productId, presellId);

  await open(page, '/user/presell_order');
  await expect(page).toHaveTitle('预售订单-东联工业品商城');
  const waiting = row(page, paid.orderId);
  await expect(waiting.getByTestId('order-status')).toHaveText('待付尾款');
  await expect(waiting).toContainText('定金已支付：');
  await expect(waiting.getByTestId('presell-tail')).toHaveText(/^¥\d+\.\d{2}$/);
  await expect(waiting).toContainText(/支付尾款时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  // the tail window opens after the presale ends
  await expect(waiting.getByTestId('presell-state')).toHaveText('未开始');
  await expect(waiting.getByRole('button', { name: '立即付款' })).toHaveCount(0);
  // only the deposit is paid: the postage comes with the tail
  await expect(waiting.locator('.order-row-sum')).not.toContainText('含运费');
  const deposits = groupRow(page, unpaid.groupId);
  await expect(deposits.getByTestId('order-status')).toHaveText('待付定金');
  await expect(deposits.getByRole('link', { name: '立即付款' })).toHaveAttribute('href', `/payment?result=${unpaid.groupId}`);
  await shot(page, 'presell-list');

  await open(page, `/order_detail?orderId=${paid.orderId}`);
  await expect(page.getByRole('heading', { name: '订单状态：待付尾款' })).toBeVisible();
  await expect(page.getByLabel('预售阶段')).toContainText('阶段1：定金');
  await expect(page.getByLabel('预售阶段')).toContainText('阶段2：尾款');
  await shot(page, 'detail-presell');

  await cancelFromList(page, '/user/presell_order', unpaid.groupId);
});
