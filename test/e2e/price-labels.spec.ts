// What a price is, as a buyer reads it (docs/trade-pricing.md §Shown price): a guest sees 原价 with the way to the
// buyer's price, never 秒杀价 over a number that is not the seckill price; under 企业 the cart shows what the
// company pays (no SVIP), under 个人 an SVIP buyer sees the SVIP price.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_PHONE, open, signInByApi, switchEntity } from '../helpers/e2e/login.ts';

const SHOTS = 'test-results/screenshots';

test('a guest sees 原价 and 登录查看秒杀价/企业价 on the product page, the seckill list and its detail', async ({ page }) => {
  await open(page, '/goods_detail/2');
  const price = page.locator('.detail-price-line');
  await expect(price.locator('.detail-label')).toHaveText('原价');
  await expect(price).toContainText('登录查看秒杀价/企业价');
  await expect(page.locator('.detail-part-number')).toContainText('型号 FN-3065');
  await page.screenshot({ path: `${SHOTS}/price-product-guest.png` });

  await open(page, '/goods_seckill');
  await expect(page.locator('.activity-hero')).toContainText('登录查看秒杀价/企业价');
  const tile = page.locator('.activity-grid .activity-price').first();
  await expect(tile.locator('.price-label')).toHaveText('原价');
  const listed = await tile.locator('b').textContent();
  await page.screenshot({ path: `${SHOTS}/price-seckill-list-guest.png` });

  await page.locator('.activity-grid a').first().click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.detail-price-line .detail-label')).toHaveText('原价');
  await expect(page.locator('.detail-price-now b')).toHaveText(listed ?? '');
  await expect(page.locator('.detail-price-line')).not.toContainText('秒杀价 ¥');
  await page.screenshot({ path: `${SHOTS}/price-seckill-detail-guest.png` });
});

test('the cart shows what is charged: list prices under 企业, the SVIP price under 个人', async ({ page }) => {
  await signInByApi(page, COMPANY_PHONE, '/');
  const sku = await page.request.get('/api/store/product/detail/2');
  const detail = (await sku.json()).data as { sku: Record<string, { unique: string; price: string; svip_price: string; stock: number }> };
  const row = Object.values(detail.sku).find((s) => s.stock > 0)!;
  const add = () =>
    page.request.post('/api/user/cart/create', {
      data: { product_id: 2, product_attr_unique: row.unique, cart_num: 1, is_new: 0, product_type: 0 },
    });

  expect((await add()).status()).toBe(200);
  await open(page, '/shopping_cart');
  const line = page.locator('.cart-row', { hasText: 'FN-3065' });
  await expect(line.locator('.cart-unit-price')).toHaveText(`SVIP¥${row.svip_price}`);

  await switchEntity(page, 'COMPANY');
  expect((await add()).status()).toBe(200);
  await open(page, '/shopping_cart');
  const companyLine = page.locator('.cart-row', { hasText: 'FN-3065' });
  await expect(companyLine.locator('.cart-unit-price')).toHaveText(`¥${row.price}`);
  await expect(companyLine.locator('.svip-badge')).toHaveCount(0);
  await expect(companyLine.locator('.part-number')).toContainText('型号 FN-3065');
  await page.screenshot({ path: `${SHOTS}/price-cart-company.png`, fullPage: true });
});
