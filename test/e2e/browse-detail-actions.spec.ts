// Product detail buttons: a guest is asked to log in; a logged-in shopper sees the BFF's Chinese error
// message as a toast when 加入购物车 or 立即购买 is refused.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { open, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';

interface Detail {
  product_id: number;
  product_type?: number;
  stock: number;
  once_min_count?: number;
  once_max_count?: number;
}

/** A normal product in stock without purchase limits, so the stock is the only bound. */
async function plainProduct(request: APIRequestContext): Promise<Detail> {
  for (let id = 1; id <= 60; id++) {
    const answer = await request.get(`/api/store/product/detail/${id}`);
    if (answer.status() !== 200) continue;
    const detail = ((await answer.json()) as { data?: Detail }).data;
    if (detail && (detail.product_type ?? 0) === 0 && detail.stock > 0 && !detail.once_min_count && !detail.once_max_count) return detail;
  }
  throw new Error('the demo mall has no plain product in stock');
}

test('guest: 加入购物车 and 立即购买 open the login modal and send nothing', async ({ page, request }) => {
  const product = await plainProduct(request);
  let cartCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/cart/create')) cartCalls += 1;
  });
  await open(page, `/goods_detail/${product.product_id}`);
  const dialog = page.getByRole('dialog', { name: '欢迎登录' });
  for (const name of ['加入购物车', '立即购买']) {
    await page.getByRole('button', { name }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  expect(cartCalls).toBe(0);
});

test('logged in: the BFF message (库存不足) is a toast for 加入购物车 and 立即购买, and the page stays', async ({ page, request }) => {
  const product = await plainProduct(request);
  await signInByApi(page, PERSONAL_PHONE, `/goods_detail/${product.product_id}`);
  const stock = Number(await page.locator('.detail-stock').getAttribute('data-stock'));
  expect(stock).toBeGreaterThan(0);
  const quantity = page.getByLabel('购买数量');

  // The whole stock fits once; a second time the cart line would exceed it.
  await quantity.fill(String(stock));
  await expect(quantity).toHaveValue(String(stock));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast(page, '加入购物车成功')).toBeVisible();
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/cart/create')),
    page.getByRole('button', { name: '加入购物车' }).click(),
  ]);
  const envelope = (await refused.json()) as { status: number; message: string };
  expect(envelope.message).toBe('库存不足');
  await expect(toast(page, '库存不足')).toBeVisible();

  // 立即购买 refused the same way (the BFF's answer replayed): a toast, no navigation.
  await page.route('**/api/user/cart/create', (route) =>
    route.fulfill({ status: refused.status(), contentType: 'application/json', body: JSON.stringify(envelope) }),
  );
  // Toasts leave after 3 s; wait for the first one to go so the next one is provably new.
  await expect(toast(page, '库存不足')).toHaveCount(0);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(toast(page, '库存不足')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${product.product_id}$`));
  await expect(page.getByRole('button', { name: '立即购买' })).toBeEnabled();
});
