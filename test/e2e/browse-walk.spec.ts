// A guest walks from home to a filtered, sorted page 2, opens a product, picks a SKU, is asked to log in,
// logs in, adds to the cart (header count rises) and buys now.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';

const LISTING = /\/goods_cate\?sid=1&name=.+&brand=1%2C2&order=price_desc&page=2$/;

async function productIds(page: Page): Promise<string[]> {
  return page.locator('.goods-grid .goods-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id') ?? ''));
}

test('guest: home → category → filter and sort → page 2 → product → SKU → cart → login → cart → buy now', async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.locator('.home-cate').getByRole('link', { name: '办公用品', exact: true }).click();
  await expect(page).toHaveURL(/\/goods_cate\?sid=1/);
  await expect(page.locator('.breadcrumb')).toContainText('办公用品');

  // Two brands (multi-select), then price sort and its direction toggle.
  const brandRow = page.locator('[data-filter="brand"]');
  await brandRow.getByRole('link', { name: '晨光' }).click();
  await expect(page).toHaveURL(/brand=1(&|$)/);
  await brandRow.getByRole('link', { name: '得力' }).click();
  await expect(page).toHaveURL(/brand=1%2C2/);
  await expect(page.locator('.active-filters')).toContainText('品牌：晨光');
  await expect(page.locator('.active-filters')).toContainText('品牌：得力');
  await page.locator('.sort-price').click();
  await expect(page).toHaveURL(/order=price_asc/);
  await page.locator('.sort-price').click();
  await expect(page).toHaveURL(/order=price_desc/);
  await expect(page.locator('.sort-total')).toContainText('共 18 件商品');
  await page.locator('.pager').getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(LISTING);
  await expect(page.locator('.pager .active')).toHaveText('2');
  const jsIds = await productIds(page);
  expect(jsIds).toHaveLength(3);
  await page.screenshot({ path: 'test-results/screenshots/browse-listing.png', fullPage: true });

  // The same URL without JavaScript renders the same filtered, sorted page 2.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  const response = await plain.goto(page.url());
  expect(response?.status()).toBe(200);
  await expect(plain.locator('.pager .active')).toHaveText('2');
  await expect(plain.locator('[data-filter="brand"] .chip.active')).toHaveText(['✓晨光', '✓得力']);
  await expect(plain.locator('.sort-price')).toHaveAttribute('data-dir', 'desc');
  expect(await productIds(plain)).toEqual(jsIds);
  const prices = await plain.locator('.goods-card .price b').allTextContents();
  expect(prices.map(Number)).toEqual([...prices.map(Number)].sort((a, b) => b - a));
  await noJs.close();

  // Product with SKU rows.
  await page.locator('.goods-grid .goods-card').first().click();
  await expect(page).toHaveURL(/\/goods_detail\/\d+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const firstRow = page.locator('.detail-sku').first();
  const values = firstRow.locator('.sku-value');
  await expect(values.first()).toHaveAttribute('aria-checked', 'true');
  const enabled = firstRow.locator('.sku-value:not([disabled])');
  if ((await enabled.count()) > 1) {
    await enabled.nth(1).click();
    await expect(enabled.nth(1)).toHaveAttribute('aria-checked', 'true');
  }

  // A guest is asked to log in.
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByRole('dialog', { name: '欢迎登录' })).toBeVisible();
  await page.keyboard.press('Escape');

  const login = await page.evaluate(async () => {
    const answer = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000001', password: 'Demo@2026', user_type: 'pc' }),
    });
    return (await answer.json()) as { status: number };
  });
  expect(login.status).toBe(200);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  const count = page.getByTestId('cart-count');
  const before = Number(await count.textContent());
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect.poll(async () => Number(await count.textContent())).toBeGreaterThan(before);

  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/order_confirm\?new=1&cartId=\d+/);
});

test('an unknown product answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/goods_detail/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('抱歉，您访问的页面出错了')).toBeVisible();
});
