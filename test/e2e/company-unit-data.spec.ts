// 部门资料 (docs/company-api.md §13.6): the 管理员 gives 华南子公司 a delivery address (a double click on 确定 saves
// one) and a cost centre on 组织架构, and 生产部 a cost centre of its own; a 采购部 buyer (采购部 sits under
// 华南子公司) finds the address labelled "华南子公司 · 华南仓" on the confirm page, can pick 华南子公司's cost centre
// but not 生产部's, starts its invoice from 华南子公司's title, and the order ships to it.
import type { Browser, Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../helpers/e2e/a11y.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { inviteFreshMember, MEMBER_PASSWORD } from '../helpers/e2e/company-members.ts';
import { open } from '../helpers/e2e/login.ts';
import { affordableProduct } from '../helpers/e2e/orders.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { fillAddress } from '../helpers/e2e/address-dialog.ts';
import { logIn } from '../helpers/e2e/sign-in.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';
test.use({ freshMall: true });

/** A fresh 采购员 of 上海东联, signed in under 企业 on its own browser. */
async function buyerOf(browser: Browser, baseURL: string) {
  const phone = await inviteFreshMember(baseURL, 'buyer');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, phone, MEMBER_PASSWORD);
  expect((await page.request.post('/bff/entity', { data: { entity: 'COMPANY' } })).status()).toBe(200);
  return { page, phone, close: () => context.close() };
}

/** 华南子公司 → 采购部/生产部 under the root, and the buyer in 采购部; answers the units' ids by name. */
async function buildTree(page: Page, buyerPhone: string) {
  const tree = async () =>
    (await call<{ list: { unit_id: number; name: string }[] }>(page.request, 'get', '/api/company/org/tree')).data.list;
  const idOf = async (name: string) => (await tree()).find((u) => u.name === name)?.unit_id ?? 0;
  const add = (parent: number, name: string) => call(page.request, 'post', '/api/company/org/create', { parent_id: parent, name });
  await add((await tree())[0]?.unit_id ?? 0, '华南子公司');
  await add(await idOf('华南子公司'), '采购部');
  await add(await idOf('华南子公司'), '生产部');
  const members = (await call<{ list: { uid: number; phone: string }[] }>(page.request, 'get', '/api/company/member/lst?limit=50')).data
    .list;
  const uid = members.find((m) => m.phone === `${buyerPhone.slice(0, 3)}****${buyerPhone.slice(7)}`)?.uid ?? 0;
  expect((await call(page.request, 'post', `/api/company/org/member/${uid}`, { unit_id: await idOf('采购部') })).message).toBe('保存成功');
  return idOf;
}

