import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { companyAccount, unpaidCompanyOrder } from '../helpers/e2e/company-finance.ts';
import { exportedStatement } from '../helpers/e2e/statement-export.ts';
import { memberRow } from '../helpers/e2e/company-members.ts';
import { COMPANY_PHONE, open, PERSONAL_PHONE, signInByApi, switchEntity } from '../helpers/e2e/login.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';
const REMITTANCE_YUAN = 2000;

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-area-${name}.png`, fullPage: true });
}

async function asCompany(page: Page) {
  if ((await page.locator('.entity-label').textContent()) !== '（企业）') {
    await switchEntity(page, 'COMPANY');
  }
}

/** The store order of a paid group order, as its buyer lists it. */
async function storeOrderOf(request: APIRequestContext, groupOrderId: number): Promise<{ orderId: number; orderSn: string }> {
  const answer = await request.get('/api/order/list?status=0&page=1&limit=50');
  const list = ((await answer.json()) as { data: { list: { order_id: number; order_sn: string; group_order_id: number }[] } }).data.list;
  const mine = list.find((row) => row.group_order_id === groupOrderId);
  expect(mine, `the paid order of group ${groupOrderId}`).toBeDefined();
  return { orderId: mine?.order_id ?? 0, orderSn: mine?.order_sn ?? '' };
}

const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

test('an admin invites a 采购员 who buys on credit; a remittance is confirmed; the month’s statement shows, exports and confirms it all', async ({
  page,
  browser,
}) => {
  // 1. the admin invites 13800000001 as 采购员
  await signInByApi(page, COMPANY_PHONE, '/user/company_user_management');
  await page.getByRole('button', { name: '邀请成员' }).click();
  const invite = page.getByRole('dialog', { name: '邀请成员' });
  await invite.getByLabel('手机号').fill(PERSONAL_PHONE);
  await invite.getByLabel('角色').selectOption({ label: '采购员' });
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(toast(page, '邀请成功')).toBeVisible();
  await expect(memberRow(page, PERSONAL_PHONE)).toContainText('采购员');
  await shot(page, 'invited');

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  try {
    // 2. the 采购员 signs in, buys under 企业 and pays with 企业账期
    await signInByApi(buyer, PERSONAL_PHONE);
    await asCompany(buyer);
    const before = await companyAccount(page.request);
    const order = await unpaidCompanyOrder(buyer.request);
    await open(buyer, `/payment?result=${order.groupOrderId}`);
    const credit = buyer.getByRole('radio', { name: /企业账期/ });
    await credit.click();
    await expect(credit).toHaveAttribute('aria-checked', 'true');
    await shot(buyer, 'buyer-pays-on-credit');
    await buyer.getByRole('button', { name: '去支付' }).click();
    await expect(buyer).toHaveURL(/\/user\/order_list/);
    const { orderSn } = await storeOrderOf(buyer.request, order.groupOrderId);

    // 3. the admin, under 企业, sees the order and the used credit
    await open(page, '/');
    await asCompany(page);
    const afterOrder = await companyAccount(page.request);
    expect(afterOrder.usedFen).toBe(before.usedFen + order.payFen);
    await open(page, '/user/order_list');
    await expect(page.getByText(orderSn)).toBeVisible();
    await shot(page, 'admin-sees-order');
    await open(page, '/user/financial_management');
    await expect(page.locator('.uc-figures li', { hasText: '已用额度' })).toContainText(yuan(afterOrder.usedFen));
    await expect(page.locator('.cf-ledger tbody tr', { hasText: orderSn }).first()).toContainText('账期支付');

    // 4. the admin submits a remittance with a voucher
    await open(page, '/recharge-remittance');
    const code = (await page.getByTestId('remittance-code').textContent()) ?? '';
    expect(code).toMatch(/^HK[2-9A-HJ-NP-Z]{6}$/);
    await page.getByLabel('汇款金额').fill(String(REMITTANCE_YUAN));
    await page.getByLabel('付款户名').fill('上海东联工业设备有限公司');
    await page.getByLabel('付款银行').fill('招商银行上海分行');
    await page.getByLabel('汇款日期').fill(new Date().toISOString().slice(0, 10));
    await page
      .getByLabel('上传汇款凭证')
      .setInputFiles([{ name: 'voucher.png', mimeType: 'image/png', buffer: solidPng(80, 50, [200, 60, 40]) }]);
    await expect(page.getByRole('img', { name: '汇款凭证1' })).toBeVisible();
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/remittance_management/);
    const no = (await page.locator('.cf-ledger tbody tr').first().getAttribute('data-no')) ?? '';
    expect(no).toMatch(/^HR\d{6}/);
    await expect(page.locator(`tr[data-no="${no}"]`)).toContainText('待审核');

    // 5. the platform console confirms it
    await page.goto('/demo/platform/remittances');
    await page.locator(`tr[data-no="${no}"]`).getByRole('button', { name: '确认到账' }).click();
    await expect(page.getByText(`汇款 ${no} 已确认到账 ¥${REMITTANCE_YUAN}.00`)).toBeVisible();

    // 6. balance and ledger: the net position rose by the remittance, used credit repaid first
    const afterRemittance = await companyAccount(page.request);
    expect(afterRemittance.balanceFen - afterRemittance.usedFen).toBe(afterOrder.balanceFen - afterOrder.usedFen + REMITTANCE_YUAN * 100);
    expect(afterRemittance.usedFen).toBe(Math.max(0, afterOrder.usedFen - REMITTANCE_YUAN * 100));
    await open(page, '/user/financial_management');
    const remittanceRow = page.locator('.cf-ledger tbody tr', { hasText: no });
    await expect(remittanceRow).toContainText('汇款到账');
    await expect(remittanceRow).toContainText(`+${REMITTANCE_YUAN}.00`);
    await expect(page.locator('.uc-figures li', { hasText: '账户余额' })).toContainText(yuan(afterRemittance.balanceFen));
    await shot(page, 'admin-finance');

    // 7. the month's statement: both documents, totals that add up, both exports, confirmed
    await open(page, '/user/statement_management');
    const row = page.locator('tr[data-statement]').first();
    const statementId = await row.getAttribute('data-statement');
    await row.getByRole('link', { name: '明细' }).click();
    await expect(page).toHaveURL(`/user/statement_details?id=${statementId}`);
    const lines = page.locator('table.st-lines tbody tr');
    await expect(lines.filter({ hasText: orderSn })).toContainText('账期支付');
    await expect(lines.filter({ hasText: no })).toContainText('汇款到账');
    const figure = async (label: string) => page.locator('.uc-figures li', { hasText: label }).locator('.uc-figure-value').textContent();
    const fen = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
    expect(fen(await page.locator('[data-total="amount"]').textContent())).toBe(
      fen(await figure('期末净额')) - fen(await figure('期初净额')),
    );
    await shot(page, 'statement-detail');

    await open(page, '/user/statement_management');
    const statement = page.locator(`tr[data-statement="${statementId}"]`);
    const period = `${statementId?.slice(0, 4)}-${statementId?.slice(4)}`;
    const { rows, text } = await exportedStatement(page, statement, period);
    expect(rows).toContainEqual(['企业名称', '上海东联工业设备有限公司']);
    expect(rows.find((cells) => cells[2] === orderSn)?.slice(1, 4)).toEqual(['账期支付', orderSn, -order.payFen / 100]);
    expect(rows.find((cells) => cells[2] === no)?.slice(1, 4)).toEqual(['汇款到账', no, REMITTANCE_YUAN]);
    expect(text).toContain('上海东联工业设备有限公司');
    expect(text).toContain(orderSn);
    expect(text).toContain(no);
    expect(text).toContain(`-${yuan(order.payFen)}`);

    await statement.getByRole('button', { name: '确认' }).click();
    await page.getByRole('dialog', { name: '确认对账单' }).getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '对账单已确认')).toBeVisible();
    await expect(statement.getByText('已确认')).toBeVisible();
    await shot(page, 'statement-confirmed');

    // 8. the 采购员: 403 on finance and statements, and a forged ledger call with their login is refused
    for (const path of ['/user/financial_management', '/user/statement_management']) {
      const response = await open(buyer, path);
      expect(response?.status(), path).toBe(403);
      await expect(buyer.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    }
    await shot(buyer, 'buyer-403');
    const forged = await buyer.request.get('/api/company/ledger?page=1&limit=10');
    expect(forged.status()).toBe(400);
    expect(await forged.json()).toMatchObject({ status: 400, message: '您的企业角色无权进行此操作' });
  } finally {
    await buyerContext.close();
    // 13800000001 is every other spec's personal buyer: they leave the company again (uid 1)
    await page.request.post('/api/company/member/delete/1');
  }
});
