import { expect, test } from '../helpers/e2e/shop-fixture.ts';

test('home page is server-rendered with every section, hydrates and reacts to a click', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Server-rendered: the sections and their data are in the HTML before any script runs.
  const html = await response!.text();
  expect(html).toContain('<div id="root">');
  for (const title of ['限时秒杀', '领券中心', '精选爆款', '首发新品', '推荐单品', '品牌好店', '热门榜单', '分类广场'])
    expect(html).toContain(title);
  expect(html).toMatch(/\d+点场/);
  expect(html).toContain('立即领取');
  expect(html).toContain('rel="canonical"');

  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const dots = page.locator('.home-banner-dots button');
  await expect(dots.first()).toBeVisible();
  const second = dots.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(dots.first()).toHaveAttribute('aria-pressed', 'false');

  // The seckill countdown ticks in the browser.
  const seconds = page.locator('.home-seckill [data-seconds]');
  const before = await seconds.textContent();
  await expect.poll(async () => seconds.textContent(), { timeout: 4000 }).not.toBe(before);

  // 立即领取 asks a guest to log in.
  await page.locator('.home-coupons .coupon-btn').first().click();
  await expect(page.getByRole('dialog', { name: '欢迎登录' })).toBeVisible();
  await page.keyboard.press('Escape');

  // 分类广场 loads more blocks as the shopper scrolls.
  const blocks = page.locator('[data-plaza-block]');
  const first = await blocks.count();
  expect(first).toBeGreaterThan(0);
  await page.locator('.plaza-foot').scrollIntoViewIfNeeded();
  await expect.poll(async () => blocks.count()).toBeGreaterThan(first);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/browse-home.png', fullPage: false });
  await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });
});
