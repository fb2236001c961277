// After-sales in the browser, as 13800000001 with the demo merchant console as the store:
// (1) a shipped order goes through 退货退款 with two evidence pictures, the merchant agrees with a return address,
//     the buyer sends the goods back with a waybill, the merchant confirms and refunds; the balance rises by exactly
//     the refund and the order reads 已退款;
// (2) one piece of one product of a two-product unshipped order is refunded (仅退款 only; the amount for one piece is
//     asked from the mall) and the order reads 部分退款;
// (3) bad input keeps the form: too many pieces, too much money, a 6 MB picture, a PDF named .jpg, a tenth picture,
//     and a second request while one is open;
// (4) a refusal, a cancellation and a deleted record.
// Other specs order with this buyer too, so only this test's own orders and relative changes are checked.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';
import { freshWaybill, placePaidOrder, shipByExpress } from '../helpers/e2e/orders.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { balanceFen, merchantRefundRow, placeTwoItemOrder } from '../helpers/e2e/refunds.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/refund-${name}.png`, fullPage: true });
}

const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(40, 40, rgb) });

/** 申请退款 with `value` in the field `label` is refused with the toast `message`, the value kept for correcting. */
async function refundRefused(page: Page, label: string, value: string, message: string) {
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByLabel(label)).toHaveValue(value);
}

/** A refund-only request of one piece of the order's product for `price` yuan, sent straight to the API. */
function applyByApi(page: Page, order: { orderId: number; orderProductId: number }, price: string) {
  return page.request.post(`/api/refund/apply/${order.orderId}`, {
    data: { type: 1, refund_type: 1, num: 1, ids: String(order.orderProductId), refund_message: '其它原因', refund_price: price, pics: [] },
  });
}

/** The refund number shown on the detail page. */
async function refundSnOf(page: Page): Promise<string> {
  const text = (await page.locator('.refund-block dd', { hasText: '退款单号' }).textContent()) ?? '';
  const sn = text.replace('退款单号：', '').trim();
  expect(sn).not.toBe('');
  return sn;
}

test.beforeEach(async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE);
});

test('退货退款 of a shipped order: two pictures, a return address, a waybill, the refund to the balance, 已退款', async ({ page }) => {
  const order = await placePaidOrder(page.request);
  await shipByExpress(page.request, order.orderId, freshWaybill());

  await open(page, `/order_detail?orderId=${order.orderId}`);
  await shot(page, 'order-detail-before');
  await page.getByRole('link', { name: '申请退款' }).click();
  await expect(page).toHaveURL(/\/user\/refund_select\?orderId=\d+&ids=\d+&type=1/);
  await expect(page.getByRole('link', { name: /我要退款\(无需退货\)/ })).toContainText('未收到货，或与卖家协商同意不退货只退款');
  await expect(page.getByRole('link', { name: /我要退货退款/ })).toContainText('已收到货，需要退还收到的货物');
  await shot(page, 'select-shipped');
  await page.getByRole('link', { name: /我要退货退款/ }).click();

  await expect(page).toHaveURL(/\/refund_confirm\?.*refund_type=2/);
  await expect(page.getByText('您最多可提交数量为 1 件')).toBeVisible();
  await expect(page.getByText(/您最多可退款 ¥\d+\.\d{2}/)).toBeVisible();
  const price = await page.getByLabel('退款金额').inputValue();
  await page.getByLabel('退款原因').selectOption('与描述不符');
  await page.getByLabel('备注说明').fill('外壳有划痕');
  await page.getByLabel('上传凭证图片').setInputFiles([png('a.png', [200, 30, 30]), png('b.png', [30, 30, 200])]);
  await expect(page.getByRole('img', { name: '凭证图片2' })).toBeVisible();
  await expect(page.getByRole('img', { name: '凭证图片1' })).toBeVisible();
  await shot(page, 'confirm-return');
  await page.getByRole('button', { name: '申请退款' }).click();
  const dialog = page.getByRole('dialog', { name: '申请成功' });
  await expect(dialog).toBeVisible();
  await shot(page, 'confirm-success');
  await dialog.getByRole('link', { name: '查看详情' }).click();

  await expect(page.getByRole('heading', { name: '审核中', level: 1 })).toBeVisible();
  await expect(page.getByTestId('refund-countdown')).toContainText('还剩');
  await expect(page.getByRole('list', { name: '退款凭证' }).getByRole('img')).toHaveCount(2);
  const sn = await refundSnOf(page);
  const detailPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await shot(page, 'detail-pending');

  // The merchant agrees to take the goods back and names where they go.
  const row = await merchantRefundRow(page, sn);
  await row.getByLabel('收货人').fill('李仓管');
  await row.getByLabel('手机号').fill('13700000011');
  await row.getByLabel('收货地址').fill('上海市浦东新区张江路88号仓库');
  await row.getByRole('button', { name: '同意退货' }).click();
  await expect(page.locator('tr', { hasText: sn })).toContainText('待退货');
  await shot(page, 'merchant-agreed');

  await open(page, detailPath);
  await expect(page.getByRole('heading', { name: '请退货并填写物流信息', level: 1 })).toBeVisible();
  await expect(page.getByText('请按以下收货信息将商品退回')).toBeVisible();
  await expect(page.locator('.refund-address')).toContainText('李仓管');
  await expect(page.locator('.refund-address')).toContainText('上海市浦东新区张江路88号仓库');
  await shot(page, 'detail-return');
  await page.getByRole('link', { name: '退回商品' }).click();

  await expect(page.getByRole('heading', { name: '退回商品', level: 1 })).toBeVisible();
  await page.getByLabel('物流公司').selectOption('顺丰速运');
  await page.getByLabel('物流单号').fill('ab');
  await page.getByLabel('联系电话').fill('13800000001');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '请输入正确的快递单号')).toBeVisible();
  await expect(page.getByLabel('联系电话')).toHaveValue('13800000001');
  const waybill = freshWaybill('SF');
  await page.getByLabel('物流单号').fill(waybill);
  await shot(page, 'goods-form');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('heading', { name: '请等待商家收货并退款', level: 1 })).toBeVisible();
  await expect(page.locator('.refund-page')).toContainText(waybill);
  await shot(page, 'detail-returning');
  await page.getByRole('link', { name: '查看物流' }).click();
  await expect(page.getByRole('heading', { name: '退款单物流详情', level: 1 })).toBeVisible();
  await expect(page.locator('.refund-page')).toContainText(waybill);
  await expect(page.getByRole('list', { name: '物流跟踪' }).getByRole('listitem').first()).toBeVisible();
  await shot(page, 'logistics');

  // The merchant confirms the goods arrived and refunds; the money goes back to the balance.
  const before = await balanceFen(page.request);
  await (await merchantRefundRow(page, sn)).getByRole('button', { name: '确认收到退货' }).click();
  await (await merchantRefundRow(page, sn)).getByRole('button', { name: '退款' }).click();
  await expect(page.locator('tr', { hasText: sn })).toContainText('已退款');
  const after = await balanceFen(page.request);
  const priceFen = Math.round(Number(price) * 100);
  expect(after - before).toBe(priceFen);

  await open(page, `/order_detail?orderId=${order.orderId}`);
  await expect(page.getByRole('heading', { name: '订单状态：已退款' })).toBeVisible();
  await shot(page, 'order-detail-refunded');
  await open(page, '/user/refund_list?type=2');
  const listed = page.getByRole('article', { name: `退款单 ${sn}` });
  await expect(listed).toContainText(`退款：¥${price}`);
  await expect(listed).toContainText('已退款');
  await expect(listed.getByRole('button', { name: '删除记录' })).toBeVisible();
  await shot(page, 'list-done');
});

test('仅退款 of one product of a two-product unshipped order: the order reads 部分退款', async ({ page }) => {
  const order = await placeTwoItemOrder(page.request);
  const [first, second] = order.lines;

  await open(page, `/order_detail?orderId=${order.orderId}`);
  await expect(page.getByRole('link', { name: '申请退款' })).toHaveCount(2);
  await page.getByRole('link', { name: '批量退款' }).click();
  await expect(page.getByRole('heading', { name: '批量退款', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `选择${first?.name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `选择${second?.name}` })).toBeChecked();
  await shot(page, 'batch');
  await page.getByRole('checkbox', { name: `选择${second?.name}` }).uncheck();
  await page.getByRole('button', { name: '申请退款' }).click();

  await expect(page).toHaveURL(new RegExp(`/user/refund_select\\?orderId=${order.orderId}&ids=${first?.orderProductId}&type=1`));
  await expect(page.getByRole('link', { name: /我要退款\(无需退货\)/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /我要退货退款/ })).toHaveCount(0);
  await expect(page.getByText('订单尚未发货，只能申请仅退款')).toBeVisible();
  await shot(page, 'select-unshipped');
  await page.getByRole('link', { name: /我要退款\(无需退货\)/ }).click();
  await expect(page.getByText(/含运费 ¥|不含运费/)).toBeVisible();
  // Two pieces may go back; one piece asks the mall for its share and offers that.
  await expect(page.getByText('您最多可提交数量为 2 件')).toBeVisible();
  const priceOfTwo = await page.getByLabel('退款金额').inputValue();
  await page.getByRole('button', { name: '减少' }).click();
  await expect(page.getByLabel('退款件数')).toHaveValue('1');
  await expect(page.getByLabel('退款金额')).not.toHaveValue(priceOfTwo);
  const price = await page.getByLabel('退款金额').inputValue();
  expect(Number(price)).toBeGreaterThan(0);
  expect(Number(price)).toBeLessThan(Number(priceOfTwo));
  await expect(page.getByText(`您最多可退款 ¥${price}`)).toBeVisible();
  await shot(page, 'confirm-one-of-two');
  await page.getByLabel('退款原因').selectOption('未按预定时间发货');
  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(page.getByRole('dialog', { name: '申请成功' })).toBeVisible();
  await page.getByRole('dialog', { name: '申请成功' }).getByRole('link', { name: '查看详情' }).click();
  await expect(page.getByRole('heading', { name: '审核中', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '取消申请' })).toBeVisible();
  const sn = await refundSnOf(page);

  await open(page, `/order_detail?orderId=${order.orderId}`);
  await expect(page.locator('.order-line', { hasText: first?.name }).getByRole('link', { name: '退款中' })).toBeVisible();
  await open(page, '/user/refund_list?type=1');
  await expect(page.getByRole('article', { name: `退款单 ${sn}` })).toContainText('待审核');
  await shot(page, 'list-open');

  const before = await balanceFen(page.request);
  await (await merchantRefundRow(page, sn)).getByRole('button', { name: '同意并退款' }).click();
  await expect(page.locator('tr', { hasText: sn })).toContainText('已退款');
  expect((await balanceFen(page.request)) - before).toBe(Math.round(Number(price) * 100));

  await open(
    page,
    `/refund_detail?id=${(await page.request.get('/api/refund/list?type=2&page=1&limit=10').then((r) => r.json())).data.list.find((r: { refund_order_sn: string }) => r.refund_order_sn === sn).refund_order_id}`,
  );
  await expect(page.getByRole('heading', { name: /退款成功，金额 ¥/ })).toBeVisible();
  await shot(page, 'detail-refunded');

  await open(page, `/order_detail?orderId=${order.orderId}`);
  await expect(page.locator('.order-badge', { hasText: '部分退款' })).toBeVisible();
  await expect(page.locator('.order-line', { hasText: first?.name })).toContainText('已退款 x1');
  await expect(page.locator('.order-line', { hasText: second?.name }).getByRole('link', { name: '申请退款' })).toBeVisible();
  await shot(page, 'order-detail-partial');
  await open(page, '/user/order_list');
  const row = page.locator(`article.order-row[data-order-id="${order.orderId}"]`);
  await expect(row.locator('.order-badge', { hasText: '部分退款' })).toBeVisible();
  await expect(row.getByRole('link', { name: '已退款 x1' })).toHaveAttribute('href', '/user/refund_list?type=2');
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'order-list-partial');
});

