import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { toFen } from '#shared/money.ts';
import { open, signInByApi } from '../helpers/e2e/login.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { exportedStatement } from '../helpers/e2e/statement-export.ts';

const SHOTS = 'test-results/screens';
const OWNER = '13800000003';

async function move(page: Page, kind: string, balanceFen: number, creditFen: number, linkType: string, linkId: number, linkNo: string) {
  const answer = await page.request.post('/__test/company/ledger-move', {
    data: { company_id: 2, kind, balance_fen: balanceFen, credit_fen: creditFen, link_type: linkType, link_id: linkId, link_no: linkNo },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function currentStatement(page: Page): Promise<{ id: number; period: string; statusName: string }> {
  const answer = await page.request.get('/api/company/statement/lst');
  const body = (await answer.json()) as { data: { list: Array<{ statement_id: number; period: string; status_name: string }> } };
  const first = body.data.list[0];
  if (!first) throw new Error('no statement');
  return { id: first.statement_id, period: first.period, statusName: first.status_name };
}

// the statement's states are read from a mall no other spec has touched
test.use({ freshMall: true });

test('the month’s statement: list, detail with filter, dispute, confirm and both downloads', async ({ page }) => {
  await signInByApi(page, OWNER, '/');
  const run = Date.now() % 100000;
  await move(page, 'balance_pay', -12_345, 0, 'order', 901, `wx${run}A`);
  await move(page, 'credit_pay', 0, 30_000, 'order', 902, `wx${run}B`);
  await move(page, 'refund', 2_345, 0, 'refund', 903, `rf${run}C`);
  await move(page, 'remittance', 5_000, -30_000, 'remittance', 904, `HK${run}D`);
  // the month's movements leave its statement waiting for the company's confirmation
  const { id, period, statusName } = await currentStatement(page);
  expect(statusName).toBe('待确认');

  await open(page, '/user/statement_management');
  await expect(page).toHaveTitle(/对账单管理/);
  const row = page.locator(`tr[data-statement="${id}"]`);
  await expect(row.getByRole('cell', { name: period, exact: true })).toBeVisible();
  await expect(row.locator('.st-status')).toHaveText(statusName);
  await page.screenshot({ path: `${SHOTS}/company-statements-list.png`, fullPage: true });

  // the detail: every line, the filter, totals equal to the header
  await row.getByRole('link', { name: '明细' }).click();
  await expect(page).toHaveURL(`/user/statement_details?id=${id}`);
  const lines = page.locator('table.st-lines tbody tr');
  await expect(lines.filter({ hasText: `wx${run}A` })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `wx${run}A` })).toHaveAttribute('href', '/order_detail?orderId=901');
  await expect(page.getByRole('link', { name: `rf${run}C` })).toHaveAttribute('href', '/refund_detail?id=903');
  await expect(page.getByRole('link', { name: `HK${run}D` })).toHaveAttribute('href', '/user/remittance_management');
  const figure = async (label: string) =>
    toFen(await page.locator('.uc-figures li', { hasText: label }).locator('.uc-figure-value').textContent());
  const total = async () => toFen(await page.locator('[data-total="amount"]').textContent());
  expect(await total()).toBe((await figure('期末净额')) - (await figure('期初净额')));
  await page.screenshot({ path: `${SHOTS}/company-statements-detail.png`, fullPage: true });

  await page.getByRole('navigation', { name: '明细类型' }).getByRole('link', { name: '退款' }).click();
  await expect(page).toHaveURL(`/user/statement_details?id=${id}&kind=refund`);
  await expect(lines.filter({ hasText: `rf${run}C` })).toHaveCount(1);
  await expect(lines.filter({ hasText: '余额支付' })).toHaveCount(0);
  expect(await total()).toBe(await figure('退款'));
  await page.screenshot({ path: `${SHOTS}/company-statements-detail-refunds.png`, fullPage: true });

  // dispute: a reason is required and kept on refusal; then 有异议
  await open(page, '/user/statement_management');
  await row.getByRole('button', { name: '异议' }).click();
  const dispute = page.getByRole('dialog', { name: `对账单异议（${period}）` });
  await dispute.getByRole('button', { name: '提交异议' }).click();
  await expect(dispute.getByRole('alert')).toHaveText('请填写异议原因');
  await page.screenshot({ path: `${SHOTS}/company-statements-dispute-empty.png` });
  await dispute.getByLabel('异议原因').fill('账期支付一笔金额待核对');
  await dispute.getByRole('button', { name: '提交异议' }).click();
  await expect(toast(page, '已提交异议')).toBeVisible();
  await expect(row.getByText('有异议')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/company-statements-disputed.png`, fullPage: true });

  // confirm after the dispute is settled: 已确认, the buttons gone
  await row.getByRole('button', { name: '确认' }).click();
  const confirm = page.getByRole('dialog', { name: '确认对账单' });
  await expect(confirm).toContainText(period);
  await page.screenshot({ path: `${SHOTS}/company-statements-confirm-dialog.png` });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '对账单已确认')).toBeVisible();
  await expect(row.getByText('已确认')).toBeVisible();
  await expect(row.getByRole('button', { name: '确认' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/company-statements-confirmed.png`, fullPage: true });

  // downloads: the .xlsx rows and the PDF text
  const { rows, text } = await exportedStatement(page, row, period);
  expect(rows).toContainEqual(['企业名称', '苏州恒泰精密机械有限公司']);
  expect(rows).toContainEqual(['状态', '已确认']);
  expect(rows.find((cells) => cells[2] === `wx${run}A`)?.slice(1, 4)).toEqual(['余额支付', `wx${run}A`, -123.45]);
  expect(text).toContain('苏州恒泰精密机械有限公司');
  expect(text).toContain(`HK${run}D`);
  expect(text).toContain('-123.45');
  expect(text).toContain('第 1 页');
});

