// The purchasing entity decides whose cart the header counts: the user's own (（个人）) or the company's
// (（企业）). The demo mall seeds 3 items in 13800000002's cart and 5 in company 1's.
import { expect, test, type Page } from '@playwright/test';
import { COMPANY_PHONE, signInByApi } from '../helpers/e2e/login.ts';

/** The BFF's count for the entity the browser's cookies hold right now. */
async function bffCartCount(page: Page): Promise<string> {
  const answer = await page.request.get('/api/user/cart/count');
  expect(answer.status()).toBe(200);
  return String(((await answer.json()) as { data: { count: unknown }[] }).data[0]?.count);
}

test('switching the entity switches the header cart count, and back', async ({ page }) => {
  await signInByApi(page, COMPANY_PHONE);
  const count = page.getByTestId('cart-count');
  await expect(page.locator('.entity-label')).toHaveText('（个人）');
  const personal = await bffCartCount(page);
  await expect(count).toHaveText(personal);

  await page.getByRole('button', { name: '切换为企业' }).click();
  await expect(page.locator('.entity-label')).toHaveText('（企业）');
  const company = await bffCartCount(page);
  await expect(count).toHaveText(company);
  // Other tests share the server and may add to these carts, so the seeds are the floor, not exact.
  expect(Number(personal)).toBeGreaterThanOrEqual(3);
  expect(Number(company)).toBeGreaterThanOrEqual(5);
  expect(company).not.toBe(personal);
  await expect(page.getByRole('link', { name: `购物车，${company} 件商品` })).toBeVisible();

  // the server-rendered header agrees (no flash of the other entity's count on reload)
  const html = await (await page.reload())!.text();
  expect(html).toContain(`data-testid="cart-count">${company}<`);

  await page.getByRole('button', { name: '切换为个人' }).click();
  await expect(page.locator('.entity-label')).toHaveText('（个人）');
  await expect(count).toHaveText(personal);
  expect(await bffCartCount(page)).toBe(personal);
});
