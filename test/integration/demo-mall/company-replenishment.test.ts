// 定期采购 in the demo mall (docs/company-api.md §16) with a fake clock: a monthly schedule from a reorder list
// places one order on its date and a second tick nothing more; a period another instance already claimed places
// nothing; a skipped run places nothing; an off-shelf line and a price beyond the tolerance fail with the reason
// in the inbox; bad terms are refused in Chinese; a double submit makes one schedule.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, firstRunOnOrAfter, mallDate } from '../../../shared/company/replenishment-rules.ts';
import { addAddress, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
let token: string;

beforeEach(async () => {
  token = mall.companyToken;
  await addAddress(mall, token);
});

const today = () => mallDate(mall.now());

async function reorderList(): Promise<number> {
  const pick = plainSku(mall.context, 50);
  const lines = [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 2 }];
  const made = await mall.post('/api/company/reorder_list/create', { name: '办公耗材', lines }, token);
  expect(made, made.message).toMatchObject({ status: 200 });
  return made.data.list_id as number;
}

async function monthly(extra: object = {}): Promise<{ id: number; firstRun: string }> {
  const listId = await reorderList();
  const body = { list_id: listId, cadence: 'monthly', month_day: 15, tolerance: 10, ...extra };
  const made = await mall.post('/api/company/replenishment/create', body, token);
  expect(made, made.message).toMatchObject({ status: 200, message: '定期采购计划已创建' });
  const firstRun = firstRunOnOrAfter({ cadence: 'monthly', monthDay: 15, weekday: 0, everyWeeks: 1 }, addDays(today(), 1));
  expect(made.data.next_run).toBe(firstRun);
  return { id: made.data.id as number, firstRun };
}

/** Moves the mall's clock to noon of `date` (UTC+8) and runs the scheduler through the test hook. */
async function tickOn(date: string) {
  const target = Date.parse(`${date}T12:00:00+08:00`);
  if (target > mall.now()) mall.advance(target - mall.now());
  const answer = await mall.app.inject({ method: 'POST', url: '/__test/company/replenishment/tick', payload: {} });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { placed: number; held: number; skipped: number; failed: number };
}

const groupOrders = () =>
  (mall.context.db.prepare("SELECT COUNT(*) AS n FROM group_orders WHERE principal = 'company:1'").get() as { n: number }).n;
const detail = async (id: number) => (await mall.get(`/api/company/replenishment/detail/${id}`, token)).data;
const inbox = async () =>
  (await mall.get('/api/company/message/lst?filter=replenishment', token)).data.list as { text: string; kind: string }[];

describe('a monthly schedule from a reorder list', () => {
  it('places one order on its date; a second tick and the day after place nothing more', async () => {
    const { id, firstRun } = await monthly();
    const before = groupOrders();
    expect(await tickOn(addDays(firstRun, -1))).toEqual({ placed: 0, held: 0, skipped: 0, failed: 0 });
    expect(groupOrders()).toBe(before);

    expect(await tickOn(firstRun)).toMatchObject({ placed: 1 });
    expect(groupOrders()).toBe(before + 1);
    expect(await tickOn(firstRun)).toEqual({ placed: 0, held: 0, skipped: 0, failed: 0 });
    expect(await tickOn(addDays(firstRun, 1))).toEqual({ placed: 0, held: 0, skipped: 0, failed: 0 });
    expect(groupOrders()).toBe(before + 1);

    const schedule = await detail(id);
    expect(schedule.next_run > firstRun && schedule.next_run.endsWith('-15')).toBe(true);
    expect(schedule.runs).toEqual([expect.objectContaining({ period: firstRun, outcome: 'placed', outcome_name: '已下单' })]);
    const messages = await inbox();
    expect(messages[0]).toMatchObject({ kind: 'scheduled_order_placed' });
    expect(messages[0]?.text).toContain(`定期采购「办公耗材」${firstRun} 已下单`);
  });

  it('places nothing for a period another instance already claimed, and one order for two ticks at once', async () => {
    const { id, firstRun } = await monthly();
    const before = groupOrders();
    const [a, b] = await Promise.all([tickOn(firstRun), tickOn(firstRun)]);
    expect((a?.placed ?? 0) + (b?.placed ?? 0)).toBe(1);
    expect(groupOrders()).toBe(before + 1);
    // a second process that read the schedule before the first one advanced it: its claim of the period fails
    const again = mall.context.db
      .prepare("INSERT OR IGNORE INTO replenishment_runs (schedule_id, period_key, outcome, create_time) VALUES (?, ?, 'placed', '')")
      .run(id, firstRun);
    expect(again.changes).toBe(0);
  });

  it('places nothing for a skipped run, then runs the period after', async () => {
    const { id, firstRun } = await monthly();
    const skipped = await mall.post(`/api/company/replenishment/skip/${id}`, {}, token);
    expect(skipped).toMatchObject({ status: 200, message: '已跳过下一次采购' });
    expect((await detail(id)).actions).toContain('unskip');
    const before = groupOrders();
    expect(await tickOn(firstRun)).toMatchObject({ placed: 0, skipped: 1 });
    expect(groupOrders()).toBe(before);
    const after = await detail(id);
    expect(after).toMatchObject({ skip_next: false, state: 'active' });
    expect(await tickOn(after.next_run)).toMatchObject({ placed: 1 });
    expect(groupOrders()).toBe(before + 1);
  });

  it('reports an off-shelf line in the inbox and places nothing', async () => {
    const { id, firstRun } = await monthly();
    const row = mall.context.db.prepare('SELECT lines FROM replenishment_schedules WHERE schedule_id = ?').get(id) as { lines: string };
    const lines = JSON.parse(row.lines) as { product_id: number }[];
    lines.push({ ...lines[0], product_id: 99999999 } as { product_id: number });
    mall.context.db.prepare('UPDATE replenishment_schedules SET lines = ? WHERE schedule_id = ?').run(JSON.stringify(lines), id);
    const before = groupOrders();
    const carts = (mall.context.db.prepare('SELECT COUNT(*) AS n FROM cart_lines').get() as { n: number }).n;
    expect(await tickOn(firstRun)).toMatchObject({ placed: 0, failed: 1 });
    expect(groupOrders()).toBe(before);
    expect((mall.context.db.prepare('SELECT COUNT(*) AS n FROM cart_lines').get() as { n: number }).n).toBe(carts);
    const messages = await inbox();
    expect(messages[0]).toMatchObject({ kind: 'scheduled_order_failed' });
    expect(messages[0]?.text).toContain('商品已下架');
    expect((await detail(id)).runs[0]).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('商品已下架') });
  });

  it('fails a run whose price rose beyond the tolerance, naming both prices', async () => {
    const { id, firstRun } = await monthly({ tolerance: 5 });
    const row = mall.context.db.prepare('SELECT lines FROM replenishment_schedules WHERE schedule_id = ?').get(id) as { lines: string };
    const lines = JSON.parse(row.lines) as { price_fen: number }[];
    expect(lines[0]?.price_fen).toBeGreaterThan(0);
    const now = lines[0]?.price_fen ?? 0;
    // the snapshot a little cheaper than today: within 5% passes, beyond it fails
    const cheaper = (lines as { price_fen: number }[]).map((line) => ({ ...line, price_fen: Math.floor((now * 100) / 110) }));
    mall.context.db.prepare('UPDATE replenishment_schedules SET lines = ? WHERE schedule_id = ?').run(JSON.stringify(cheaper), id);
    const before = groupOrders();
    expect(await tickOn(firstRun)).toMatchObject({ failed: 1 });
    expect(groupOrders()).toBe(before);
    const messages = await inbox();
    expect(messages[0]?.text).toContain('价格变动超出容差');
  });
});

