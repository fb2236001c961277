// 采购单号 and 成本中心/项目 end to end (docs/company-api.md §8), as company 2's 管理员 13800000003 under 企业: a cost
// centre added on /user/company → an order confirmed with a refused PO number (the message, the toast, the text kept)
// then a good one and the cost centre → paid from the company balance → both on the unpaid order, the order detail and
// the order list row → the order found by its PO in the list's search → the month's statement export (.xlsx) holds
// the PO → the invoice request shows and records it. Under 个人 (13800000001) neither field nor the search shows.
// Names carry this run's stamp; other specs' orders do not count.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { callOk } from '../helpers/e2e/envelope.ts';
import ExcelJS from 'exceljs';
import { COMPANY2_PHONE } from '../helpers/e2e/company-finance.ts';
import { open, PERSONAL_PHONE, signInByApi, switchEntity } from '../helpers/e2e/login.ts';
import { addressId, buyNowLine } from '../helpers/e2e/orders.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-purchase-refs-${name}.png`, fullPage });
}

test('a cost centre is added, an order carries a PO number and it, and the PO shows on the order, the list search, the statement export and the invoice', async ({
  page,
  signIn,
}) => {
  const stamp = `${Date.now() % 1_000_000}`;
  const costCentre = `E2E项目${stamp}`;
  const po = `PO-E2E/${stamp}`;

  // 1. the admin adds a cost centre on /user/company
  await signIn.companyAdmin('/', COMPANY2_PHONE);
  await open(page, '/user/company');
  const section = page.getByRole('region', { name: '成本中心/项目' });
  await section.getByLabel('成本中心名称').fill(costCentre);
  await section.getByLabel('成本中心编码').fill(`CC-${stamp}`);
  await section.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  const row = section.locator(`tr[data-cost-center="${costCentre}"]`);
  await expect(row).toContainText('启用');
  // the same name again is refused with the mall's message and the form keeps it
  await section.getByLabel('成本中心名称').fill(costCentre);
  await section.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, '该成本中心名称已存在')).toBeVisible();
  await expect(section.getByLabel('成本中心名称')).toHaveValue(costCentre);
  await section.getByLabel('成本中心名称').fill('');
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'cost-centre-section');

  // 2. order confirmation under 企业: a refused PO, then a good one and the cost centre
  const { cartId } = await buyNowLine(page.request);
  await addressId(page.request);
  await open(page, `/order_confirm?new=1&cartId=${cartId}`);
  const poInput = page.getByLabel('采购单号');
  await poInput.fill('PO 001#');
  await expect(page.getByText('采购单号只能包含字母、数字和 - _ / . 符号').first()).toBeVisible();
  await expect(poInput).toHaveAttribute('maxlength', '32');
  const select = page.getByLabel('成本中心/项目');
  await expect(select.locator('option', { hasText: costCentre })).toHaveCount(1);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(toast(page, '采购单号只能包含字母、数字和 - _ / . 符号')).toBeVisible();
  await expect(page).toHaveURL(/\/order_confirm/);
  await expect(poInput).toHaveValue('PO 001#');
  await page.locator('.pr-fields').scrollIntoViewIfNeeded();
  await shot(page, 'confirm-refused-po', false);
  await poInput.fill(po);
  await select.selectOption({ label: `${costCentre}（CC-${stamp}）` });
  await expect(page.locator('#pr-po-number-message')).toHaveText('');
  await expect(toast(page, '采购单号只能包含字母、数字和 - _ / . 符号')).toHaveCount(0);
  await shot(page, 'confirm-fields', false);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?result=\d+/);
  const groupOrderId = Number(new URL(page.url()).searchParams.get('result'));

  // 3. the unpaid order shows both; then it is paid from the company balance
  await open(page, `/order_stay_detail?orderId=${groupOrderId}`);
  await expect(page.getByTestId('purchase-ref')).toContainText(`采购单号：${po}`);
  await expect(page.getByTestId('purchase-ref')).toContainText(`成本中心/项目：${costCentre}`);
  await open(page, `/payment?result=${groupOrderId}`);
  const balance = page.getByRole('radio', { name: /企业余额/ });
  await balance.click();
  await expect(balance).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/user\/order_list/);

  // 4. the order detail and the list row
  const paid = await callOk<{ list: { order_id: number; order_sn: string; group_order_id: number }[] }>(
    page.request,
    'get',
    `/api/order/list?po_number=${encodeURIComponent(po)}`,
  );
  const mine = paid.list.find((order) => order.group_order_id === groupOrderId);
  expect(mine, 'the paid order found by its PO').toBeDefined();
  const orderId = mine?.order_id ?? 0;
  await open(page, `/order_detail?orderId=${orderId}`);
  await expect(page.getByTestId('purchase-ref')).toContainText(`采购单号：${po}`);
  await expect(page.getByTestId('purchase-ref')).toContainText(`成本中心/项目：${costCentre}`);
  await shot(page, 'order-detail');
  await open(page, '/user/order_list');
  await expect(page.locator(`article[data-order-id="${orderId}"]`).getByTestId('purchase-ref')).toContainText(po);

  // 5. the list's search by PO number finds this order only
  const search = page.getByRole('search', { name: '按采购单号搜索订单' });
  await search.getByLabel('采购单号').fill(stamp);
  await Promise.all([page.waitForURL(/po_number=/), search.getByRole('button', { name: '搜索' }).click()]);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '采购单号包含' })).toContainText('共 1 个');
  await expect(page.locator('article.order-row')).toHaveCount(1);
  await expect(page.locator(`article[data-order-id="${orderId}"]`)).toBeVisible();
  await shot(page, 'order-list-search');
  await open(page, '/user/order_list?po_number=NO-SUCH-PO-XYZ');
  await expect(page.getByText('没有找到该采购单号的订单')).toBeVisible();

  // 6. the month's statement export holds the PO and the cost centre
  const statements = await callOk<{ list: { statement_id: number; period: string }[] }>(page.request, 'get', '/api/company/statement/lst');
  const current = statements.list[0];
  if (!current) throw new Error('no statement');
  await open(page, `/user/statement_details?id=${current.statement_id}`);
  const line = page.locator('tr', { hasText: mine?.order_sn ?? '-' });
  await expect(line.getByTestId('purchase-ref')).toHaveText(`采购单号 ${po} · 成本中心 ${costCentre}`);
  await line.scrollIntoViewIfNeeded();
  await shot(page, 'statement-line', false);
  await open(page, '/user/statement_management');
  const statementRow = page.locator(`tr[data-statement="${current.statement_id}"]`);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), statementRow.getByRole('link', { name: '导出 Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`对账单-${current.period}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((cells) => (cells as unknown[]).slice(1));
  expect(rows).toContainEqual(['日期', '类型', '单据号', '金额(元)', '净额(元)', '采购单号', '成本中心']);
  expect(rows.find((cells) => cells[2] === mine?.order_sn)?.slice(5)).toEqual([po, costCentre]);

  // 7. the invoice request shows the PO and records it
  await open(page, `/order_detail?orderId=${orderId}`);
  await page.getByRole('button', { name: '申请开票' }).click();
  const choose = page.getByRole('dialog', { name: '申请开票' });
  await expect(choose).toContainText(`采购单号：${po}`);
  await shot(page, 'invoice-apply', false);
  await choose.getByRole('radio', { name: '电子普通发票' }).check();
  await choose.getByRole('button', { name: '下一步' }).click();
  const invoice = page.getByRole('dialog', { name: '发票信息' });
  // the form loads on 下一步: wait for it before asking whether it has a tax number field
  await expect(invoice.getByLabel('收票邮箱')).toBeVisible();
  const taxNumber = invoice.getByLabel('单位税号');
  if (await taxNumber.count()) await taxNumber.fill('91350100M000100Y43');
  await invoice.getByLabel('收票邮箱').fill('finance@example.com');
  await invoice.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await open(page, '/user/invoice_list');
  await expect(page.getByText(`采购单号：${po}`)).toBeVisible();
  await shot(page, 'invoice-list');
});

test('under 个人 the confirm page offers neither field and the order list has no PO search', async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE, '/');
  if ((await page.locator('.entity-label').textContent()) === '（企业）') await switchEntity(page, 'PERSONAL');
  const { cartId } = await buyNowLine(page.request);
  await addressId(page.request);
  await open(page, `/order_confirm?new=1&cartId=${cartId}`);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await expect(page.getByText('采购信息')).toHaveCount(0);
  await expect(page.getByLabel('采购单号')).toHaveCount(0);
  await open(page, '/user/order_list');
  await expect(page.getByRole('search', { name: '按采购单号搜索订单' })).toHaveCount(0);
});
