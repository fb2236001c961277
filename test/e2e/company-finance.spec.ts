// Company finance in the browser, as 13800000003 (owner of company 2) under 企业: an order paid with 企业账期 raises
// the used credit; a remittance with a voucher (submit clicked twice: one record) is confirmed in the demo platform
// console, and 财务管理 shows the account and the ledger row; a pending remittance is cancelled, a rejected one
// shows its reason. Other specs never use company 2, but only this test's own records and relative changes count.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import {
  cancelOrder,
  COMPANY2_PHONE,
  companyAccount,
  dearestSku,
  rejectInConsole,
  remittanceList,
  submitRemittanceByApi,
  unpaidCompanyOrder,
} from '../helpers/e2e/company-finance.ts';
import { logIn, open, PERSONAL_PHONE } from '../helpers/e2e/login.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-finance-${name}.png`, fullPage: true });
}

/** Toasts fade after 3 s; a screenshot of a dialog waits for them so they do not cover it. */
async function quietToasts(page: Page) {
  await expect(page.locator('.toasts .toast')).toHaveCount(0, { timeout: 8_000 });
}

test.beforeEach(async ({ context, signIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn.companyAdmin('/', COMPANY2_PHONE);
});

test('企业账期 pays an order; a remittance (submitted twice, one record) is confirmed and 财务管理 shows it', async ({ page }) => {
  // 1. pay with 企业账期
  const order = await unpaidCompanyOrder(page.request);
  const before = await companyAccount(page.request);
  await open(page, `/payment?result=${order.groupOrderId}`);
  await expect(page.getByRole('radio', { name: /企业余额/ })).toContainText('余额：¥');
  const credit = page.getByRole('radio', { name: /企业账期/ });
  await expect(credit).toContainText('可用额度：¥');
  await expect(credit).toBeEnabled();
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeVisible();
  await credit.click();
  await expect(credit).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'payment-company');
  // a double click pays once
  await page.getByRole('button', { name: '去支付' }).dblclick();
  await expect(page).toHaveURL(/\/user\/order_list/);
  const paid = await companyAccount(page.request);
  expect(paid.usedFen).toBe(before.usedFen + order.payFen);
  expect(paid.balanceFen).toBe(before.balanceFen);

  // 2. the remittance form: the receiving account, the 识别码 with its copy button, a refusal that keeps the values
  await open(page, '/recharge-remittance');
  const code = (await page.getByTestId('remittance-code').textContent()) ?? '';
  expect(code).toMatch(/^HK[2-9A-HJ-NP-Z]{6}$/);
  await expect(page.getByText('这是贵公司固定的汇款识别码')).toBeVisible();
  await page.getByRole('button', { name: '复制汇款识别码' }).click();
  await expect(toast(page, '汇款识别码已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await shot(page, 'recharge-empty');

  await page.getByLabel('汇款金额').fill('12.345');
  await page.getByLabel('付款户名').fill('苏州恒泰精密机械有限公司');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '汇款金额格式不正确' })).toBeVisible();
  await expect(page.getByLabel('付款户名')).toHaveValue('苏州恒泰精密机械有限公司');
  await shot(page, 'recharge-refused');

  await page.getByLabel('汇款金额').fill('1500');
  await page.getByLabel('付款银行').fill('中国工商银行苏州分行');
  await page.getByLabel('汇款日期').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请上传汇款凭证' })).toBeVisible();
  await page
    .getByLabel('上传汇款凭证')
    .setInputFiles([{ name: 'voucher.png', mimeType: 'image/png', buffer: solidPng(60, 40, [30, 120, 200]) }]);
  await expect(page.getByRole('img', { name: '汇款凭证1' })).toBeVisible();
  await page.getByLabel('备注').fill('11 月货款');
  await shot(page, 'recharge-filled');
  const listed = (await remittanceList(page.request)).length;
  const submit = page.getByRole('button', { name: '提交', exact: true });
  await submit.dblclick();
  await expect(page).toHaveURL(/\/user\/remittance_management/);
  await expect(toast(page, '提交成功')).toBeVisible();
  const remittances = await remittanceList(page.request);
  expect(remittances.length).toBe(listed + 1);
  const submittedId = remittances[0]?.remittance_id ?? 0;
  const no = remittances[0]?.remittance_no ?? '';
  expect(no).toMatch(/^HR\d{6}[2-9A-HJ-NP-Z]{8}$/);
  const row = page.locator(`tr[data-no="${no}"]`);
  await expect(row).toContainText('1500.00');
  await expect(row).toContainText('待审核');
  await shot(page, 'remittances-pending');
  await row.getByRole('button', { name: '详情' }).click();
  const dialog = page.getByRole('dialog', { name: '汇款详情' });
  await expect(dialog).toContainText(no);
  await expect(dialog).toContainText(code);
  await expect(dialog.getByRole('img', { name: '汇款凭证1' })).toBeVisible();
  await quietToasts(page);
  await shot(page, 'remittance-detail');
  await dialog.getByText('关闭', { exact: true }).click();
  await expect(dialog).toBeHidden();

  // 3. the platform confirms: used credit is repaid first, the rest raises the balance; a second confirm is refused
  await page.goto('/demo/platform/remittances');
  const consoleRow = page.locator(`tr[data-no="${no}"]`);
  await expect(consoleRow.getByRole('img', { name: '汇款凭证1' })).toBeVisible();
  await shot(page, 'platform-console');
  await consoleRow.getByRole('button', { name: '确认到账' }).click();
  await expect(page.getByText(`汇款 ${no} 已确认到账 ¥1500.00`)).toBeVisible();
  await shot(page, 'platform-confirmed');
  const again = await page.request.post('/demo/platform/remittance/confirm', { form: { remittance_id: String(submittedId) } });
  expect(again.status()).toBe(400);
  expect(await again.text()).toContain('已处理，未重复操作');
  const confirmed = await companyAccount(page.request);
  expect(confirmed.balanceFen - confirmed.usedFen).toBe(paid.balanceFen - paid.usedFen + 150_000);
  expect(confirmed.usedFen).toBe(Math.max(0, paid.usedFen - 150_000));

  // 4. 财务管理: the figures and the ledger row linking the remittance
  await open(page, '/user/financial_management');
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  const figures = page.locator('.uc-figures');
  await expect(figures).toContainText(yuan(confirmed.balanceFen));
  await expect(figures).toContainText('授信额度(元)');
  await expect(figures).toContainText('可用额度(元)');
  const ledgerRow = page.locator('.cf-ledger tbody tr').first();
  await expect(ledgerRow).toContainText('汇款到账');
  await expect(ledgerRow).toContainText('+1500.00');
  await expect(ledgerRow.getByRole('link', { name: `汇款 ${no}` })).toBeVisible();
  await expect(page.getByTestId('finance-remittance-code')).toHaveText(code);
  await shot(page, 'finance');
  await page.getByRole('link', { name: '支出' }).click();
  await expect(page).toHaveURL(/tab=expense/);
  await expect(page.locator('.cf-ledger tbody tr').first()).toContainText('账期支付');
  await page.getByLabel('流水类型').selectOption('credit_pay');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/kind=credit_pay/);
  await expect(
    page
      .locator('.cf-ledger tbody tr')
      .first()
      .getByRole('link', { name: /^订单号 / }),
  ).toBeVisible();
  await shot(page, 'finance-filtered');
  await page.getByLabel('开始日期').fill('2000-01-01');
  await page.getByLabel('结束日期').fill('2000-01-31');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('没有符合条件的流水')).toBeVisible();
  await shot(page, 'finance-empty-filter');
});

