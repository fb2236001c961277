// 定期采购 end to end (docs/company-api.md §16, docs/user-centre.md): a fresh 采购员 of company 2, buying as 企业,
// opens a reorder list, clicks 定期采购 and saves a monthly schedule with a double click (one schedule is made).
// /user/replenishment lists it with its next run. The scheduler is ticked through the test hook on that date:
// one order is placed (a second tick places nothing), the schedule moves on a month, and 消息中心 says so.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { inviteFreshMember, MEMBER_PASSWORD } from '../helpers/e2e/company-members.ts';
import { open, switchEntity } from '../helpers/e2e/login.ts';
import { addressId, affordableProduct } from '../helpers/e2e/orders.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';
const ADMIN_PHONE = '13800000003';

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/company-replenishment-${name}.png`, fullPage });
}

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<{ status: number; message: string; data: T }> {
  return (await answer.json()) as { status: number; message: string; data: T };
}

interface Schedule {
  id: number;
  name: string;
  next_run: string;
  runs: { period: string; outcome: string; group_order_id: number | null }[];
}

const tick = async (request: APIRequestContext, date: string) =>
  (await (await request.post('/__test/company/replenishment/tick', { data: { date } })).json()) as { placed: number; held: number };

test('a monthly schedule made from a reorder list places one order on its date and says so in 消息中心', async ({ page, baseURL }) => {
  const phone = await inviteFreshMember(baseURL!, 'buyer', ADMIN_PHONE);
  const login = await page.request.post('/api/auth/login', { data: { account: phone, password: MEMBER_PASSWORD, user_type: 'pc' } });
  expect((await json<{ company?: { role_name: string } }>(login)).data.company?.role_name).toBe('采购员');
  await open(page, '/user');
  if ((await page.locator('.entity-label').textContent()) !== '（企业）') await switchEntity(page, 'COMPANY');
  await addressId(page.request);

  const { detail, unique } = await affordableProduct(page.request);
  const listName = `月度补货-${Date.now() % 100_000}`;
  const made = await json<{ list_id: number }>(
    await page.request.post('/api/company/reorder_list/create', {
      data: { name: listName, lines: [{ product_id: detail.product_id, product_attr_unique: unique, quantity: 1 }] },
    }),
  );
  expect(made.status, made.message).toBe(200);

  // 1. 定期采购 on the list: monthly on the 28th, 5% tolerance; a double click makes one schedule
  await open(page, `/user/reorder_lists?id=${made.data.list_id}`);
  await page.getByRole('button', { name: '定期采购' }).click();
  const dialog = page.getByRole('dialog', { name: '定期采购' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('采购周期').selectOption('monthly');
  await dialog.getByLabel('每月日期').selectOption('28');
  await dialog.getByLabel('价格容差(%)').fill('5');
  await shot(page, 'dialog', false);
  await dialog.getByRole('button', { name: '保存' }).dblclick();
  await expect(toast(page, '定期采购计划已创建')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const listed = await json<{ list: Schedule[] }>(await page.request.get('/api/company/replenishment/lst'));
  const mine = listed.data.list.filter((s) => s.name === listName);
  expect(mine).toHaveLength(1);
  const schedule = mine[0] as Schedule;
  expect(schedule.next_run).toMatch(/-28$/);

  // 2. the page lists it with its next run
  await open(page, '/user/replenishment');
  const row = page.locator(`tr[data-schedule="${schedule.id}"]`);
  await expect(row).toContainText(listName);
  await expect(row).toContainText('每月 28 日');
  await expect(row).toContainText(schedule.next_run);
  await expect(row).toContainText('进行中');
  await shot(page, 'list');

  // 3. the scheduler on that date places one order; a second tick places nothing more
  const first = await tick(page.request, schedule.next_run);
  expect(first.placed + first.held).toBeGreaterThanOrEqual(1);
  await tick(page.request, schedule.next_run);
  const after = await json<Schedule>(await page.request.get(`/api/company/replenishment/detail/${schedule.id}`));
  expect(after.data.runs).toHaveLength(1);
  expect(['placed', 'held']).toContain(after.data.runs[0]?.outcome);
  expect(after.data.runs[0]?.group_order_id).toBeGreaterThan(0);
  expect(after.data.next_run > schedule.next_run).toBe(true);
  const order = await json<{ orderList: { order_sn: string }[] }>(
    await page.request.get(`/api/order/group_order_detail/${after.data.runs[0]?.group_order_id}`),
  );
  expect(order.status, order.message).toBe(200);

  // 4. 消息中心 tells the buyer, with the order number (the 订单号, the purchase's one number: ADR 0037 addendum)
  await open(page, '/user/messages');
  const message = page
    .locator('li, tr')
    .filter({ hasText: `定期采购「${listName}」` })
    .first();
  await expect(message).toContainText('已下单');
  await expect(message).toContainText(order.data.orderList[0]?.order_sn ?? 'no order number');
  await shot(page, 'message');

  await open(page, '/user/replenishment');
  await expect(row).toContainText(after.data.next_run);
  await shot(page, 'list-after-run');
});
