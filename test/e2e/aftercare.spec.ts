// After payment, as 13800000001: each test makes its own paid order through API calls (test/helpers/e2e/orders.ts),
// ships it through the demo merchant console and looks at it on /logistics (waybill, 复制, the courier timeline
// newest first, an unshipped order), /logistics_delivery (a same-city rider) and /evaluation (messages, a
// picture, the review on the product page, a second review shown as done). Other specs order with this buyer
// too, so only this test's own orders and relative counts are checked.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';
import { confirmReceipt, freshWaybill, markDelivered, placePaidOrder, shipByExpress, shipByRider } from '../helpers/e2e/orders.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/aftercare-${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE);
});

test('/logistics: an unshipped order says so; a shipped one shows the waybill with 复制 and the timeline newest first', async ({
  page,
  context,
}) => {
  const order = await placePaidOrder(page.request, '放门卫室');

  await open(page, `/logistics?orderId=${order.orderId}`);
  await expect(page).toHaveTitle('物流详情-东联工业品商城');
  await expect(page.getByRole('heading', { name: '物流详情', level: 1 })).toBeVisible();
  await expect(page.getByTestId('track-state')).toContainText('订单未发货');
  await expect(page.getByTestId('track-state')).toContainText('订单状态：待发货');
  await expect(page.getByTestId('track-sn')).toHaveText(order.orderSn);
  await expect(page.getByRole('list', { name: '订单商品' })).toContainText(order.productName);
  await expect(page.locator('.track-facts')).toContainText('放门卫室');
  await expect(page.getByTestId('track-waybill')).toHaveCount(0);
  await shot(page, 'logistics-unshipped');

  const waybill = freshWaybill();
  await shipByExpress(page.request, order.orderId, waybill);
  // company, waybill, order and the timeline come with the page from the server
  const html = await (await page.request.get(`/logistics?orderId=${order.orderId}`)).text();
  expect(html).toContain(waybill);
  expect(html).toContain('顺丰速运');
  // the timeline is part of the server-rendered page (a server read of POST /api/order/express/:id)
  expect(html).toContain('商家已发货，等待顺丰速运揽收');
  await open(page, `/logistics?orderId=${order.orderId}`);
  await expect(page.getByTestId('track-company')).toHaveText('顺丰速运');
  await expect(page.getByTestId('track-waybill')).toHaveText(waybill);
  const timeline = page.getByRole('list', { name: '物流跟踪' });
  await expect(timeline.getByRole('listitem')).toHaveText([/商家已发货，等待顺丰速运揽收\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/]);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: '复制快递单号' }).click();
  await expect(toast(page, '复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(waybill);
  await shot(page, 'logistics-shipped');

  // Received: the signed-for step is the newest and comes first.
  await confirmReceipt(page.request, order.orderId);
  await open(page, `/logistics?orderId=${order.orderId}`);
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText('快件已签收，签收人：本人。感谢使用顺丰速运');
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(1)).toContainText('商家已发货，等待顺丰速运揽收');
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  await shot(page, 'logistics-received');

  // An unknown order is the 404 page; no order at all says so.
  expect((await page.request.get('/logistics?orderId=987654321')).status()).toBe(404);
  await open(page, '/logistics');
  await expect(page.getByText('没有指定订单，请在我的订单中查看')).toBeVisible();
});