test('企业账期 is off with 可用额度不足 when the order is larger than the available credit; 企业余额 says 余额不足', async ({ page }) => {
  // 4 pieces of the dearest balance in the seed (¥6283.00 each) exceed company 2's credit line and balance
  const sku = await dearestSku(page.request, 292);
  const order = await unpaidCompanyOrder(page.request, { productId: 292, unique: sku.unique, pieces: 4 });
  const account = await companyAccount(page.request);
  expect(order.payFen).toBeGreaterThan(Math.max(account.availableFen, account.balanceFen));
  try {
    await open(page, `/payment?result=${order.groupOrderId}`);
    const credit = page.getByRole('radio', { name: /企业账期/ });
    await expect(credit).toBeDisabled();
    await expect(credit).toContainText('可用额度不足');
    await page.getByRole('radio', { name: /企业余额/ }).click();
    await page.getByRole('button', { name: '去支付' }).click();
    await expect(toast(page, '余额不足')).toBeVisible();
    await shot(page, 'payment-short');
    expect((await companyAccount(page.request)).usedFen).toBe(account.usedFen);
  } finally {
    await cancelOrder(page.request, order.groupOrderId);
  }
});

test('a pending remittance is cancelled after a confirmation; a rejected one shows its reason', async ({ page }) => {
  const pending = await submitRemittanceByApi(page.request, '88.00');
  const rejected = await submitRemittanceByApi(page.request, '66.00');
  await rejectInConsole(page.request, rejected.id, '凭证金额与填写不符');

  await open(page, '/user/remittance_management');
  const rejectedRow = page.locator(`tr[data-no="${rejected.no}"]`);
  await expect(rejectedRow).toContainText('已驳回');
  await expect(rejectedRow).toContainText('原因：凭证金额与填写不符');
  await expect(rejectedRow.getByRole('button', { name: '取消' })).toHaveCount(0);
  const row = page.locator(`tr[data-no="${pending.no}"]`);
  await row.getByRole('button', { name: '取消' }).click();
  const confirm = page.getByRole('dialog', { name: '取消汇款' });
  await expect(confirm).toContainText(pending.no);
  await shot(page, 'cancel-confirm');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已取消')).toBeVisible();
  await expect(row).toContainText('已取消');
  await expect(row.getByRole('button', { name: '取消' })).toHaveCount(0);
  await shot(page, 'remittances-states');

  await page.getByRole('link', { name: '已取消' }).click();
  await expect(page).toHaveURL(/status=-1/);
  await expect(page.locator(`tr[data-no="${pending.no}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-no="${rejected.no}"]`)).toHaveCount(0);
});

test.describe('without a company', () => {
  test('a buyer without a company gets the 403 page on the finance pages, never an empty list', async ({ page }) => {
    await logIn(page, PERSONAL_PHONE);
    for (const path of ['/user/financial_management', '/user/remittance_management', '/recharge-remittance']) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
      await expect(page.locator('.uc-figures')).toHaveCount(0);
    }
    await shot(page, 'refused');
  });
});