test('bad input keeps the form: too many pieces, too much money, a 6 MB picture, a PDF named .jpg, a tenth picture, a second request', async ({
  page,
}) => {
  const order = await placePaidOrder(page.request);
  await shipByExpress(page.request, order.orderId, freshWaybill());
  const confirmPath = `/refund_confirm?orderId=${order.orderId}&ids=${order.orderProductId}&type=1&refund_type=1`;
  await open(page, confirmPath);
  await page.getByLabel('退款原因').selectOption('收到商品损坏了');
  await page.getByLabel('备注说明').fill('包装破损');

  await refundRefused(page, '退款件数', '5', '您最多可提交数量为 1 件');
  await shot(page, 'bad-quantity');
  await page.getByLabel('退款件数').fill('1');

  const price = await page.getByLabel('退款金额').inputValue();
  await refundRefused(page, '退款金额', '99999', `退款金额超出可退金额，您最多可退款 ¥${price}`);
  await expect(page.getByLabel('备注说明')).toHaveValue('包装破损');
  await shot(page, 'bad-amount');
  await page.getByLabel('退款金额').fill(price);

  const upload = page.getByLabel('上传凭证图片');
  await upload.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(toast(page, '图片大小不能超过5MB')).toBeVisible();
  await upload.setInputFiles({
    name: 'invoice.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  });
  await expect(toast(page, '文件格式不正确')).toBeVisible();
  await expect(page.locator('.image-tile')).toHaveCount(0);
  await shot(page, 'bad-files');

  const ten = Array.from({ length: 10 }, (_, index) => png(`p${index}.png`, [20 * index, 100, 120]));
  await upload.setInputFiles(ten);
  await expect(toast(page, '最多上传9张凭证图片')).toBeVisible();
  await expect(page.getByRole('img', { name: /^凭证图片\d$/ })).toHaveCount(9, { timeout: 30_000 });
  await expect(page.getByLabel('上传凭证图片')).toHaveCount(0);
  await expect(page.getByLabel('退款原因')).toHaveValue('收到商品损坏了');
  await shot(page, 'bad-tenth-picture');

  // A second tab holds the same form, filled in, while the first one is sent.
  const second = await page.context().newPage();
  await open(second, confirmPath);
  await second.getByLabel('退款原因').selectOption('其它原因');
  await second.getByLabel('备注说明').fill('第二次申请');

  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(page.getByRole('dialog', { name: '申请成功' })).toBeVisible();

  // A second request while the first is open: the mall's message, on the form (kept), on the page and on a direct apply.
  await second.getByRole('button', { name: '申请退款' }).click();
  await expect(toast(second, '该商品正在退款中，请勿重复申请')).toBeVisible();
  await expect(second.getByLabel('备注说明')).toHaveValue('第二次申请');
  await expect(second.getByLabel('退款原因')).toHaveValue('其它原因');
  await expect(second.getByRole('dialog', { name: '申请成功' })).toHaveCount(0);
  await shot(second, 'bad-second-submit');
  await second.close();
  await open(page, confirmPath);
  await expect(page.getByRole('alert')).toHaveText('该商品正在退款中，请勿重复申请');
  await shot(page, 'bad-second-request');
  const again = await applyByApi(page, order, '0.01');
  expect((await again.json()).message).toBe('该商品正在退款中，请勿重复申请');
});

test('a refused request shows the reason and 再次申请; a cancelled one 已取消退款申请; a finished record can be deleted', async ({
  page,
}) => {
  const order = await placePaidOrder(page.request);
  const apply = async (price: string) => {
    const answer = await applyByApi(page, order, price);
    const body = (await answer.json()) as { message: string; data: { refund_order_id: number } };
    expect(body.message).toBe('申请退款成功');
    return body.data.refund_order_id;
  };

  const refusedId = await apply('0.01');
  await open(page, `/refund_detail?id=${refusedId}`);
  const refusedSn = await refundSnOf(page);
  const row = await merchantRefundRow(page, refusedSn);
  await row.getByLabel('拒绝原因').fill('请先联系客服');
  await row.getByRole('button', { name: '拒绝' }).click();
  await expect(page.locator('tr', { hasText: refusedSn })).toContainText('审核未通过');
  await open(page, `/refund_detail?id=${refusedId}`);
  await expect(page.getByRole('heading', { name: '商家拒绝退款', level: 1 })).toBeVisible();
  await expect(page.getByText('退款失败，拒绝原因：请先联系客服')).toBeVisible();
  await expect(page.getByTestId('refund-countdown')).toHaveCount(0);
  await shot(page, 'detail-refused');
  await page.getByRole('link', { name: '再次申请' }).click();
  await expect(page).toHaveURL(`/user/refund_select?orderId=${order.orderId}&ids=${order.orderProductId}&type=1`);

  const cancelledId = await apply('0.02');
  await open(page, `/refund_detail?id=${cancelledId}`);
  await page.getByRole('button', { name: '取消申请' }).click();
  await page.getByRole('dialog', { name: '取消申请' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '取消成功')).toBeVisible();
  await expect(page.getByRole('heading', { name: '已取消退款申请', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '再次申请' })).toBeVisible();
  await shot(page, 'detail-cancelled');

  await open(page, '/user/refund_list?type=2');
  const refused = page.getByRole('article', { name: `退款单 ${refusedSn}` });
  await expect(refused).toContainText('审核未通过');
  await expect(refused.getByRole('link', { name: '再次申请' })).toBeVisible();
  await refused.getByRole('button', { name: '删除记录' }).click();
  await page.getByRole('dialog', { name: '删除记录' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(page.getByRole('article', { name: `退款单 ${refusedSn}` })).toHaveCount(0);
  await shot(page, 'list-after-delete');
});
