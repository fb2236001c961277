import { expect, test } from '@playwright/test';

test('home page is server-rendered, hydrates and reacts to a click', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Server-rendered: the site name from /api/pc/config is in the HTML before any script runs.
  const html = await response!.text();
  expect(html).toContain('<div id="root">');

  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const dots = page.locator('.home-banner-dots button');
  await expect(dots.first()).toBeVisible();
  const second = dots.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(dots.first()).toHaveAttribute('aria-pressed', 'false');

  await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });
});
