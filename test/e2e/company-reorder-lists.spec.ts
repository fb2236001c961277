// Reorder lists end to end (docs/company-api.md §7, docs/user-centre.md): company 2's 管理员 13800000003 invites two
// fresh 采购员. Member A, buying as 企业, saves the chosen SKU from the product page into a new list with a double
// click (one list is made), then adds selected cart rows to it. Member B opens 常购清单, sees A's list read-only and
// clicks 一键加入购物车: the company cart gets the lines that can be bought, and the toast names the line skipped for
// stock. A then saves a paid order's lines (全部加入清单) into the list. Under 个人 the product page shows no
// 加入常购清单. Other specs use company 2's cart too: only changes of this test's SKUs count.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { inviteFreshMember, MEMBER_PASSWORD } from '../helpers/e2e/company-members.ts';
import { open, signInByApi, switchEntity } from '../helpers/e2e/login.ts';
import { placePaidOrder } from '../helpers/e2e/orders.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { productWithSkus } from '../helpers/e2e/catalogue-picks.ts';

const SHOTS = 'test-results/screens';
const ADMIN_PHONE = '13800000003';

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-reorder-lists-${name}.png`, fullPage });
}

/** Picks the list `listId` in the open 加入常购清单 dialog, saves and sees the toast naming `listName`. */
async function addToChosenList(page: Page, listId: number, listName: string, shotName: string) {
  const dialog = page.getByRole('dialog', { name: '加入常购清单' });
  await expect(dialog.getByLabel('选择清单')).toBeEnabled();
  await dialog.getByLabel('选择清单').selectOption({ value: String(listId) });
  await shot(page, shotName, false);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已加入清单：${listName}`)).toBeVisible();
}

async function body<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<{ status: number; message: string; data: T }> {
  return (await answer.json()) as { status: number; message: string; data: T };
}

/** A member's page in its own browser context, signed in and buying as 企业. */
async function memberPage(browser: Browser, phone: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: { account: phone, password: MEMBER_PASSWORD, user_type: 'pc' } });
  expect((await body<{ company?: { role_name: string } }>(login)).data.company?.role_name).toBe('采购员');
  await open(page, path);
  if ((await page.locator('.entity-label').textContent()) !== '（企业）') await switchEntity(page, 'COMPANY');
  return page;
}

/** Pieces of each SKU in the caller's current cart. */
async function cartPieces(request: APIRequestContext): Promise<Map<string, number>> {
  const answer = await body<{ list: { list: { product_attr_unique: string; cart_num: number }[] }[] }>(
    await request.get('/api/user/cart/lst'),
  );
  const pieces = new Map<string, number>();
  for (const line of answer.data.list.flatMap((store) => store.list)) {
    pieces.set(line.product_attr_unique, (pieces.get(line.product_attr_unique) ?? 0) + line.cart_num);
  }
  return pieces;
}