test('/logistics_delivery: a rider order shows 待接单 with the rider as the mall gives them, then 已送达', async ({ page }) => {
  const order = await placePaidOrder(page.request);
  await open(page, `/logistics_delivery?orderId=${order.orderId}`);
  await expect(page).toHaveTitle('配送详情-东联工业品商城');
  await expect(page.getByTestId('track-state')).toContainText('订单未发货');

  await shipByRider(page.request, order.orderId, '李师傅', '13700001111');
  await open(page, `/logistics_delivery?orderId=${order.orderId}`);
  await expect(page.getByTestId('rider-state')).toHaveText('待接单');
  await expect(page.getByText('等待配送员接单完成后开始配送').first()).toBeVisible();
  await expect(page.getByTestId('rider-name')).toHaveText('李师傅');
  await expect(page.getByTestId('rider-phone')).toHaveText('13700001111');
  await expect(page.getByTestId('rider-phone')).toHaveAttribute('href', 'tel:13700001111');
  const strip = page.getByRole('list', { name: '配送状态' });
  await expect(strip.getByRole('listitem')).toHaveText([/待接单/, /待取货/, /配送中/, /已送达/]);
  await expect(strip.locator('[aria-current="step"]')).toContainText('待接单');
  await expect(page.getByTestId('delivery-payment')).toContainText(order.orderSn);
  await expect(page.getByTestId('delivery-payment')).toContainText('余额支付');
  await shot(page, 'delivery-waiting');

  // /logistics of a rider order points here instead of showing a courier timeline.
  await open(page, `/logistics?orderId=${order.orderId}`);
  await expect(page.getByTestId('track-state')).toContainText('同城配送');
  await page.getByRole('link', { name: '查看配送详情' }).click();
  await expect(page).toHaveURL(`/logistics_delivery?orderId=${order.orderId}`);

  await markDelivered(page.request, order.orderId);
  await open(page, `/logistics_delivery?orderId=${order.orderId}`);
  await expect(page.getByTestId('rider-state')).toHaveText('已送达');
  await expect(page.getByRole('list', { name: '配送进度' }).getByRole('listitem').first()).toContainText('配送员已送达');
  await expect(page.getByTestId('rider-code')).toHaveCount(0);
  await shot(page, 'delivery-delivered');

  // An express order's delivery page points to /logistics.
  const express = await placePaidOrder(page.request);
  await shipByExpress(page.request, express.orderId, freshWaybill('ZT'), '中通快递');
  await open(page, `/logistics_delivery?orderId=${express.orderId}`);
  await expect(page.getByTestId('track-state')).toContainText('该订单由快递公司配送');
  await expect(page.getByRole('link', { name: '查看物流详情' })).toHaveAttribute('href', `/logistics?orderId=${express.orderId}`);
  expect((await page.request.get('/logistics_delivery?orderId=987654321')).status()).toBe(404);
});

