// The user centre's sections as 13800000002 sees them after some activity made through API calls: a favourite
// product and a followed shop (我的收藏), a received coupon (我的优惠券), an address (地址管理), an invoice requested on
// an order and a saved invoice title (我的发票, the title then offered at order confirmation), and a settlement
// application taken through rejection, edit and resubmission to approval in the demo console (入驻记录).
// Other specs use this account too: only relative changes are asserted, and only what this spec made is removed.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { call, callOk } from '../helpers/e2e/envelope.ts';
import { COMPANY_PHONE, open, signInByApi } from '../helpers/e2e/login.ts';
import { addressId, buyNowLine } from '../helpers/e2e/orders.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';
const RUN = String(Date.now()).slice(-6);

/** Deletes the card or row `item` through its 删除 button and the `dialog` confirmation, and sees it go. */
async function deleteConfirmed(page: Page, item: Locator, dialog: string) {
  await item.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(item).toHaveCount(0);
}

/** An SMS code of `type` for `phone`, asked for behind a solved slider (the demo mall's test hooks read both). */
async function smsCode(request: APIRequestContext, phone: string, type: string): Promise<string> {
  const captcha = await callOk<{ token: string }>(
    request,
    'get',
    `/api/ajcaptcha?captchaType=blockPuzzle&clientUid=user-sections-${RUN}&ts=1`,
  );
  const answer = (await (await request.get(`/__test/captcha/${captcha.token}`)).json()) as { x: number };
  const pointJson = JSON.stringify({ x: answer.x, y: 5 });
  await callOk(request, 'post', '/api/auth/verify', {
    phone,
    type,
    captchaType: 'blockPuzzle',
    captchaVerification: `${captcha.token}---${pointJson}`,
  });
  return ((await (await request.get(`/__test/sms/${phone}`)).json()) as { code: string }).code;
}

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('favourites, followed shops, coupons and addresses show what the buyer did', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, COMPANY_PHONE, '/');
  const request = page.request;

  // A product and a shop the buyer does not yet follow.
  const favourites = await callOk<{ list: { type_id: number }[] }>(request, 'get', '/api/user/relation/product/lst?page=1&limit=200');
  const products = await callOk<{ list: { product_id: number; store_name: string }[] }>(
    request,
    'get',
    '/api/product/spu/lst?page=1&limit=40',
  );
  const product = products.list.find((p) => !favourites.list.some((f) => f.type_id === p.product_id));
  expect(product).toBeDefined();
  await callOk(request, 'post', '/api/user/relation/create', { type: 0, type_id: product!.product_id });
  const followed = await callOk<{ list: { type_id: number }[] }>(request, 'get', '/api/user/relation/merchant/lst?page=1&limit=200');
  const shops = await callOk<{ list: { mer_id: number; mer_name: string }[] }>(request, 'get', '/api/store/merchant/lst?page=1&limit=40');
  const shop = shops.list.find((m) => !followed.list.some((f) => f.type_id === m.mer_id));
  expect(shop).toBeDefined();
  await callOk(request, 'post', '/api/user/relation/create', { type: 10, type_id: shop!.mer_id });

  // 我的收藏: the new favourite comes first; 取消收藏 asks, then it is gone.
  await open(page, '/user/collect');
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  const firstGoods = page.locator('.collect-card').first();
  await expect(firstGoods).toContainText(product!.store_name);
  await shot(page, 'user-collect-goods');
  await page.getByRole('link', { name: '店铺收藏' }).click();
  await expect(page).toHaveURL('/user/collect?tab=store');
  await expect(page.locator('.collect-store').first()).toContainText(shop!.mer_name);
  await expect(page.locator('.collect-store').first()).toContainText('人关注');
  await shot(page, 'user-collect-stores');
  // batch: pick the shop followed here and remove it
  await page.getByRole('button', { name: '批量管理' }).click();
  await page.locator('.collect-store').first().getByRole('checkbox', { name: '选择' }).check();
  await expect(page.getByText('已选 1 项')).toBeVisible();
  await shot(page, 'user-collect-batch');
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await page.getByRole('dialog', { name: '取消关注' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已取消关注')).toBeVisible();
  await expect(page.locator('.collect-store', { hasText: shop!.mer_name })).toHaveCount(0);
  // and the favourite product, one card at a time
  await open(page, '/user/collect');
  await page.locator('.collect-card', { hasText: product!.store_name }).first().getByRole('button', { name: '取消收藏' }).click();
  await page.getByRole('dialog', { name: '取消收藏' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已取消收藏')).toBeVisible();
  const stillThere = await callOk<{ list: { type_id: number }[] }>(request, 'get', '/api/user/relation/product/lst?page=1&limit=200');
  expect(stillThere.list.some((f) => f.type_id === product!.product_id)).toBe(false);

  // 我的优惠券: a coupon received now is listed first under 未使用.
  const wallet = await callOk<{ list: { coupon_id: number }[] }>(request, 'get', '/api/coupon/list?statusTag=1&page=1&limit=200');
  const coupons = await callOk<{ list: { coupon_id: number; title: string }[] }>(request, 'get', '/api/coupon/getlst?page=1&limit=200');
  let received: { coupon_id: number; title: string } | undefined;
  for (const coupon of coupons.list.filter((c) => !wallet.list.some((w) => w.coupon_id === c.coupon_id))) {
    if ((await call(request, 'post', `/api/coupon/receive/${coupon.coupon_id}`)).status === 200) {
      received = coupon;
      break;
    }
  }
  expect(received, 'a coupon the buyer could receive').toBeDefined();
  await open(page, '/user/my_coupon');
  const card = page.locator('.wallet-card').first();
  await expect(card).toContainText(received!.title);
  await expect(card).toContainText(/店铺券|品类券|商品券|通用券|跨店券/);
  await expect(card).toContainText(/满\d+可用|无门槛使用/);
  await expect(card).toContainText('有效时间：');
  await expect(card.locator('.wallet-state')).toHaveText(/可使用|未开始/);
  if ((await card.locator('.wallet-state').textContent()) === '可使用') {
    await expect(card.getByRole('link', { name: '去使用' })).toHaveAttribute('href', `/goods_coupon?coupon_id=${received!.coupon_id}`);
  }
  await shot(page, 'user-coupons-unused');
  await page.getByRole('link', { name: '已使用/已过期' }).click();
  await expect(page).toHaveURL('/user/my_coupon?tab=used');
  await shot(page, 'user-coupons-used');

  // 地址管理: 添加新地址 with the order-confirm dialog; a refusal keeps what was typed.
  await addressId(request);
  await open(page, '/user/address_list');
  const before = await page.locator('.address-book-card').count();
  await page.getByRole('button', { name: '添加新地址' }).click();
  const dialog = page.getByRole('dialog', { name: '添加新地址' });
  const name = `收货${RUN}`;
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByLabel('手机号').fill('139123');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  await expect(dialog.getByLabel('姓名')).toHaveValue(name);
  await dialog.getByLabel('手机号').fill('13912345678');
  const chain: [string, string][] = [
    ['省份', '上海市'],
    ['城市', '上海市'],
    ['区县', '浦东新区'],
    ['街道', '张江镇'],
  ];
  for (const [label, place] of chain) {
    const select = dialog.getByLabel(label);
    await expect(select.locator('option', { hasText: place })).toHaveCount(1);
    await select.selectOption({ label: place });
  }
  await dialog.getByLabel('详细地址').fill('张江路 1 号');
  await shot(page, 'user-address-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(page.locator('.address-book-card')).toHaveCount(before + 1);
  const mine = page.locator('.address-book-card', { hasText: name });
  await expect(mine).toContainText('上海市 上海市 浦东新区 张江镇 张江路 1 号');
  // the default cannot be deleted; this one can
  const defaultCard = page.locator('.address-book-card.is-default');
  await expect(defaultCard).toHaveCount(1);
  await expect(defaultCard).toContainText('默认');
  await defaultCard.getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '默认地址不能删除')).toBeVisible();
  await expect(mine.getByRole('button', { name: '设为默认地址' })).toBeVisible();
  await shot(page, 'user-address-list');
  await deleteConfirmed(page, mine, '删除地址');
});

test('我的发票 lists an order invoice through issue, and a title saved there is offered at order confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, COMPANY_PHONE, '/');
  const request = page.request;

  // An order with an ordinary invoice request, paid from the balance.
  const title = `发票${RUN}`;
  const { cartId, detail, unique } = await buyNowLine(request);
  const order = { cart_id: [cartId], address_id: await addressId(request) };
  const check = await callOk<{ key: string; order: { mer_id: number }[] }>(request, 'post', '/api/v2/order/check', order);
  const receipt = {
    receipt_type: 1,
    receipt_title_type: 1,
    receipt_title: title,
    email: 'buyer@example.com',
    mer_id: check.order[0]!.mer_id,
  };
  const created = await callOk<{ order_id: number }>(request, 'post', '/api/v2/order/create', {
    ...order,
    key: check.key,
    pay_type: 'pc',
    receipt_data: [receipt],
  });
  const paid = await callOk<{ status: string }>(request, 'post', `/api/order/pay/${created.order_id}`, { type: 'balance', return_url: '' });
  expect(paid.status).toBe('success');

  await open(page, '/user/invoice_list?tab=open');
  await expect(page.getByRole('heading', { level: 1, name: '我的发票' })).toBeVisible();
  const row = page.locator('.invoice-page > .invoice-table tbody tr').first();
  await expect(row).toContainText(detail.store_name);
  await expect(row).toContainText('普通');
  await expect(row).toContainText('未开票');
  await row.getByRole('button', { name: '发票详情' }).click();
  const details = page.getByRole('dialog', { name: '发票详情' });
  await expect(details).toContainText(`发票抬头：${title}`);
  await expect(details).toContainText('抬头类型：个人');
  await shot(page, 'user-invoice-detail');
  await details.getByRole('button', { name: '关闭' }).click();

  // The merchant issues it: the row moves to 已开票.
  const groups = await callOk<{ list: { order_id: number; group_order_id: number }[] }>(
    request,
    'get',
    '/api/order/list?status=0&page=1&limit=50',
  );
  const orderId = groups.list.find((o) => o.group_order_id === created.order_id)?.order_id;
  expect(orderId).toBeDefined();
  expect((await request.post('/demo/merchant/invoice', { form: { order_id: String(orderId) } })).status()).toBe(200);
  await open(page, '/user/invoice_list?tab=issued');
  await expect(page.locator('.invoice-page > .invoice-table tbody tr').first()).toContainText('已开票');
  await page.locator('.invoice-page > .invoice-table tbody tr').first().getByRole('button', { name: '发票详情' }).click();
  await expect(page.getByRole('dialog', { name: '发票详情' })).toContainText(/发票号码：FP\d+/);
  await page.getByRole('dialog', { name: '发票详情' }).getByRole('button', { name: '关闭' }).click();
  await shot(page, 'user-invoice-issued');

  // 抬头管理: a company title; the rules speak first and the typed values stay.
  const company = `东联抬头${RUN}`;
  await page.getByRole('button', { name: '添加抬头' }).click();
  const dialog = page.getByRole('dialog', { name: '添加抬头' });
  await dialog.getByRole('radio', { name: '企业' }).check();
  await dialog.getByLabel('发票抬头').fill(company);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('税号不能为空')).toBeVisible();
  await dialog.getByLabel('单位税号').fill('91350100M000100Y43');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('邮箱不能为空')).toBeVisible();
  await expect(dialog.getByLabel('发票抬头')).toHaveValue(company);
  await dialog.getByLabel('收票邮箱').fill('finance@example.com');
  await shot(page, 'user-invoice-title-dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  const titleRow = page.locator('.receipt-titles tr', { hasText: company });
  await expect(titleRow).toContainText('企业');
  await expect(titleRow).toContainText('91350100M000100Y43');
  await shot(page, 'user-invoice-titles');

  // Order confirmation offers it under 常用抬头; one click fills the invoice form.
  const confirmCart = await callOk<{ cart_id: number }>(request, 'post', '/api/user/cart/create', {
    product_id: detail.product_id,
    product_attr_unique: unique,
    cart_num: 1,
    is_new: 1,
    product_type: 0,
  });
  await open(page, `/order_confirm?cartId=${confirmCart.cart_id}`);
  await page.locator('.confirm-store').first().getByRole('radio', { name: '电子普通发票' }).click();
  const invoice = page.getByRole('dialog', { name: '发票信息' });
  const saved = invoice.getByRole('group', { name: '常用抬头' });
  await saved.getByRole('button', { name: company }).click();
  await expect(invoice.getByLabel('发票抬头')).toHaveValue(company);
  await expect(invoice.getByLabel('单位税号')).toHaveValue('91350100M000100Y43');
  await expect(invoice.getByLabel('收票邮箱')).toHaveValue('finance@example.com');
  await shot(page, 'user-invoice-title-at-confirm');
  await invoice.getByRole('button', { name: '取消' }).click();

  // The title made here goes again.
  await open(page, '/user/invoice_list');
  await deleteConfirmed(page, page.locator('.receipt-titles tr', { hasText: company }), '删除抬头');
});

