// The company's permanent 汇款识别码 and the platform's bank-statement import (ADR 0036), as company 2's owner
// (13800000003) under 企业: /recharge-remittance shows the same code on every reload and 财务管理 shows it too; the
// platform console names the banks whose exports it reads, takes a 4-line bank statement, matches the 3 lines
// whose 附言 carries the code to the company's pending remittances, leaves the 4th unmatched, confirms the 3 in
// one click, and the same file again credits nothing. Amounts are this test's own, so other specs' remittances of company 2 never match its lines.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY2_PHONE, companyAccount, submitRemittanceByApi } from '../helpers/e2e/company-finance.ts';
import { open } from '../helpers/e2e/login.ts';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/remittance-code-${name}.png`, fullPage: true });
}

test.beforeEach(async ({ signIn }) => {
  await signIn.companyAdmin('/', COMPANY2_PHONE);
});

test('the 汇款识别码 stays the same across reloads; a bank statement is matched and confirmed once', async ({ page }) => {
  // 1. the same code on every load, and in 财务管理
  await open(page, '/recharge-remittance');
  const code = (await page.getByTestId('remittance-code').textContent()) ?? '';
  expect(code).toMatch(/^HK[2-9A-HJ-NP-Z]{6}$/);
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.getByTestId('remittance-code')).toHaveText(code);
  }
  await expect(page.getByText('这是贵公司固定的汇款识别码')).toBeVisible();
  await shot(page, 'recharge');
  await open(page, '/user/financial_management');
  await expect(page.getByTestId('finance-remittance-code')).toHaveText(code);
  await shot(page, 'finance');

  // 2. three remittances of amounts only this test uses, then the bank's statement of the transfers
  const cents = (Date.now() % 90) + 10;
  const amounts = [`1234.${cents}`, `2345.${cents}`, `345.${cents}`];
  const submitted = [];
  for (const amount of amounts) submitted.push(await submitRemittanceByApi(page.request, amount));
  const before = await companyAccount(page.request);
  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    '交易日期,对方户名,对方账号,贷方金额,附言',
    `${today},苏州恒泰精密机械有限公司,6222021001001234567,${amounts[0]},货款 ${code}`,
    `${today},苏州恒泰精密机械有限公司,6222021001001234567,"2,345.${cents}",${code.toLowerCase()}`,
    `${today},苏州恒泰精密机械有限公司,6222021001001234567,${amounts[2]},${code.slice(0, 4)} ${code.slice(4)} 十一月`,
    `${today},某某贸易有限公司,6228480000000000,99.${cents},十一月货款`,
  ].join('\r\n');

  // 3. the console: upload, see 3 matched and 1 unmatched, confirm once
  await page.goto('/demo/platform/remittance/bank-statement');
  await expect(page.getByText(/支持工商银行、建设银行、农业银行、中国银行、招商银行、交通银行企业网银导出的交易明细/)).toBeVisible();
  await shot(page, 'bank-upload');
  const upload = async () => {
    await page.getByLabel(/银行流水文件/).setInputFiles({ name: '流水.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: '上传并匹配' }).click();
    await expect(page.getByRole('status')).toContainText('已读取 4 条流水');
  };
  await upload();
  const summary = page.getByLabel('匹配结果');
  await expect(summary).toContainText('已匹配 3');
  await expect(summary).toContainText('未匹配 1');
  for (const entry of submitted) await expect(page.locator('tr[data-state="matched"]', { hasText: entry.no })).toHaveCount(1);
  await expect(page.locator('tr[data-state="unmatched"]')).toContainText('附言中没有汇款识别码');
  await shot(page, 'bank-matched');
  const totalFen = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
  const confirmButton = page.getByRole('button', { name: /确认 3 笔已匹配流水到账/ });
  await confirmButton.click();
  await expect(page.getByRole('status')).toContainText('已确认 3 笔到账');
  await expect(page.getByLabel('匹配结果')).toContainText('已入账 3');
  await shot(page, 'bank-confirmed');
  const after = await companyAccount(page.request);
  expect(after.balanceFen - after.usedFen).toBe(before.balanceFen - before.usedFen + totalFen);

  // 4. the same file again: nothing to confirm, nothing credited twice
  await page.goto('/demo/platform/remittance/bank-statement');
  await upload();
  await expect(page.getByLabel('匹配结果')).toContainText('已入账 3');
  await expect(page.getByRole('button', { name: /已匹配流水到账/ })).toHaveCount(0);
  await shot(page, 'bank-again');
  expect(await companyAccount(page.request)).toEqual(after);

  // 5. 汇款管理 lists them 已到账 under their own numbers
  await open(page, '/user/remittance_management');
  for (const entry of submitted) await expect(page.locator(`tr[data-no="${entry.no}"]`)).toContainText('已到账');
  await shot(page, 'remittances');
});