test('/evaluation: the messages, a picture, the review on the product page and a second review shown as done', async ({ page }) => {
  const order = await placePaidOrder(page.request);
  const address = `/evaluation?uni=${order.orderProductId}&orderId=${order.orderId}`;
  await shipByExpress(page.request, order.orderId, freshWaybill());

  // Before receipt the mall does not take a review yet: the page says so.
  await open(page, address);
  await expect(page.getByTestId('eval-state')).toContainText('该商品暂时不能评价');
  await expect(page.getByTestId('eval-state')).toContainText('订单状态有误');

  await confirmReceipt(page.request, order.orderId);
  const before = (await (await page.request.get(`/api/store/product/detail/${order.productId}`)).json()) as {
    data: { reply_count: number };
  };
  await open(page, address);
  await expect(page).toHaveTitle('商品评价-东联工业品商城');
  await expect(page.getByRole('list', { name: '评价的商品' })).toContainText(order.productName);
  await expect(page.getByText(`订单号：${order.orderSn}`)).toBeVisible();

  // Nothing chosen: each row and the text say what is missing, the first row gets the focus.
  const submit = page.getByRole('button', { name: '立即评价' });
  await submit.click();
  await expect(page.getByText('请选择商品质量')).toBeVisible();
  await expect(page.getByText('请选择服务态度')).toBeVisible();
  await expect(page.getByText('请选择物流服务')).toBeVisible();
  await expect(page.getByText('请填写你对宝贝的心得！')).toBeVisible();
  const quality = page.getByRole('group', { name: '商品质量' });
  await expect(quality.getByRole('radio', { name: '1星' })).toBeFocused();
  await shot(page, 'evaluation-messages');

  // The stars work from the keyboard: arrows move the choice within the row.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(quality.getByRole('radio', { name: '4星' })).toBeChecked();
  await expect(quality).toContainText('4分');
  await expect(page.getByText('请选择商品质量')).toHaveCount(0);
  await page.getByRole('group', { name: '服务态度' }).getByRole('radio', { name: '5星' }).check();
  await page.getByRole('group', { name: '物流服务' }).getByRole('radio', { name: '3星' }).check();

  // Too long a text is refused by the shared schema; everything chosen stays.
  const text = page.getByLabel('评价内容');
  await text.fill('好'.repeat(129));
  await submit.click();
  await expect(page.getByText('评论长度不能超过 128')).toBeVisible();
  await expect(page.getByText('129/128')).toBeVisible();
  await expect(quality.getByRole('radio', { name: '4星' })).toBeChecked();

  // Pictures: a wrong type is refused in the browser; a PNG is uploaded and shown.
  const upload = page.getByLabel('上传评价图片');
  await upload.setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toast(page, '只能上传jpg/png/jpeg格式的图片')).toBeVisible();
  await upload.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: solidPng(60, 40, [0, 145, 218]) });
  const picture = page.getByRole('img', { name: '评价图片1' });
  await expect(picture).toHaveAttribute('src', /^\/api\/demo-assets\/upload\/[0-9a-f]{24}\.png$/);
  const picturePath = (await picture.getAttribute('src')) ?? '';

  const comment = `东联评价 ${Date.now()}：包装完好，到货及时。`;
  await text.fill(comment);

  // The mall refusing the review keeps everything typed and chosen.
  await page.route('**/api/reply/*', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 400, message: '评价失败，请稍后再试' }) }),
  );
  await submit.click();
  await expect(toast(page, '评价失败，请稍后再试')).toBeVisible();
  await expect(text).toHaveValue(comment);
  await expect(page.getByRole('group', { name: '服务态度' }).getByRole('radio', { name: '5星' })).toBeChecked();
  await expect(picture).toBeVisible();
  await shot(page, 'evaluation-filled');
  await page.unroute('**/api/reply/*');

  await submit.click();
  await expect(toast(page, '感谢您的评价!')).toBeVisible();
  await expect(page).toHaveURL(`/order_detail?orderId=${order.orderId}`);

  // The review is on the product page, first among the buyers' reviews, with its picture.
  const after = (await (await page.request.get(`/api/store/product/detail/${order.productId}`)).json()) as {
    data: { reply_count: number };
  };
  expect(after.data.reply_count).toBe(before.data.reply_count + 1);
  await open(page, `/goods_detail/${order.productId}#reviews`);
  const review = page.locator('.review-item', { hasText: comment });
  await expect(review).toBeVisible();
  await expect(review.locator('.review-stars')).toHaveAttribute('aria-label', '4星');
  await expect(review.getByRole('img', { name: '评价图片' })).toHaveAttribute('src', picturePath);
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/aftercare-evaluation-on-product.png` });

  // A second review of the same product line: the page shows it as done and the mall refuses it.
  await open(page, address);
  await expect(page.getByTestId('eval-state')).toContainText('该商品已评价');
  await expect(page.getByRole('list', { name: '评价的商品' })).toContainText(order.productName);
  await expect(page.getByRole('button', { name: '立即评价' })).toHaveCount(0);
  await shot(page, 'evaluation-done');
  const again = await page.request.post(`/api/reply/${order.orderProductId}`, {
    data: { product_score: 5, service_score: 5, postage_score: 5, comment: '再评一次', pics: [] },
  });
  expect(((await again.json()) as { message: string }).message).toBe('该商品已评价');

  // No product named says so; an unknown one is the 404 page.
  await open(page, '/evaluation');
  await expect(page.getByText('没有指定要评价的商品，请在我的订单中选择')).toBeVisible();
  expect((await page.request.get('/evaluation?uni=987654321')).status()).toBe(404);
});
