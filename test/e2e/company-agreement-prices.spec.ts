// 企业协议价 end to end (docs/company-api.md §9, docs/trade-pricing.md §Agreed prices): the merchant sets three price
// breaks for 上海东联 on a single-SKU product in the demo console → its buyer (the 管理员 13800000002) under 企业 sees
// 企业协议价 with the list price struck on the search listing and the product page (with the tier table) → in the cart
// the price moves at 10 and 50 pieces and 11 (off the increment of 2) is refused with the mall's message → on the
// confirm page the merchant changes the price between check and create → submitting is refused naming both prices,
// the page prices again and the second submit places the order → /user/agreement_prices lists it.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatFen } from '../../shared/money.ts';
import { localDate } from '../../shared/pricing/agreement-price.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { COMPANY_PHONE, open, signInByApi, switchEntity } from '../helpers/e2e/login.ts';
import { addressId, firstListedProduct } from '../helpers/e2e/orders.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/agreement-prices-${name}.png`, fullPage });
}

interface Detail {
  product_id: number;
  store_name: string;
  price: string;
  once_min_count?: number;
  once_max_count?: number;
  sku: Record<string, { unique: string; stock: number; bar_code: string; price: string }>;
}

/** A single-SKU normal product with stock for 60 pieces and no purchase limits in the way. */
function agreementProduct(request: APIRequestContext): Promise<{ detail: Detail; sku: Detail['sku'][string] }> {
  return firstListedProduct(
    request,
    'price_on=50&price_off=400&page=1&limit=40',
    (detail: Detail) => {
      const skus = Object.values(detail.sku);
      const sku = skus[0];
      const limits = (detail.once_min_count ?? 0) <= 1 && ((detail.once_max_count ?? 0) === 0 || (detail.once_max_count ?? 0) >= 60);
      return skus.length === 1 && sku && sku.stock >= 80 && limits ? { detail, sku } : undefined;
    },
    'no single-SKU product for the agreement walk',
  );
}

const yuan = (fen: number) => formatFen(fen);
const day = (offset: number) => localDate(new Date(Date.now() + offset * 86_400_000));