test('入驻记录: a rejected application is edited, resubmitted, approved in the console and shows the account', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, COMPANY_PHONE, '/');
  const request = page.request;
  const phone = `1391${RUN}1`.slice(0, 11);
  const newPhone = `1392${RUN}2`.slice(0, 11);
  const merName = `入驻测试${RUN}`;
  const form = { phone, name: '赵经理', mer_name: merName, merchant_category_id: 3, mer_type_id: 3, images: [] };
  await callOk(request, 'post', '/api/intention/create', { ...form, code: await smsCode(request, phone, 'intention') });
  const list = await callOk<{ list: { mer_intention_id: number; mer_name: string }[] }>(
    request,
    'get',
    '/api/intention/lst?page=1&limit=50',
  );
  const id = list.list.find((row) => row.mer_name === merName)?.mer_intention_id;
  expect(id).toBeDefined();

  const review = (fields: Record<string, string>) =>
    request.post('/demo/merchant/settlements/review', { form: { id: String(id), ...fields } });
  expect((await review({ decision: 'reject', fail_msg: '营业执照不清晰' })).status()).toBe(200);

  await open(page, '/user/settle_record');
  await expect(page.getByRole('heading', { level: 1, name: '入驻记录' })).toBeVisible();
  const record = page.locator('.settle-record', { hasText: merName });
  await expect(record).toContainText('审核未通过');
  await expect(record).toContainText('原因：营业执照不清晰');
  await shot(page, 'user-settle-rejected');
  await record.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('dialog', { name: '入驻申请详情' })).toContainText(`手机号：${phone}`);
  await page.getByRole('dialog', { name: '入驻申请详情' }).getByRole('button', { name: '关闭' }).click();

  // 重新提交 opens the form in edit mode with the application in it.
  await record.getByRole('link', { name: '重新提交' }).click();
  await expect(page).toHaveURL(`/merchant_settled?id=${id}`);
  await expect(page.getByRole('heading', { name: '编辑入驻申请' })).toBeVisible();
  await expect(page.getByText('审核未通过原因：营业执照不清晰')).toBeVisible();
  await expect(page.getByLabel('商户名称')).toHaveValue(merName);
  await expect(page.getByLabel('手机号')).toHaveValue(phone);
  const edited = `${merName}新`;
  await page.getByLabel('商户名称').fill(edited);
  await page.getByLabel('手机号').fill(newPhone);
  await page.getByLabel('验证码', { exact: true }).fill(await smsCode(request, newPhone, 'intention'));
  await shot(page, 'user-settle-edit');
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(page.locator('.settled-status')).toContainText(`商户名称：${edited}`);

  await open(page, '/user/settle_record');
  await expect(page.locator('.settle-record', { hasText: edited })).toContainText('待审核');
  await expect(page.locator('.settle-record', { hasText: edited }).getByRole('link', { name: '编辑' })).toBeVisible();

  // The console approves it: the record shows the login address and the merchant account, each with 复制.
  const console = await request.get('/demo/merchant/settlements');
  expect(await console.text()).toContain(edited);
  expect((await review({ decision: 'approve' })).status()).toBe(200);
  await open(page, '/user/settle_record');
  const approved = page.locator('.settle-record', { hasText: edited });
  await expect(approved).toContainText('审核通过');
  await expect(approved).toContainText(`商户账号：${newPhone}`);
  await expect(approved).toContainText(/登录地址：https?:\/\/\S+\/merchant/);
  await expect(approved).toContainText('初始密码为手机号后六位');
  await expect(approved.getByRole('button', { name: '复制商户账号' })).toBeVisible();
  await expect(approved.getByRole('link', { name: /编辑|重新提交/ })).toHaveCount(0);
  await shot(page, 'user-settle-approved');
});
