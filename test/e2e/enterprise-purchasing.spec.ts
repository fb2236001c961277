// Enterprise purchasing end to end, as company 1 (docs/company-api.md §5 and §8): the 管理员 (13800000002) gives a
// fresh 采购员 a 1,000 yuan per-order limit → the buyer's ~1,500 yuan order, carrying a PO number, goes to 待审批 →
// the 管理员 approves it with a comment → the buyer pays with the company balance → the PO number shows on the
// order and in the month's statement export (.xlsx). The parts are tested in depth by company-approvals,
// company-purchase-refs, company-quick-order and company-reorder-lists specs; this one checks they work together.
import { readFileSync } from 'node:fs';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import ExcelJS from 'exceljs';
import { confirmAboutFifteenHundred } from '../helpers/e2e/approvals.ts';
import { call } from '../helpers/e2e/envelope.ts';
import { fenOf } from '../helpers/e2e/company-finance.ts';
import { COMPANY_PHONE, open, signInByApi } from '../helpers/e2e/login.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';

test('a limit holds a PO-numbered order for approval; once approved and paid, its PO is on the order and the statement export', async ({
  page,
  visitor,
}) => {
  const po = `PO-E2E/${Date.now() % 1_000_000}`;

  // the 管理员 invites a fresh 采购员 and gives them a 1,000 yuan per-order limit
  await signInByApi(page, COMPANY_PHONE, '/');
  // the 采购员, signed in under 企业 on a browser of their own
  const phone = await visitor.signIn.member('buyer');
  const buyer = visitor.page;
  const members = await call<{ list: { uid: number }[] }>(page.request, 'get', `/api/company/member/lst?keyword=${phone}&page=1&limit=10`);
  const uid = members.data.list[0]?.uid;
  expect(uid).toBeDefined();
  const limit = await call(page.request, 'post', `/api/company/approval/limit/${uid}`, { per_order_limit: '1000', monthly_budget: '' });
  expect(limit.message).toBe('限额已保存');

  // the buyer, under 企业, orders ~1,500 yuan with a PO number: warned, then held
  await confirmAboutFifteenHundred(buyer);
  await expect(buyer.getByTestId('approval-warning')).toContainText('订单金额超出单笔限额 1,000.00 元');
  await buyer.getByLabel('采购单号').fill(po);
  await buyer.screenshot({ path: `${SHOTS}/enterprise-purchasing-confirm.png`, fullPage: true });
  await buyer.getByRole('button', { name: '提交订单' }).click();
  await expect(buyer).toHaveURL(/\/order_stay_detail\?order_id=\d+$/);
  const groupId = Number(new URL(buyer.url()).searchParams.get('order_id'));
  await expect(buyer.getByTestId('approval-state')).toContainText('待审批');
  await expect(buyer.getByTestId('purchase-ref')).toContainText(`采购单号：${po}`);
  const held = await call<{ group_order_sn: string; pay_price: string }>(buyer.request, 'get', `/api/order/group_order_detail/${groupId}`);

  // the 管理员 approves it from the queue with a comment
  await open(page, '/user/approvals');
  const queued = page.locator('.ap-table tbody tr', { hasText: held.data.group_order_sn });
  await queued.getByRole('button', { name: '通过' }).click();
  const dialog = page.getByRole('dialog', { name: '审批通过' });
  await dialog.getByLabel('审批意见').fill('同意，按采购单执行');
  await dialog.getByRole('button', { name: '确认通过' }).click();
  await expect(toast(page, '已通过')).toBeVisible();

  // the buyer is told, sees the decision and pays with the company balance
  await open(buyer, `/order_stay_detail?order_id=${groupId}`);
  await expect(buyer.getByTestId('approval-decision')).toContainText('同意，按采购单执行');
  const before = fenOf((await call<{ now_money: string }>(buyer.request, 'get', '/api/company/account')).data.now_money);
  await buyer.getByRole('link', { name: '立即付款' }).click();
  await buyer.getByRole('radio', { name: /企业余额/ }).click();
  await buyer.getByRole('button', { name: '去支付' }).click();
  await expect(buyer).toHaveURL('/user/order_list');
  const after = fenOf((await call<{ now_money: string }>(buyer.request, 'get', '/api/company/account')).data.now_money);
  expect(before - after).toBe(fenOf(held.data.pay_price));

  // the PO number on the paid order
  const found = await call<{ list: { order_id: number; order_sn: string; group_order_id: number }[] }>(
    buyer.request,
    'get',
    `/api/order/list?po_number=${encodeURIComponent(po)}`,
  );
  const order = found.data.list.find((row) => row.group_order_id === groupId);
  expect(order, 'the paid order found by its PO number').toBeDefined();
  await open(buyer, `/order_detail?orderId=${order?.order_id}`);
  await expect(buyer.getByTestId('purchase-ref')).toContainText(`采购单号：${po}`);
  await expect(buyer.getByTestId('approval-decision')).toContainText('同意，按采购单执行');
  // paid from the company's balance, and named so
  await expect(buyer.locator('.order-detail')).toContainText('支付方式：企业余额');
  await buyer.screenshot({ path: `${SHOTS}/enterprise-purchasing-order.png`, fullPage: true });

  // and in the month's statement export, on the line of that order
  const statements = await call<{ list: { statement_id: number; period: string }[] }>(page.request, 'get', '/api/company/statement/lst');
  const current = statements.data.list[0];
  if (!current) throw new Error('no statement');
  await open(page, '/user/statement_management');
  const row = page.locator(`tr[data-statement="${current.statement_id}"]`);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: '导出 Excel' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((cells) => (cells as unknown[]).slice(1));
  expect(rows.find((cells) => cells[2] === order?.order_sn)?.[5]).toBe(po);
});