describe('managing schedules', () => {
  it('refuses bad terms in Chinese', async () => {
    const listId = await reorderList();
    const cases: [object, string][] = [
      [{}, '请选择常购清单或历史订单'],
      [{ list_id: listId, cadence: 'daily' }, '请选择采购周期'],
      [{ list_id: listId, cadence: 'weekly', weekday: 8 }, '请选择周一至周日中的一天'],
      [{ list_id: listId, cadence: 'weekly', weekday: 3, every_weeks: 13 }, '间隔周数须在 1 至 12 之间'],
      [{ list_id: listId, cadence: 'monthly', month_day: 29 }, '每月日期须在 1 至 28 日之间'],
      [{ list_id: listId, cadence: 'monthly', month_day: 5, end_date: today() }, '结束日期须晚于今天'],
      [{ list_id: listId, cadence: 'monthly', month_day: 5, tolerance: 51 }, '价格浮动容差须在 0% 至 50% 之间'],
      [{ list_id: 999999, cadence: 'monthly', month_day: 5 }, '常购清单不存在'],
    ];
    for (const [body, message] of cases) {
      expect((await mall.post('/api/company/replenishment/create', body, token)).message).toBe(message);
    }
  });

  it('makes one schedule for a double submit, pauses, resumes, edits and deletes it', async () => {
    const listId = await reorderList();
    const body = { list_id: listId, cadence: 'weekly', weekday: 3, every_weeks: 2, request_key: 'replen-key-0001' };
    const [first, second] = await Promise.all([
      mall.post('/api/company/replenishment/create', body, token),
      mall.post('/api/company/replenishment/create', body, token),
    ]);
    expect(first?.data.id).toBe(second?.data.id);
    const id = first?.data.id as number;
    expect((await mall.get('/api/company/replenishment/lst', token)).data.count).toBe(1);
    expect(await detail(id)).toMatchObject({
      cadence_text: '每 2 周的周三',
      state: 'active',
      actions: ['pause', 'skip', 'edit', 'delete'],
    });
    expect((await mall.post(`/api/company/replenishment/pause/${id}`, {}, token)).message).toBe('计划已暂停');
    expect((await mall.post(`/api/company/replenishment/pause/${id}`, {}, token)).message).toBe('计划未在进行中');
    const paused = await detail(id);
    expect(await tickOn(paused.next_run)).toEqual({ placed: 0, held: 0, skipped: 0, failed: 0 });
    expect((await mall.post(`/api/company/replenishment/resume/${id}`, {}, token)).message).toBe('计划已恢复');
    expect((await detail(id)).next_run > today()).toBe(true);
    const edited = await mall.post(`/api/company/replenishment/update/${id}`, { cadence: 'monthly', month_day: 1 }, token);
    expect(edited).toMatchObject({ status: 200, message: '定期采购计划已更新' });
    expect((await detail(id)).cadence_text).toBe('每月 1 日');
    expect((await mall.post(`/api/company/replenishment/delete/${id}`, {}, token)).message).toBe('计划已删除');
    expect((await mall.get(`/api/company/replenishment/detail/${id}`, token)).message).toBe('定期采购计划不存在');
  });
});
