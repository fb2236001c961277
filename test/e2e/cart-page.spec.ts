// /shopping_cart for 13800000001 (personal only): empty state, lines grouped by store, totals from the
// mall's prices, quantity changes, selection, delete with a confirmation, 去结算 and server rendering.
// The e2e server is shared: earlier tests leave lines in this cart, so each test empties it first and
// again at the end (13800000002's seeded carts are never touched).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import type { Envelope } from '../helpers/e2e/envelope.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { personalBuyerWithEmptyCart } from '../helpers/e2e/cart.ts';
import { open } from '../helpers/e2e/login.ts';
import { seriousViolations } from '../helpers/e2e/a11y.ts';

interface Sku {
  unique: string;
  price: string;
  sku: string;
  stock: number;
}

interface Product {
  product_id: number;
  mer_id: number;
  product_type?: number;
  store_name: string;
  merchant?: { mer_name: string } | null;
  sku: Record<string, Sku>;
}

async function product(request: APIRequestContext, id: number): Promise<Product> {
  return ((await (await request.get(`/api/store/product/detail/${id}`)).json()) as Envelope<Product>).data;
}

async function addLine(request: APIRequestContext, item: Product, sku: Sku, num: number): Promise<number> {
  const answer = await request.post('/api/user/cart/create', {
    data: { product_id: item.product_id, product_attr_unique: sku.unique, cart_num: num, is_new: 0, product_type: 0 },
  });
  const body = (await answer.json()) as Envelope<{ cart_id: number }>;
  expect(body.message).toBe('success');
  return body.data.cart_id;
}

const fen = (price: string) => Math.round(Number(price) * 100);
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

personalBuyerWithEmptyCart();

