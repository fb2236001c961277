// The purchasing entity decides whose cart the header counts: the user's own (（个人）) or the company's
// (（企业）). Other tests share the demo mall and may empty or fill these carts (a company order empties the
// company's), so the test puts a line in the company cart itself and checks that only that cart grew.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_PHONE, signInByApi, switchEntity } from '../helpers/e2e/login.ts';

/** The BFF's count for the entity the browser's cookies hold right now. */
async function bffCartCount(page: Page): Promise<string> {
  const answer = await page.request.get('/api/user/cart/count');
  expect(answer.status()).toBe(200);
  return String(((await answer.json()) as { data: { count: unknown }[] }).data[0]?.count);
}

/** Adds one unit of the first product with stock to the cart of the entity the cookies hold. */
async function addCartLine(page: Page): Promise<void> {
  const detail = (await (await page.request.get('/api/store/product/detail/1')).json()) as {
    data: { product_id: number; sku: Record<string, { unique: string; stock: number }> };
  };
  const sku = Object.values(detail.data.sku).find((candidate) => candidate.stock > 0);
  expect(sku, 'a product with stock').toBeDefined();
  const answer = await page.request.post('/api/user/cart/create', {
    data: { product_id: detail.data.product_id, product_attr_unique: sku?.unique, cart_num: 1, is_new: 0, product_type: 0 },
  });
  expect(((await answer.json()) as { message: string }).message).toBe('success');
}

test('switching the entity switches the header cart count, and back', async ({ page }) => {
  await signInByApi(page, COMPANY_PHONE);
  const count = page.getByTestId('cart-count');
  await expect(page.locator('.entity-label')).toHaveText('（个人）');
  const personal = await bffCartCount(page);
  await expect(count).toHaveText(personal);

  await switchEntity(page, 'COMPANY');
  const companyBefore = await bffCartCount(page);
  await expect(count).toHaveText(companyBefore);
  // one more line, twice if needed so the two counts differ and the header's change is visible
  for (let tries = 0; tries < 2 && (tries === 0 || (await bffCartCount(page)) === personal); tries += 1) await addCartLine(page);
  const company = await bffCartCount(page);
  expect(Number(company)).toBeGreaterThan(Number(companyBefore));
  expect(company).not.toBe(personal);
  await page.reload();
  await expect(page.getByRole('link', { name: `购物车，${company} 件商品` })).toBeVisible();

  // the server-rendered header agrees (no flash of the other entity's count on reload)
  const html = await (await page.reload())!.text();
  expect(html).toContain(`data-testid="cart-count">${company}<`);

  await switchEntity(page, 'PERSONAL');
  await expect(count).toHaveText(personal);
  expect(await bffCartCount(page)).toBe(personal);
});
