// The three-level 商品分类 menu under the header on browse pages (issue: chrome, point 1).
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open, signInByApi, PERSONAL_PHONE } from '../helpers/e2e/login.ts';

test('a listing page opens the three-level menu on hover and its leaf links to the category listing', async ({ page }) => {
  await open(page, '/goods_search?title=%E7%AC%94');
  const bar = page.locator('header nav.category-bar');
  await expect(bar).toHaveCount(1);
  await expect(bar.locator('.category-panel')).toHaveCount(0);

  await bar.getByRole('button', { name: '商品分类' }).hover();
  const first = bar.locator('.category-level1 li').filter({ hasText: '办公用品' });
  await expect(first).toBeVisible();
  await first.hover();
  const leaf = bar.locator('.category-flyout').getByRole('link', { name: '复印纸', exact: true });
  await expect(leaf).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/chrome-category-bar.png' });
  await leaf.click();
  await expect(page).toHaveURL(/\/goods_cate\?sid=1001/);
  await expect(page.locator('main h1')).toContainText('复印纸');
});

test('the home page keeps its open menu beside the banner and account pages show none', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('header nav.category-bar')).toHaveCount(0);
  await expect(page.locator('main nav.category-bar .category-level1')).toBeVisible();

  await signInByApi(page, PERSONAL_PHONE, '/shopping_cart');
  await expect(page.locator('nav.category-bar')).toHaveCount(0);
});
