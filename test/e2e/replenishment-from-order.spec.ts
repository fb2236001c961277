// 定期采购 from a past order and its run history (docs/company-api.md §16.2–16.3): the company's 管理员, buying as
// 企业, pays an order on credit, opens its detail and clicks 设为定期采购; the terms dialog saves with a double click
// (one schedule, named after the order). The scheduler is ticked on the first run date; /user/replenishment then
// shows the schedule's 执行记录 — the period, 已下单 with the order's link, the lines placed — and passes the axe gate.
import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../helpers/e2e/a11y.ts';
import { unpaidCompanyOrder } from '../helpers/e2e/company-finance.ts';
import { call, callOk } from '../helpers/e2e/envelope.ts';
import { open } from '../helpers/e2e/login.ts';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/replenishment-${name}.png`, fullPage });
}

interface Schedule {
  id: number;
  name: string;
  source: string;
  next_run: string;
}

test('设为定期采购 on an order makes one schedule; its run shows in the history with the order', async ({ page, signIn }) => {
  await signIn.companyAdmin('/');
  const { groupOrderId } = await unpaidCompanyOrder(page.request);
  const paid = await call<{ status: string }>(page.request, 'post', `/api/order/pay/${groupOrderId}`, { type: 'credit', return_url: '' });
  expect(paid.data.status, paid.message).toBe('success');
  const group = await callOk<{ orderList: { order_id: number; order_sn: string }[] }>(
    page.request,
    'get',
    `/api/order/group_order_detail/${groupOrderId}`,
  );
  const order = group.orderList[0];
  if (!order) throw new Error('no store order');

  // 1. the order's detail offers 设为定期采购; the dialog saves once for a double click
  await open(page, `/order_detail?orderId=${order.order_id}`);
  const button = page.getByRole('button', { name: '设为定期采购' });
  await expect(button).toBeVisible();
  await shot(page, 'order-detail-button', false);
  await button.click();
  const dialog = page.getByRole('dialog', { name: '设为定期采购' });
  await dialog.getByLabel('每月日期').selectOption('20');
  await dialog.getByRole('button', { name: '保存' }).dblclick();
  await expect(toast(page, '定期采购计划已创建')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const listed = await callOk<{ list: Schedule[] }>(page.request, 'get', '/api/company/replenishment/lst');
  const mine = listed.list.filter((s) => s.name === `订单 ${order.order_sn}`);
  expect(mine).toHaveLength(1);
  const schedule = mine[0] as Schedule;
  expect(schedule).toMatchObject({ source: 'order' });
  expect(schedule.next_run).toMatch(/-20$/);

  // 2. the scheduler runs the period; the history lists it with the order it placed
  const tick = await page.request.post('/__test/company/replenishment/tick', { data: { date: schedule.next_run } });
  const ran = (await tick.json()) as { placed: number; held: number };
  expect(ran.placed + ran.held).toBeGreaterThanOrEqual(1);
  const runs = await callOk<{ count: number; list: { group_order_sn: string; outcome_name: string }[] }>(
    page.request,
    'get',
    `/api/company/replenishment/runs/${schedule.id}`,
  );
  expect(runs.count).toBe(1);
  await open(page, '/user/replenishment');
  const history = page.locator(`tr[data-schedule="${schedule.id}"] + tr details`);
  await history.getByText('执行记录（1 次）').click();
  const run = history.locator(`tr[data-run="${schedule.next_run}"]`);
  await expect(run).toContainText(runs.list[0]?.outcome_name ?? '已下单');
  await expect(run).toContainText('下单 1 种');
  await expect(run.getByRole('link', { name: runs.list[0]?.group_order_sn ?? '' })).toBeVisible();
  await shot(page, 'history');
  const violations = await seriousViolations(page);
  expect(violations, describeViolations('/user/replenishment', violations)).toEqual([]);
});
