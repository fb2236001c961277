// Client-side navigation: the top progress bar, and a page whose code fails to load ending in exactly
// one full page load (no loop, no return to the page the shopper was leaving).
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open } from '../helpers/e2e/login.ts';

const bar = (page: Page) => page.locator('#nav-progress');

/** Paths of the full page loads (documents) the page makes from now on. */
function documentLoads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('a slow navigation shows the progress bar, which goes away once the page is there', async ({ page }) => {
  await open(page, '/');
  await expect(bar(page)).not.toHaveAttribute('data-active', 'true');
  // hold the next page's data long enough to pass the 200 ms throttle
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.pageContext.json*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: '资讯信息' }).click();
  await expect(bar(page)).toHaveAttribute('data-active', 'true');
  await expect(bar(page)).toHaveCSS('opacity', '1');
  await expect(page).toHaveURL('/');
  release();
  await expect(page).toHaveURL('/news_list');
  await expect(bar(page)).not.toHaveAttribute('data-active', 'true');
  await expect(bar(page)).toHaveCSS('opacity', '0');
});

test('a page module that cannot be fetched loads the target page once from the server', async ({ page }) => {
  await open(page, '/');
  const loads = documentLoads(page);
  let aborted = 0;
  await page.route('**/assets/entries/web_pages_*news_list.*.js', (route) => {
    aborted += 1;
    return route.abort();
  });
  await page.getByRole('link', { name: '资讯信息' }).click();
  await expect(page).toHaveURL('/news_list');
  await expect(page.getByRole('heading', { name: '最新资讯' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(aborted).toBeGreaterThan(0);
  expect(loads).toEqual(['/news_list']);
});

test('a stylesheet that cannot be preloaded loads the page once; a second failure does not reload', async ({ page }) => {
  await open(page, '/');
  // let the home page finish what it loads after hydration, so only the navigation meets the failing styles
  await page.waitForLoadState('networkidle');
  const loads = documentLoads(page);
  // every stylesheet from now on fails (the home page's own are already in the document)
  await page.route('**/*.css', (route) => route.abort());
  await page.getByRole('link', { name: '资讯信息' }).click();
  await expect(page).toHaveURL('/news_list');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(loads).toEqual(['/news_list']);
  expect(await page.evaluate(() => sessionStorage.getItem('mall_chunk_reloaded'))).toBe('1');

  // within the guard's window another failed preload renders the page client-side without a reload
  await page.getByRole('link', { name: '商城首页', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('.site-main')).not.toBeEmpty();
  expect(loads).toEqual(['/news_list']);
});
