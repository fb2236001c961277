// One <meta name="description"> per page: the page's own when it sets one, else the site's.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open } from '../helpers/e2e/login.ts';

const SITE_DESCRIPTION = '东联工业品商城：面向企业的一站式工业品与办公用品采购平台，正品保障、对公结算、增值税专票。';

const descriptionTags = (html: string) => html.match(/<meta name="description"[^>]*>/g) ?? [];
const descriptions = (page: Page) => page.locator('head meta[name="description"]');

test('home, a product page and a chrome page each have exactly one description', async ({ page }) => {
  const home = await open(page, '/');
  expect(descriptionTags(await home!.text())).toHaveLength(1);
  await expect(descriptions(page)).toHaveCount(1);
  await expect(descriptions(page)).toHaveAttribute('content', SITE_DESCRIPTION);

  const product = await open(page, '/goods_detail/1');
  const tags = descriptionTags(await product!.text());
  expect(tags).toHaveLength(1);
  expect(tags[0]).not.toContain(SITE_DESCRIPTION);
  expect(tags[0]).toContain('复印纸');
  await expect(descriptions(page)).toHaveCount(1);

  const login = await open(page, '/login');
  expect(descriptionTags(await login!.text())).toEqual([`<meta name="description" content="${SITE_DESCRIPTION}" />`]);
});

test('client-side navigation replaces the description instead of adding one', async ({ page }) => {
  await open(page, '/');
  await page.locator('a[href="/goods_detail/1"]').first().click();
  await expect(page).toHaveURL('/goods_detail/1');
  await expect(descriptions(page)).toHaveCount(1);
  await expect(descriptions(page)).toHaveAttribute('content', /复印纸/);
  await page.getByRole('link', { name: '商城首页', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(descriptions(page)).toHaveCount(1);
  await expect(descriptions(page)).toHaveAttribute('content', SITE_DESCRIPTION);
});