test('a checked line with its 属性 chip and amount passes the axe gate (contrast on the chip and the row tint)', async ({ page }) => {
  const item = await product(page.request, 1);
  const sku = Object.values(item.sku)[0]!;
  const cartId = await addLine(page.request, item, sku, 1);
  await open(page, '/shopping_cart');
  const row = page.locator(`[data-cart-id="${cartId}"]`);
  await expect(row.locator('.cart-sku')).toHaveText(`属性：${sku.sku}`);
  await expect(row).toHaveClass(/is-checked/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('empty cart, then two stores: totals, quantity, selection, 去结算, delete and the server HTML', async ({ page }) => {
  await open(page, '/shopping_cart');
  await expect(page.getByText('亲，购物车还是空的哟~')).toBeVisible();
  await expect(page.getByRole('link', { name: '继续逛' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.locator('h1')).toHaveText('购物车');
  await page.screenshot({ path: 'test-results/screenshots/cart-empty.png' });

  // Product 1 (自营 store) with its first SKU, and product 3 from another store, in stock.
  const first = await product(page.request, 1);
  const firstSku = Object.values(first.sku)[0]!;
  const other = await product(page.request, 3);
  expect(other.product_type ?? 0).toBe(0);
  expect(other.mer_id).not.toBe(first.mer_id);
  const otherSku = Object.values(other.sku).find((sku) => sku.stock > 2)!;
  const firstId = await addLine(page.request, first, firstSku, 1);
  const otherId = await addLine(page.request, other, otherSku, 2);

  await open(page, '/shopping_cart');
  await expect(page).toHaveTitle('购物车-东联工业品商城');
  const stores = page.locator('.cart-store');
  // newest line first, so product 3's store leads
  await expect(stores).toHaveCount(2);
  await expect(stores.locator('.cart-store-name')).toHaveText([other.merchant!.mer_name, first.merchant!.mer_name]);
  const firstStore = page.locator(`.cart-store[data-mer-id="${first.mer_id}"]`);
  const otherStore = page.locator(`.cart-store[data-mer-id="${other.mer_id}"]`);
  await expect(firstStore.locator('.tag-self')).toHaveText('自营');
  await expect(otherStore.locator('.tag-self')).toHaveCount(0);

  const firstRow = firstStore.locator(`[data-cart-id="${firstId}"]`);
  const otherRow = otherStore.locator(`[data-cart-id="${otherId}"]`);
  await expect(firstRow.locator('.cart-name')).toHaveText(first.store_name);
  await expect(firstRow.locator('.cart-name')).toHaveAttribute('href', '/goods_detail/1');
  await expect(firstRow.locator('.cart-sku')).toHaveText(`属性：${firstSku.sku}`);
  await expect(firstRow.locator('.cart-unit-price')).toHaveText(yuan(fen(firstSku.price)));
  await expect(firstRow.locator('.cart-line-amount')).toHaveText(yuan(fen(firstSku.price)));
  await expect(otherRow.locator('.cart-line-amount')).toHaveText(yuan(fen(otherSku.price) * 2));

  const pieces = page.locator('.cart-summary-pieces');
  const total = page.locator('.cart-summary-total .price');
  const count = page.getByTestId('cart-count');
  await expect(pieces).toHaveText('已选 3 件商品');
  await expect(total).toHaveText(yuan(fen(firstSku.price) + fen(otherSku.price) * 2));
  await expect(count).toHaveText('3');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'test-results/screenshots/cart.png', fullPage: true });

  // + on product 1: its amount, the total and the header count follow.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/user/cart/change/${firstId}`)),
    firstRow.getByRole('button', { name: `增加 ${first.store_name} 的数量` }).click(),
  ]);
  await expect(firstRow.getByLabel(`${first.store_name} 的数量`, { exact: true })).toHaveValue('2');
  await expect(firstRow.locator('.cart-line-amount')).toHaveText(yuan(fen(firstSku.price) * 2));
  await expect(total).toHaveText(yuan(fen(firstSku.price) * 2 + fen(otherSku.price) * 2));
  await expect(pieces).toHaveText('已选 4 件商品');
  await expect(count).toHaveText('4');

  // Unselecting product 3 leaves product 1 alone in 合计 / 已选 and clears its store's and 全选's ticks.
  await otherRow.getByRole('checkbox').uncheck();
  await expect(total).toHaveText(yuan(fen(firstSku.price) * 2));
  await expect(pieces).toHaveText('已选 2 件商品');
  await expect(otherStore.getByRole('checkbox', { name: `选择店铺 ${other.merchant!.mer_name}` })).not.toBeChecked();
  await expect(page.locator('.cart-footer').getByRole('checkbox', { name: '全选' })).not.toBeChecked();

  // The page is rendered on the server: the HTML already lists the lines.
  const html = await (await page.request.get('/shopping_cart')).text();
  expect(html).toContain(other.store_name);
  expect(html).toContain(`data-cart-id="${firstId}"`);

  // Both selected again (store checkbox), then 去结算 with the ids in display order.
  await otherStore.getByRole('checkbox', { name: `选择店铺 ${other.merchant!.mer_name}` }).check();
  await expect(page.locator('.cart-head').getByRole('checkbox', { name: '全选' })).toBeChecked();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(`/order_confirm?cartId=${otherId},${firstId}`);

  // Delete product 1 after confirming: the line and its store go, the count drops by its 2 pieces.
  await open(page, '/shopping_cart');
  await firstRow.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('dialog', { name: '删除商品' });
  await expect(dialog).toContainText(first.store_name);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(firstRow).toHaveCount(0);
  await expect(firstStore).toHaveCount(0);
  await expect(count).toHaveText('2');
  await expect(total).toHaveText(yuan(fen(otherSku.price) * 2));

  // Nothing selected: 去结算 is off and the sums are zero.
  await page.locator('.cart-footer').getByRole('checkbox', { name: '全选' }).uncheck();
  await expect(page.getByRole('button', { name: '去结算' })).toBeDisabled();
  await expect(pieces).toHaveText('已选 0 件商品');
  await expect(total).toHaveText('¥0.00');
});

test('typing a quantity, a refused change (toast, value back) and 删除选中 ending in the empty state', async ({ page }) => {
  const item = await product(page.request, 1);
  const sku = Object.values(item.sku)[0]!;
  const cartId = await addLine(page.request, item, sku, 1);
  await open(page, '/shopping_cart');
  const row = page.locator(`[data-cart-id="${cartId}"]`);
  const quantity = row.getByLabel(`${item.store_name} 的数量`, { exact: true });
  const count = page.getByTestId('cart-count');

  await quantity.fill('5');
  await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/user/cart/change/${cartId}`)), quantity.press('Enter')]);
  await expect(row.locator('.cart-line-amount')).toHaveText(yuan(fen(sku.price) * 5));
  await expect(count).toHaveText('5');

  // The mall's own refusal (more than the stock), replayed for the next + click.
  const refused = await page.request.post(`/api/user/cart/change/${cartId}`, { data: { cart_num: sku.stock + 1 } });
  const envelope = (await refused.json()) as Envelope<unknown>;
  expect(envelope.message).toBe('库存不足');
  await page.route(`**/api/user/cart/change/${cartId}`, (route) =>
    route.fulfill({ status: refused.status(), contentType: 'application/json', body: JSON.stringify(envelope) }),
  );
  await row.getByRole('button', { name: `增加 ${item.store_name} 的数量` }).click();
  await expect(toast(page, '库存不足')).toBeVisible();
  await expect(quantity).toHaveValue('5');
  await expect(row.locator('.cart-line-amount')).toHaveText(yuan(fen(sku.price) * 5));
  await expect(count).toHaveText('5');

  // 删除选中 asks first; 取消 keeps the line, 确定 removes it and the empty state shows.
  await page.getByRole('button', { name: '删除选中' }).click();
  const dialog = page.getByRole('dialog', { name: '删除商品' });
  await expect(dialog).toContainText('确定要删除选中的 1 个商品吗？');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: '删除选中' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('亲，购物车还是空的哟~')).toBeVisible();
  await expect(count).toHaveText('0');
});