test('a merchant sets three price breaks for 上海东联 and its buyer sees, buys and re-confirms them', async ({ page, context }) => {
  await signInByApi(page, COMPANY_PHONE, '/');
  if ((await page.locator('.entity-label').textContent()) !== '（企业）') await switchEntity(page, 'COMPANY');
  const { detail, sku } = await agreementProduct(page.request);
  const listFen = Math.round(Number(sku.price) * 100);
  const tiers = [listFen - 300, listFen - 600, listFen - 900];

  // 1. the merchant sets the agreement in the demo console
  const merchant = await context.newPage();
  await merchant.goto('/demo/merchant/agreements?company_id=1');
  const form = merchant.getByRole('form', { name: '协议价表单' });
  const fill = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  };
  await fill({
    规格编码: sku.bar_code,
    起订量: '2',
    倍数: '2',
    生效日期: day(-1),
    失效日期: day(30),
    阶梯1单价: yuan(tiers[0] ?? 0),
    阶梯2起订: '10',
    阶梯2单价: yuan(tiers[1] ?? 0),
    阶梯3起订: '50',
    阶梯3单价: yuan(tiers[2] ?? 0),
  });
  await form.getByRole('button', { name: '保存协议价' }).click();
  await expect(merchant.getByRole('status')).toContainText('协议价已保存');
  await expect(merchant.locator('tr', { hasText: detail.store_name })).toContainText('生效中');
  await shot(merchant, '01-merchant-console');

  // 2. the listing and the product page under 企业
  await open(page, `/goods_search?title=${encodeURIComponent(detail.store_name)}`);
  const card = page.locator(`.goods-card[data-product-id="${detail.product_id}"]`).first();
  await expect(card.locator('[data-price-label="企业协议价"]')).toContainText(`¥${yuan(tiers[0] ?? 0)}`);
  await expect(card.locator('.price-struck')).toHaveText(`¥${yuan(listFen)}`);
  await card.scrollIntoViewIfNeeded();
  await shot(page, '02-listing', false);

  await open(page, `/goods_detail/${detail.product_id}`);
  await expect(page.locator('.detail-price-now')).toHaveAttribute('data-price-label', '企业协议价');
  await expect(page.locator('.detail-price-now')).toContainText(yuan(tiers[0] ?? 0));
  await expect(page.locator('.detail-price-ot')).toContainText(`售价 ¥${yuan(listFen)}`);
  const table = page.getByRole('table', { name: '企业协议价阶梯' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table).toContainText('10–49件');
  await expect(table).toContainText('50件及以上');
  await expect(page.getByLabel('购买数量')).toHaveValue('2');
  await page.getByLabel('购买数量').fill('10');
  await expect(page.locator('.detail-price-now')).toContainText(yuan(tiers[1] ?? 0));
  await shot(page, '03-product-page');
  await page.getByLabel('购买数量').fill('2');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast(page, '加入购物车成功')).toBeVisible();

  // 3. the cart: the break follows the quantity; 11 is off the increment
  await open(page, '/shopping_cart');
  const cart = await call<{ list: { list: { cart_id: number; product_id: number }[] }[] }>(page.request, 'get', '/api/user/cart/lst');
  const cartId = cart.data.list.flatMap((store) => store.list).find((line) => line.product_id === detail.product_id)?.cart_id ?? 0;
  const row = page.locator(`.cart-row[data-cart-id="${cartId}"]`);
  const quantity = row.getByRole('textbox', { name: `${detail.store_name} 的数量` });
  const setQuantity = async (n: number) => {
    await quantity.fill(String(n));
    await quantity.press('Enter');
  };
  await expect(row.locator('.cart-unit-price')).toContainText(`企业协议价¥${yuan(tiers[0] ?? 0)}`);
  await setQuantity(10);
  await expect(row.locator('.cart-unit-price')).toContainText(yuan(tiers[1] ?? 0));
  await expect(row.locator('.cart-line-amount')).toHaveText(`¥${yuan((tiers[1] ?? 0) * 10)}`);
  await setQuantity(50);
  await expect(row.locator('.cart-unit-price')).toContainText(yuan(tiers[2] ?? 0));
  await row.scrollIntoViewIfNeeded();
  await shot(page, '04-cart-at-50', false);
  await setQuantity(11);
  await expect(toast(page, '企业协议价需按2件的倍数购买，当前11件，请改为10件或12件')).toBeVisible();
  await expect(quantity).toHaveValue('50');
  await shot(page, '05-cart-refused', false);
  await setQuantity(10);
  await expect(row.locator('.cart-unit-price')).toContainText(yuan(tiers[1] ?? 0));

  // 4. confirm; the merchant changes the 10-piece break before the buyer submits
  await addressId(page.request);
  await open(page, `/order_confirm?cartId=${cartId}`);
  await expect(page.locator('.confirm-line-price').first()).toHaveText(`¥${yuan(tiers[1] ?? 0)}`);
  const moved = (tiers[1] ?? 0) - 100;
  await merchant.goto('/demo/merchant/agreements?company_id=1');
  await merchant.locator('tr', { hasText: detail.store_name }).getByRole('link', { name: '编辑' }).click();
  await expect(form.getByLabel('规格编码', { exact: true })).not.toHaveValue('');
  await form.getByLabel('阶梯2单价', { exact: true }).fill(yuan(moved));
  await form.getByRole('button', { name: '保存协议价' }).click();
  await expect(merchant.getByRole('status')).toContainText('协议价已保存');
  await merchant.close();

  const submit = page.getByRole('button', { name: '提交订单' });
  await submit.click();
  const told = `商品「${detail.store_name}」价格已由¥${yuan(tiers[1] ?? 0)}变为¥${yuan(moved)}，请确认新价格后重新提交订单`;
  await expect(page.locator('.confirm-price-change')).toContainText(told);
  // said once: by the notice, not again by a toast (a toast would render in the same update, so count now)
  expect(await toast(page, '价格已由').count()).toBe(0);
  await expect(page.locator('.confirm-line-price').first()).toHaveText(`¥${yuan(moved)}`);
  await expect(page).toHaveURL(/\/order_confirm/);
  await page.locator('.confirm-price-change').scrollIntoViewIfNeeded();
  await shot(page, '06-confirm-price-moved', false);
  await submit.click();
  await expect(page).toHaveURL(/\/payment\?result=\d+/);

  // 5. 企业协议价 in the user centre
  await open(page, `/user/agreement_prices?keyword=${encodeURIComponent(detail.store_name)}`);
  const listed = page.locator('tr[data-agreement]').first();
  await expect(listed).toContainText(`10–49件 ¥${yuan(moved)}`);
  await expect(listed).toContainText('生效中');
  await expect(page.getByRole('link', { name: '导出 Excel' })).toHaveAttribute('href', /agreement_price\/export/);
  await shot(page, '07-user-agreement-prices');
});
