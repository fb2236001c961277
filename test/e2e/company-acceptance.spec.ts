// Goods receipt and credit terms in the browser (docs/company-api.md §11), as 上海东联's 管理员 (13800000002) under
// 企业: an order of 10 pieces paid with 企业账期 is shipped and delivered by the demo merchant console, shows under
// 待验收, and is accepted 9 of 10 with a photo (the button clicked twice: one acceptance) — a refund for the missing
// piece opens. Its due date is moved back by the test hook; 财务管理 lists it as 已逾期, the user centre warns,
// and paying a new order with 企业账期 is refused with a message naming the overdue order. Repaying it from the
// balance (clicked twice: repaid once) lets credit payments through again.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { creditOrderOfTen, freshWaybill, markDelivered, shipByExpress } from '../helpers/e2e/orders.ts';
import { unpaidCompanyOrder } from '../helpers/e2e/company-finance.ts';
import { solidPng } from '../helpers/e2e/png.ts';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-acceptance-${name}.png`, fullPage: true });
}

test('a credit order accepted 9 of 10 opens a refund for 1; an overdue item blocks 企业账期 until repaid', async ({ page, signIn }) => {
  await signIn.companyAdmin();
  // the company's terms on 企业信息: 7 and 30 days
  await open(page, '/user/company');
  const terms = page.getByRole('region', { name: '收货与账期' });
  await expect(terms.getByLabel('自动验收天数')).toHaveValue('7');
  await expect(terms.getByLabel('账期天数')).toHaveValue('30');
  await terms.getByLabel('账期天数').fill('0');
  await terms.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.toasts .toast').filter({ hasText: '天数须为 1 到 180 之间的整数' })).toBeVisible();
  await terms.getByLabel('账期天数').fill('30');
  await shot(page, 'terms');

  const { orderId, orderSn } = await creditOrderOfTen(page.request);
  await shipByExpress(page.request, orderId, freshWaybill());
  await markDelivered(page.request, orderId);

  // 待验收 tab
  await open(page, '/user/order_list?status=11');
  const tabs = page.getByRole('navigation', { name: '订单状态' });
  await expect(tabs.getByRole('link', { name: /^待验收\(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator(`[data-order-id="${orderId}"]`).first()).toBeVisible();
  await shot(page, 'list-tab');

  // accept 9 of 10 with a photo; refused first without one
  await open(page, `/order_detail?orderId=${orderId}`);
  const panel = page.getByRole('region', { name: '收货验收' });
  await expect(panel).toContainText('待验收');
  await expect(panel).toContainText('前未验收将自动全部验收');
  await panel.getByLabel(/实收数量/).fill('9');
  await panel.getByLabel(/差异原因/).fill('数量短缺');
  await panel.getByRole('button', { name: '确认验收' }).click();
  await expect(page.locator('.toasts .toast').filter({ hasText: '请上传至少一张照片' })).toBeVisible();
  await panel
    .getByLabel(/上传照片/)
    .setInputFiles([{ name: 'carton.png', mimeType: 'image/png', buffer: solidPng(80, 60, [200, 120, 40]) }]);
  await expect(panel.locator('.acc-thumb')).toHaveCount(1);
  await shot(page, 'form');
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: '确认验收' }).dblclick()]);
  const accepted = page.getByRole('region', { name: '收货验收' });
  await expect(accepted).toContainText('部分验收');
  await expect(accepted).toContainText('订购 10，实收 9');
  await expect(accepted).toContainText('短缺 1 件已发起退款');
  await expect(accepted).toContainText('账期到期日');
  await shot(page, 'accepted');

  // one acceptance, one refund of one piece (the double click wrote nothing twice)
  const refunds = await call<{ list: { order_id: number; refund_num: number }[] }>(
    page.request,
    'get',
    '/api/refund/list?type=1&page=1&limit=50',
  );
  expect(refunds.data.list.filter((row) => row.order_id === orderId).map((row) => row.refund_num)).toEqual([1]);
  const again = await call<{ repeated: boolean }>(page.request, 'post', `/api/company/acceptance/accept/${orderId}`, { lines: [] });
  expect(again.data.repeated).toBe(true);

  // the due date passes (the test hook moves it back); 财务管理 lists it as 已逾期 and the user centre warns
  const hook = await page.request.post('/__test/company/acceptance/backdate', { data: { order_id: orderId, due_date: '2020-01-31' } });
  expect(hook.status()).toBe(200);
  await open(page, '/user/financial_management');
  const items = page.getByRole('region', { name: '账期明细' });
  await expect(items.locator('tr', { hasText: orderSn })).toContainText('已逾期');
  await expect(page.getByRole('alert').filter({ hasText: '已逾期' })).toBeVisible();
  await items.getByRole('tab', { name: '已逾期' }).click();
  await expect(items.locator('tbody tr', { hasText: orderSn })).toContainText('2020-01-31');
  await shot(page, 'finance-overdue');

  // a new credit payment is refused, naming the overdue order
  const next = await unpaidCompanyOrder(page.request);
  await open(page, `/payment?result=${next.groupOrderId}`);
  await page.getByRole('radio', { name: /企业账期/ }).click();
  await page.getByRole('button', { name: '去支付' }).click();
  const refusal = page.locator('.toasts .toast').filter({ hasText: '已逾期' });
  await expect(refusal).toContainText(orderSn);
  await shot(page, 'credit-refused');

  // repaid from the balance (clicked twice: repaid once), credit pays again
  await open(page, '/user/financial_management');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '企业余额还款' }).dblclick()]);
  await expect(page.getByRole('region', { name: '账期明细' }).locator('.is-overdue').first()).toContainText('已逾期 0 笔');
  await expect(page.getByRole('alert').filter({ hasText: '已逾期' })).toHaveCount(0);
  await expect(page.locator('.cf-ledger tbody tr').first()).toContainText('账期还款');
  const ledger = await call<{ list: { kind: string }[] }>(page.request, 'get', '/api/company/ledger?kind=credit_repay');
  expect(ledger.data.list).toHaveLength(1);
  await shot(page, 'finance-repaid');
  const paid = await call<{ status: string }>(page.request, 'post', `/api/order/pay/${next.groupOrderId}`, {
    type: 'credit',
    return_url: '',
  });
  expect(paid.data.status, paid.message).toBe('success');
});