test('部门资料: 华南子公司’s address and cost centre reach a 采购部 buyer’s confirm page; 生产部’s cost centre does not', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  const buyer = await buyerOf(browser, baseURL!);
  await signIn.companyAdmin('/user/org');
  const idOf = await buildTree(page, buyer.phone);
  const making = await call(page.request, 'post', `/api/company/org/unit_cost_center/save/${await idOf('生产部')}`, { name: '生产项目' });
  expect(making.message).toBe('添加成功');
  const title = await call(page.request, 'post', `/api/company/org/unit_receipt/save/${await idOf('华南子公司')}`, {
    receipt_type: 1,
    receipt_title_type: 2,
    receipt_title: '东联华南子公司',
    duty_paragraph: '91350100M000100Y43',
    email: 'south@example.com',
  });
  expect(title.message).toBe('添加成功');

  // the 管理员 on 组织架构: 部门资料 of 华南子公司
  await open(page, '/user/org');
  await page.locator('.org-unit[data-unit="华南子公司"]').getByRole('button', { name: '部门资料' }).click();
  const panel = page.getByRole('dialog', { name: '「华南子公司」的部门资料' });
  await panel.getByRole('region', { name: '收货地址' }).getByRole('button', { name: '添加' }).click();
  const dialog = page.getByRole('dialog', { name: '添加新地址' });
  await fillAddress(dialog, {
    name: '华南仓',
    phone: '13912345678',
    region: ['上海市', '上海市', '浦东新区', '张江镇'],
    detail: '华南仓 1 号库',
  });
  await dialog.getByRole('button', { name: '确定' }).dblclick();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, '添加成功')).toBeVisible();
  // a double click saved one address
  await expect(panel.getByRole('region', { name: '收货地址' }).getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('region', { name: '收货地址' })).toContainText(
    '华南仓 13912345678 上海市 上海市 浦东新区 张江镇 华南仓 1 号库',
  );

  await panel.getByRole('region', { name: '成本中心' }).getByRole('button', { name: '添加' }).click();
  const costDialog = page.getByRole('dialog', { name: '添加成本中心' });
  await costDialog.getByLabel('名称').fill('华南项目');
  await costDialog.getByRole('button', { name: '保存' }).click();
  await expect(panel.getByRole('region', { name: '成本中心' })).toContainText('华南项目');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/unit-data-panel.png`, fullPage: true });
  const violations = await seriousViolations(page);
  expect(violations, describeViolations('/user/org 部门资料', violations)).toEqual([]);

  // the 采购部 buyer: no address of its own, so 华南子公司's is chosen
  const { detail, unique } = await affordableProduct(buyer.page.request);
  const cart = await call<{ cart_id: number }>(buyer.page.request, 'post', '/api/user/cart/create', {
    product_id: detail.product_id,
    product_attr_unique: unique,
    cart_num: 1,
    is_new: 1,
    product_type: 0,
  });
  await open(buyer.page, `/order_confirm?new=1&cartId=${cart.data.cart_id}`);
  const card = buyer.page.locator('.address-card.is-selected');
  await expect(card).toContainText('华南子公司 · 华南仓');
  await expect(card.getByRole('button', { name: '修改' })).toHaveCount(0);
  const costCenter = buyer.page.getByLabel('成本中心/项目');
  await expect(costCenter.locator('option', { hasText: '华南子公司 · 华南项目' })).toHaveCount(1);
  await expect(costCenter.locator('option', { hasText: '生产项目' })).toHaveCount(0);
  await costCenter.selectOption({ label: '华南子公司 · 华南项目' });
  // 华南子公司's invoice title among the 常用抬头
  await buyer.page.locator('.confirm-store').first().getByRole('radio', { name: '电子普通发票' }).click();
  const invoice = buyer.page.getByRole('dialog', { name: '发票信息' });
  await invoice.getByRole('group', { name: '常用抬头' }).getByRole('button', { name: '华南子公司 · 东联华南子公司' }).click();
  await expect(invoice.getByLabel('发票抬头')).toHaveValue('东联华南子公司');
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(invoice).toHaveCount(0);
  await buyer.page.evaluate(() => document.fonts.ready);
  await buyer.page.screenshot({ path: `${SHOTS}/unit-data-confirm.png`, fullPage: true });

  const [created] = await Promise.all([
    buyer.page.waitForResponse((r) => r.url().endsWith('/api/v2/order/create')),
    buyer.page.getByRole('button', { name: '提交订单' }).click(),
  ]);
  const answer = (await created.json()) as { status: number; data?: { order_id?: number; result?: { order_id?: number } } };
  expect(answer.status).toBe(200);
  const orderId = answer.data?.order_id ?? answer.data?.result?.order_id ?? 0;
  const order = await call<{ user_address: string; cost_center_name: string }>(
    buyer.page.request,
    'get',
    `/api/order/group_order_detail/${orderId}`,
  );
  expect(order.data.user_address).toContain('华南仓 1 号库');
  expect(order.data.cost_center_name).toBe('华南项目');
  const receipts = await call<{ list: { receipt_info: { receipt_title: string } }[] }>(
    buyer.page.request,
    'get',
    '/api/user/receipt/order',
  );
  expect(receipts.data.list.map((r) => r.receipt_info.receipt_title)).toContain('东联华南子公司');
  await buyer.close();
});