test('a reorder list saved by one member (double click: one list) is used by another member of the company', async ({
  page,
  browser,
  baseURL,
}) => {
  const phoneA = await inviteFreshMember(baseURL!, 'buyer', ADMIN_PHONE);
  const phoneB = await inviteFreshMember(baseURL!, 'buyer', ADMIN_PHONE);
  await signInByApi(page, ADMIN_PHONE, '/user');
  const { detail, skus } = await productWithSkus(page.request, { skuCount: 3, minStock: 30, finiteStock: true });
  const listName = `车间常用件-${Date.now() % 100_000}`;

  // 1. member A, as 企业, saves the chosen SKU ×3 from the product page with a double click
  const a = await memberPage(browser, phoneA, `/goods_detail/${detail.product_id}`);
  const creates: string[] = [];
  a.on('request', (r) => {
    if (r.url().includes('/api/company/reorder_list/create')) creates.push(r.postData() ?? '');
  });
  await a.getByLabel('购买数量').fill('3');
  await a.getByRole('button', { name: '加入常购清单' }).click();
  const dialog = a.getByRole('dialog', { name: '加入常购清单' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('共 1 种商品，3 件');
  await dialog.getByLabel('清单名称').fill(listName);
  await shot(a, 'dialog-product-page', false);
  await dialog.getByRole('button', { name: '保存' }).dblclick();
  await expect(toast(a, `保存成功：${listName}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const lists = await body<{ list: { list_id: number; name: string; line_count: number }[] }>(
    await a.request.get('/api/company/reorder_list/lst?limit=50'),
  );
  const mine = lists.data.list.filter((list) => list.name === listName);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.line_count).toBe(1);
  expect(creates.length).toBeGreaterThanOrEqual(1);
  // every create request of the double click carried the same key
  expect(new Set(creates.map((posted) => (JSON.parse(posted) as { request_key: string }).request_key)).size).toBe(1);
  const listId = mine[0]?.list_id ?? 0;
  const chosenSku = (
    await body<{ lines: { product_attr_unique: string; quantity: number }[] }>(
      await a.request.get(`/api/company/reorder_list/detail/${listId}`),
    )
  ).data.lines[0];
  expect(chosenSku?.quantity).toBe(3);
  const otherSku = skus.find((s) => s.unique !== chosenSku?.product_attr_unique);
  const thirdSku = skus.find((s) => s.unique !== chosenSku?.product_attr_unique && s.unique !== otherSku?.unique);
  if (!otherSku || !thirdSku || !chosenSku) throw new Error('the product has three SKUs');

  // 2. A puts another SKU into the company cart and saves only that row from the cart into the same list
  const added = await body<unknown>(
    await a.request.post('/api/user/cart/create', {
      data: { product_id: detail.product_id, product_attr_unique: otherSku.unique, cart_num: 2, product_type: 0 },
    }),
  );
  expect(added.status).toBe(200);
  await open(a, '/shopping_cart');
  const all = a.locator('.cart-head').getByRole('checkbox');
  await all.uncheck();
  const row = a.locator('.cart-row', { hasText: otherSku.sku || detail.store_name }).first();
  await row.getByRole('checkbox').check();
  await a.getByRole('button', { name: '选中商品加入常购清单' }).click();
  await addToChosenList(a, listId, listName, 'dialog-cart');
  const afterCart = (
    await body<{ lines: { product_attr_unique: string; quantity: number }[] }>(
      await a.request.get(`/api/company/reorder_list/detail/${listId}`),
    )
  ).data.lines;
  expect(afterCart.map((line) => line.product_attr_unique)).toEqual([chosenSku.product_attr_unique, otherSku.unique]);
  expect(afterCart[1]?.quantity).toBeGreaterThanOrEqual(2);
  // a third line asks for more than the stock: it is skipped, not cut down
  const tooMany = await body<unknown>(
    await a.request.post(`/api/company/reorder_list/lines/${listId}`, {
      data: { lines: [{ product_id: detail.product_id, product_attr_unique: thirdSku.unique, quantity: 9999 }] },
    }),
  );
  expect(tooMany.message).toBe('已加入清单');
  // the owner sees the list editable: a quantity changed on the page is saved
  await open(a, `/user/reorder_lists?id=${listId}`);
  const own = a.locator(`[data-list-detail="${listId}"]`);
  await expect(own.getByRole('button', { name: '重命名' })).toBeVisible();
  await expect(own.getByRole('spinbutton')).toHaveCount(3);
  await shot(a, 'owner-view');
  await a.context().close();

  // 3. member B sees A's list read-only and adds it to the company cart in one click
  const b = await memberPage(browser, phoneB, '/user/reorder_lists');
  await open(b, `/user/reorder_lists?id=${listId}`);
  await expect(b.locator(`[data-list="${listId}"]`)).toContainText(listName);
  const panel = b.locator(`[data-list-detail="${listId}"]`);
  await expect(panel).toContainText('仅创建人和管理员可以修改');
  await expect(panel.getByRole('button', { name: '重命名' })).toHaveCount(0);
  await expect(panel.getByRole('spinbutton')).toHaveCount(0);
  await expect(panel.locator('tbody tr')).toHaveCount(3);
  await expect(panel.locator('tbody tr').nth(2)).toContainText('库存不足');
  await shot(b, 'list-page');

  const before = await cartPieces(b.request);
  await panel.getByRole('button', { name: '一键加入购物车' }).click();
  const message = toast(b, '已加入购物车 2 种商品');
  await expect(message).toBeVisible();
  await expect(message).toContainText('未加入 1 种');
  await expect(message).toContainText('库存不足');
  await shot(b, 'toast', false);
  const after = await cartPieces(b.request);
  const delta = (unique: string) => (after.get(unique) ?? 0) - (before.get(unique) ?? 0);
  expect(delta(chosenSku.product_attr_unique)).toBe(3);
  expect(delta(otherSku.unique)).toBe(afterCart[1]?.quantity);
  expect(delta(thirdSku.unique)).toBe(0);

  // 4. A pays a company order and saves all its lines from the order detail (全部加入清单): the pieces add up
  const again = await memberPage(browser, phoneA, '/');
  const paid = await placePaidOrder(again.request);
  const pieces = async () =>
    (
      await body<{ lines: { product_id: number; quantity: number }[] }>(
        await again.request.get(`/api/company/reorder_list/detail/${listId}`),
      )
    ).data.lines;
  const sum = (lines: { quantity: number }[]) => lines.reduce((total, line) => total + line.quantity, 0);
  const beforeOrder = sum(await pieces());
  await open(again, `/order_detail?orderId=${paid.orderId}`);
  await again.getByRole('button', { name: '全部加入清单' }).click();
  await addToChosenList(again, listId, listName, 'dialog-order');
  const afterOrder = await pieces();
  expect(sum(afterOrder)).toBe(beforeOrder + 1);
  expect(afterOrder.some((line) => line.product_id === paid.productId)).toBe(true);
  await again.context().close();

  // under 个人 the product page offers no reorder list
  await open(b, `/goods_detail/${detail.product_id}`);
  await expect(b.getByRole('button', { name: '加入常购清单' })).toBeVisible();
  await switchEntity(b, 'PERSONAL');
  await expect(b.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expect(b.getByRole('button', { name: '加入常购清单' })).toHaveCount(0);
  await b.context().close();
});
