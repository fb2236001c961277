// Requests for quotation end to end (docs/company-api.md §10, docs/user-centre.md): company 2's 管理员 13800000003,
// buying as 企业, selects two cart rows and asks for a quote (询价单 from the cart, a double click asks once); the
// demo merchant console answers every line; the buyer counters on /user/quotes/@id; the merchant revises; the
// buyer accepts with a double click: one order at the quoted prices. A second quote, asked from the product page,
// is answered and then passes its validity: it reads 已过期 and cannot be accepted. Other specs use company 2's
// cart too: only this test's rows are selected.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open, signInByApi, switchEntity } from '../helpers/e2e/login.ts';
import { addressId } from '../helpers/e2e/orders.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { productWithSkus } from '../helpers/e2e/catalogue-picks.ts';
import type { Envelope } from '../helpers/e2e/envelope.ts';

const SHOTS = 'test-results/screenshots';
const ADMIN_PHONE = '13800000003';

interface QuoteLine {
  line_no: number;
  quantity: number;
  price: string | null;
}
interface Quote {
  id: number;
  quote_sn: string;
  state: string;
  quoted_total: string | null;
  order_id: number | null;
  lines: QuoteLine[];
  revisions: { kind: string }[];
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-quotes-${name}.png`, fullPage });
}

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Envelope<T>> {
  return (await answer.json()) as Envelope<T>;
}

const quoteOf = async (request: APIRequestContext, id: number) =>
  (await json<Quote>(await request.get(`/api/company/quote/detail/${id}`))).data;

/** The merchant answers every line of the quote on the demo console page. */
async function answerOnConsole(merchant: Page, sn: string, prices: string[], name: string) {
  await merchant.goto('/demo/merchant/quotes');
  const row = merchant.locator(`tr[data-quote="${sn}"]`);
  for (const [index, price] of prices.entries()) await row.getByLabel(`第${index + 1}行报价单价`).fill(price);
  await row.getByLabel('报价说明').fill('含税含运，月结30天');
  await shot(merchant, name);
  await row.getByRole('button', { name: '提交报价' }).click();
  await expect(merchant.locator('.notice')).toContainText(`询价单 ${sn} 已报价`);
}

test('a quote asked from the cart is answered, countered, revised and accepted once into one order; an expired one cannot be accepted', async ({
  page,
  browser,
}) => {
  await signInByApi(page, ADMIN_PHONE, '/');
  if ((await page.locator('.entity-label').textContent()) !== '（企业）') await switchEntity(page, 'COMPANY');
  await addressId(page.request);
  const { detail, skus } = await productWithSkus(page.request, { skuCount: 2, minStock: 50, fromId: 70 });
  const [first, second] = skus;
  if (!first || !second) throw new Error('two SKUs');
  const cartIds: number[] = [];
  for (const [sku, num] of [
    [first, 5],
    [second, 3],
  ] as const) {
    const added = await json<{ cart_id: number }>(
      await page.request.post('/api/user/cart/create', {
        data: { product_id: detail.product_id, product_attr_unique: sku.unique, cart_num: num, product_type: 0 },
      }),
    );
    expect(added.status, added.message).toBe(200);
    cartIds.push(added.data.cart_id);
  }

  // 1. the cart: select this test's two rows, 选中商品申请报价, fill a target price and a note, submit with a double click
  await open(page, '/shopping_cart');
  await page.locator('.cart-head').getByRole('checkbox').uncheck();
  for (const id of cartIds) await page.locator(`.cart-row[data-cart-id="${id}"]`).getByRole('checkbox').check();
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/company/quote/create')) creates.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: '选中商品申请报价' }).click();
  const dialog = page.getByRole('dialog', { name: '申请报价' });
  await expect(dialog).toContainText('共 2 种商品');
  await dialog.getByLabel(`${detail.store_name}目标单价`).first().fill('1.50');
  await dialog.getByLabel('询价备注').fill('请报含税含运价，需开13%专票');
  await shot(page, 'request-dialog', false);
  await Promise.all([page.waitForURL(/\/user\/quotes\/\d+$/), dialog.getByRole('button', { name: '提交询价' }).dblclick()]);
  expect(new Set(creates.map((posted) => (JSON.parse(posted) as { request_key: string }).request_key)).size).toBe(1);
  const quoteId = Number(page.url().split('/').pop());
  let quote = await quoteOf(page.request, quoteId);
  expect(quote.state).toBe('pending');
  expect(quote.quote_sn).toMatch(/^XJ\d{14}$/);
  const sameSn = await json<{ count: number }>(await page.request.get(`/api/company/quote/lst?keyword=${quote.quote_sn}`));
  expect(sameSn.data.count).toBe(1);
  await open(page, `/user/quotes/${quoteId}`);
  await expect(page.locator('.qt-head')).toContainText('待报价');
  await shot(page, 'pending');

  // 2. the merchant answers every line
  const merchant = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await answerOnConsole(merchant, quote.quote_sn, ['2.00', '3.00'], 'console-first');

  // 3. the buyer sees 已报价 and counters: 10 pieces of the first line at 1.80
  await open(page, `/user/quotes/${quoteId}`);
  await expect(page.locator('.qt-head')).toContainText('已报价');
  await page.getByRole('button', { name: '议价', exact: true }).click();
  const counterForm = page.locator('.qt-counter');
  await counterForm.getByLabel(`${detail.store_name}议价数量`).first().fill('10');
  await counterForm.getByLabel(`${detail.store_name}目标单价`).first().fill('1.80');
  await counterForm.getByLabel('议价说明').fill('数量加到10件，请优惠');
  await counterForm.getByRole('button', { name: '提交议价' }).click();
  await expect(toast(page, '议价已提交')).toBeVisible();
  await expect(page.locator('.qt-head')).toContainText('议价中');

  // 4. the merchant revises; the buyer sees every revision side by side with the changes marked
  await answerOnConsole(merchant, quote.quote_sn, ['1.90', '2.90'], 'console-revised');
  await open(page, `/user/quotes/${quoteId}`);
  await expect(page.locator('.qt-revisions thead th')).toHaveCount(5);
  await expect(page.locator('.qt-revisions .qt-changed').first()).toBeVisible();
  quote = await quoteOf(page.request, quoteId);
  expect(quote.revisions.map((r) => r.kind)).toEqual(['request', 'quote', 'counter', 'quote']);
  const expectedFen = quote.lines.reduce((sum, line) => sum + Math.round(Number(line.price) * 100) * line.quantity, 0);
  expect(quote.quoted_total).toBe((expectedFen / 100).toFixed(2));
  await shot(page, 'revised');

  // 5. accept with a double click: one order, at the quoted prices
  const accepts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/company/quote/accept/${quoteId}`)) accepts.push(r.url());
  });
  await page.getByRole('button', { name: '接受报价并下单' }).dblclick();
  await expect(page.locator('.qt-head')).toContainText('已下单');
  quote = await quoteOf(page.request, quoteId);
  expect(quote.order_id).not.toBeNull();
  const group = await json<{ total_price: string; orderList: { mark: string }[] }>(
    await page.request.get(`/api/order/group_order_detail/${quote.order_id}`),
  );
  expect(group.data.total_price).toBe(quote.quoted_total);
  expect(group.data.orderList).toHaveLength(1);
  expect(group.data.orderList[0]?.mark).toBe(`询价单 ${quote.quote_sn}`);
  const unpaid = await json<{ list: { orderList: { mark: string }[] }[] }>(await page.request.get('/api/order/group_order_list?limit=50'));
  const ofQuote = unpaid.data.list.filter((g) => g.orderList.some((o) => o.mark === `询价单 ${quote.quote_sn}`));
  expect(ofQuote).toHaveLength(1);
  // a repeated accept answers the same order
  const again = await json<{ order_id: number; repeated: boolean }>(await page.request.post(`/api/company/quote/accept/${quoteId}`));
  expect(again.data).toMatchObject({ order_id: quote.order_id, repeated: true });
  await expect(page.getByRole('link', { name: '查看订单 / 去支付' })).toBeVisible();
  await shot(page, 'ordered');

  // 6. the list: tabs by state, search by number
  await open(page, `/user/quotes?keyword=${quote.quote_sn}`);
  await expect(page.locator(`tr[data-quote-sn="${quote.quote_sn}"]`)).toContainText('已下单');
  await shot(page, 'list');

  // 7. a second quote from the product page, answered, then past its validity: 已过期, not accepted
  await open(page, `/goods_detail/${detail.product_id}`);
  await page.getByRole('button', { name: '申请报价' }).click();
  const productDialog = page.getByRole('dialog', { name: '申请报价' });
  await expect(productDialog).toContainText('共 1 种商品');
  await Promise.all([page.waitForURL(/\/user\/quotes\/\d+$/), productDialog.getByRole('button', { name: '提交询价' }).click()]);
  const expiringId = Number(page.url().split('/').pop());
  const expiring = await quoteOf(page.request, expiringId);
  await answerOnConsole(merchant, expiring.quote_sn, ['2.00'], 'console-expiring');
  const moved = await page.request.post('/__test/company/quote-valid', {
    form: { quote_id: String(expiringId), valid_until: '2020-01-01' },
  });
  expect(moved.status()).toBe(200);
  await open(page, `/user/quotes/${expiringId}`);
  await expect(page.locator('.qt-head')).toContainText('已过期');
  await expect(page.getByRole('button', { name: '接受报价并下单' })).toHaveCount(0);
  await expect(page.getByText('报价已过期，不能接受')).toBeVisible();
  const refused = await json<unknown>(await page.request.post(`/api/company/quote/accept/${expiringId}`));
  expect(refused).toMatchObject({ status: 400, message: '报价已过期，不能接受，请议价或重新询价' });
  expect((await quoteOf(page.request, expiringId)).order_id).toBeNull();
  await shot(page, 'expired');
  await merchant.context().close();
});