test('a missing or unknown statement id is a message, not a crash', async ({ page }) => {
  await signInByApi(page, OWNER, '/user/statement_details');
  await expect(page.getByRole('alert')).toHaveText('请从对账单管理选择要查看的对账单');
  await open(page, '/user/statement_details?id=199901');
  await expect(page.getByRole('alert')).toHaveText('对账单不存在');
  await page.screenshot({ path: `${SHOTS}/company-statements-missing.png`, fullPage: true });
});

test('a line disputed by 财务 is answered by the platform with an adjustment, shown on the line and in the month', async ({ page }) => {
  await signInByApi(page, OWNER, '/');
  const run = Date.now() % 100000;
  await move(page, 'balance_pay', -8_800, 0, 'order', 911, `wx${run}E`);
  const { id } = await currentStatement(page);

  await open(page, `/user/statement_details?id=${id}`);
  const line = page.locator('table.st-lines tbody tr', { hasText: `wx${run}E` });
  await line.getByRole('button', { name: `对 wx${run}E 提出异议` }).click();
  const dialog = page.getByRole('dialog', { name: `明细异议（wx${run}E）` });
  await dialog.getByLabel('异议原因').fill('运费重复扣收 12.30 元');
  await dialog.getByRole('button', { name: '提交异议' }).click();
  await expect(toast(page, '已提交异议')).toBeVisible();
  await expect(line.locator('.st-line-dispute')).toContainText('待处理 运费重复扣收 12.30 元');
  await expect(page.locator('.st-head .st-status')).toHaveText('有异议');
  await page.screenshot({ path: `${SHOTS}/company-statements-line-disputed.png`, fullPage: true });

  // the platform console answers it once: a second post of the same form moves nothing
  await page.goto('/demo/platform/statement-disputes');
  const consoleRow = page.locator('tr', { hasText: '运费重复扣收 12.30 元' }).filter({ has: page.getByRole('button', { name: '答复' }) });
  await consoleRow.getByLabel('答复说明').fill('核实重复扣收，退回运费');
  await consoleRow.getByLabel('调整金额').fill('12.30');
  await page.screenshot({ path: `${SHOTS}/platform-statement-disputes.png`, fullPage: true });
  await consoleRow.getByRole('button', { name: '答复' }).click();
  await expect(page.locator('.notice').first()).toContainText('已调整 ¥12.30');

  await open(page, `/user/statement_details?id=${id}`);
  await expect(line.locator('.st-line-dispute')).toContainText('已调整');
  await expect(line.locator('.st-line-answer')).toHaveText('平台答复：核实重复扣收，退回运费（调整 ¥12.30）');
  // the adjustment is a line of its own, named after the dispute
  const adjustment = page.locator('table.st-lines tbody tr', { hasText: '对账异议#' });
  await expect(adjustment).toHaveCount(1);
  await expect(adjustment.locator('td').nth(3)).toHaveText('12.30');
  await page.screenshot({ path: `${SHOTS}/company-statements-line-answered.png`, fullPage: true });
});
