// Header search: the type-ahead list under the input (products, categories, stores), the keyboard,
// and the plain search that still submits on Enter.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open } from '../helpers/e2e/login.ts';

const searchInput = (page: Page) => page.getByRole('combobox', { name: '搜索商品' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: '搜索建议' });

/** Opens the home page and types 复印 into the header search; its input. */
async function typedOnHome(page: Page) {
  await open(page, '/');
  const input = searchInput(page);
  await input.pressSequentially('复印');
  return input;
}

test('typing shows suggestions; ArrowDown + Enter opens the highlighted one', async ({ page }) => {
  const input = await typedOnHome(page);
  const list = suggestions(page);
  await expect(list).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  // every entry is labelled with its kind; '复印' matches at least a product and a category or store
  await expect(list.locator('.suggest-kind', { hasText: '商品' }).first()).toBeVisible();
  await expect(
    list
      .locator('.suggest-kind')
      .filter({ hasText: /^(分类|店铺)$/ })
      .first(),
  ).toBeVisible();
  await expect(options.filter({ hasText: '商品' }).first()).toContainText('复印');

  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(input).toHaveAttribute('aria-activedescendant', 'site-search-suggest-1');
  const href = await options.nth(1).getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/(goods_detail\/\d+|goods_cate\?|store\?)/);
  await input.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(list).toHaveCount(0);
});

test('plain Enter searches /goods_search?title=… and closes the list', async ({ page }) => {
  const input = await typedOnHome(page);
  await expect(suggestions(page)).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(`/goods_search?title=${encodeURIComponent('复印')}`);
  await expect(suggestions(page)).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the list and keeps the text', async ({ page }) => {
  const input = await typedOnHome(page);
  await expect(suggestions(page)).toBeVisible();
  await input.press('Escape');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(input).toHaveValue('复印');
  await expect(page).toHaveURL('/');
});
