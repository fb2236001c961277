// 定期采购 runs judged by the company's rules (docs/company-api.md §16.4), with a fake clock: an approval rule holds
// the run's order (placed, held, the inbox says 等待审批, the history shows 待审批); a budget in refuse mode refuses it
// (nothing placed, the inbox gives the budget's reason, and the period is not tried again); a price beyond the
// tolerance is reported and the run places nothing; the run history pages;
// and two mall processes on one SQLite file ticking the same period at once place exactly one order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, firstRunOnOrAfter, mallDate } from '../../../shared/company/replenishment-rules.ts';
import { buildDemoMall } from '../../../demo-mall/app.ts';
import { invite, memberToken, registerUser } from './company-members-helpers.ts';
import { addAddress, asTradeMall, buildTradeMall, plainSku, type TradeMall } from './trade/trade-helpers.ts';

let mall: TradeMall;
let token: string;
let admin: string;

beforeEach(async () => {
  mall = await buildTradeMall();
  token = mall.companyToken;
  admin = memberToken(mall.context, 1, 2);
  await addAddress(mall, token);
});
afterEach(async () => mall.close());

/** a monthly schedule (day 15) from a two-piece reorder list; answers its id and first run date */
async function monthly(on: TradeMall = mall): Promise<{ id: number; firstRun: string }> {
  const pick = plainSku(on.context, 50);
  const lines = [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 2 }];
  const list = await on.post('/api/company/reorder_list/create', { name: '办公耗材', lines }, on.companyToken);
  expect(list, list.message).toMatchObject({ status: 200 });
  const body = { list_id: list.data.list_id, cadence: 'monthly', month_day: 15, tolerance: 10 };
  const made = await on.post('/api/company/replenishment/create', body, on.companyToken);
  expect(made, made.message).toMatchObject({ status: 200 });
  const firstRun = firstRunOnOrAfter({ cadence: 'monthly', monthDay: 15, weekday: 0, everyWeeks: 1 }, addDays(mallDate(on.now()), 1));
  return { id: made.data.id as number, firstRun };
}

async function tickOn(date: string, on: TradeMall = mall) {
  const target = Date.parse(`${date}T12:00:00+08:00`);
  if (target > on.now()) on.advance(target - on.now());
  const answer = await on.app.inject({ method: 'POST', url: '/__test/company/replenishment/tick', payload: {} });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { placed: number; held: number; skipped: number; failed: number };
}

const groupOrders = (on: TradeMall = mall) =>
  (on.context.db.prepare("SELECT COUNT(*) AS n FROM group_orders WHERE principal = 'company:1'").get() as { n: number }).n;
const inbox = async () =>
  (await mall.get('/api/company/message/lst?filter=replenishment', token)).data.list as { text: string; kind: string }[];
const history = async (id: number, query = '') => (await mall.get(`/api/company/replenishment/runs/${id}${query}`, token)).data;
const rootUnit = async () => (await mall.get('/api/company/org/tree', admin)).data.list[0].unit_id as number;

describe('a run judged by the company’s rules', () => {
  it('is placed and held when an approval rule matches; the inbox and the history say so', async () => {
    const finance = await registerUser(mall.app, '13900000931');
    expect((await invite(mall.app, admin, '13900000931', 'finance')).message).toBe('邀请成功');
    expect(finance.uid).toBeGreaterThan(0);
    const rule = await mall.post(
      '/api/company/approval_rule/save',
      { name: '定期采购审批', min_amount: '0.01', levels: [{ kind: 'role', role: 'finance', mode: 'any' }] },
      admin,
    );
    expect(rule, rule.message).toMatchObject({ status: 200, message: '规则已保存' });
    const { id, firstRun } = await monthly();
    const before = groupOrders();
    expect(await tickOn(firstRun)).toEqual({ placed: 0, held: 1, skipped: 0, failed: 0 });
    expect(groupOrders()).toBe(before + 1);
    const messages = await inbox();
    expect(messages[0]).toMatchObject({ kind: 'scheduled_order_placed' });
    expect(messages[0]?.text).toMatch(new RegExp(`定期采购「办公耗材」${firstRun} 已下单：订单 \\S+，等待审批`));
    const runs = await history(id);
    expect(runs.list[0]).toMatchObject({ period: firstRun, outcome: 'held', lines_placed: 1, lines_skipped: 0, paid: false });
    expect(runs.list[0].group_order_sn).not.toBe('');
    expect(runs.list[0].order_id).toBeGreaterThan(0);
  });

  it('places nothing when a budget in refuse mode is used up, reports the reason once and does not try the period again', async () => {
    const { id, firstRun } = await monthly();
    const budget = await mall.post(
      '/api/company/budget/create',
      { unit_id: await rootUnit(), period: 'month', amount: '0.01', start_date: `${firstRun.slice(0, 7)}-01`, mode: 'refuse' },
      admin,
    );
    expect(budget, budget.message).toMatchObject({ status: 200, message: '预算已添加' });
    const before = groupOrders();
    expect(await tickOn(firstRun)).toEqual({ placed: 0, held: 0, skipped: 0, failed: 1 });
    expect(await tickOn(firstRun)).toEqual({ placed: 0, held: 0, skipped: 0, failed: 0 });
    expect(await tickOn(addDays(firstRun, 1))).toEqual({ placed: 0, held: 0, skipped: 0, failed: 0 });
    expect(groupOrders()).toBe(before);
    const failed = (await inbox()).filter((m) => m.kind === 'scheduled_order_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.text).toMatch(new RegExp(`^定期采购「办公耗材」${firstRun} 未下单：超出预算，无法下单`));
    const runs = await history(id);
    expect(runs.count).toBe(1);
    expect(runs.list[0]).toMatchObject({ outcome: 'failed', outcome_name: '未下单', order_id: 0, lines_placed: 0, lines_skipped: 1 });
    expect(runs.list[0].reason).toMatch(/^超出预算/);
  });
  it('skips a run whose price rose beyond the tolerance: reported with both prices, nothing placed, all lines left out', async () => {
    const { id, firstRun } = await monthly();
    const row = mall.context.db.prepare('SELECT lines FROM replenishment_schedules WHERE schedule_id = ?').get(id) as { lines: string };
    // the snapshot 20 % below today's price, beyond the schedule's 10 %
    const lines = (JSON.parse(row.lines) as { price_fen: number }[]).map((line) => ({
      ...line,
      price_fen: Math.floor(line.price_fen / 1.2),
    }));
    mall.context.db.prepare('UPDATE replenishment_schedules SET lines = ? WHERE schedule_id = ?').run(JSON.stringify(lines), id);
    const before = groupOrders();
    expect(await tickOn(firstRun)).toEqual({ placed: 0, held: 0, skipped: 0, failed: 1 });
    expect(groupOrders()).toBe(before);
    expect((await inbox())[0]?.text).toMatch(/未下单：.+：价格变动超出容差（¥[\d.]+ → ¥[\d.]+）$/);
    const runs = await history(id);
    expect(runs.list[0]).toMatchObject({ outcome: 'failed', lines_placed: 0, lines_skipped: 1, order_id: 0 });
    expect(runs.list[0].reason).toContain('价格变动超出容差');
  });
});

describe('the run history', () => {
  it('pages the runs latest first, and answers someone else’s schedule as missing', async () => {
    const { id, firstRun } = await monthly();
    let day = firstRun;
    for (let i = 0; i < 3; i += 1) {
      expect(await tickOn(day)).toMatchObject({ placed: 1 });
      day = (await mall.get(`/api/company/replenishment/detail/${id}`, token)).data.next_run;
    }
    const first = await history(id, '?limit=2');
    expect(first).toMatchObject({ count: 3, page: 1, limit: 2 });
    expect(first.list.map((r: { period: string }) => r.period)).toEqual(
      [...first.list.map((r: { period: string }) => r.period)].sort().reverse(),
    );
    expect(first.list[0]).toMatchObject({ outcome: 'placed', outcome_name: '已下单', lines_placed: 1, lines_skipped: 0 });
    const second = await history(id, '?limit=2&page=2');
    expect(second.list).toHaveLength(1);
    expect(second.list[0].period).toBe(firstRun);
    expect((await history(id, '?limit=500')).limit).toBe(50);
    const stranger = await registerUser(mall.app, '13900000932');
    expect((await invite(mall.app, admin, '13900000932', 'buyer')).message).toBe('邀请成功');
    const other = await mall.get(`/api/company/replenishment/runs/${id}`, memberToken(mall.context, 1, stranger.uid));
    expect(other).toEqual({ status: 400, message: '定期采购计划不存在' });
  });
});

describe('two mall processes on one database file', () => {
  it('place exactly one order when both tick the same period at once', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-mall-replen-'));
    const file = join(folder, 'mall.sqlite');
    let now = Date.now();
    const clock = {
      advance: (ms: number) => {
        now += ms;
      },
      now: () => now,
    };
    const start = async () => {
      const built = await buildDemoMall({ database: file, testHooks: true, printSms: false, clock: () => now, orderSweepMs: 0 });
      return asTradeMall(built.app, built.context, clock);
    };
    const one = await start();
    const two = await start();
    try {
      await addAddress(one, one.companyToken);
      const { id, firstRun } = await monthly(one);
      const before = groupOrders(one);
      clock.advance(Date.parse(`${firstRun}T12:00:00+08:00`) - now);
      const tick = (on: TradeMall) => on.app.inject({ method: 'POST', url: '/__test/company/replenishment/tick', payload: {} });
      const answers = await Promise.all([tick(one), tick(two), tick(two), tick(one)]);
      const placed = answers.map((a) => (a.json() as { placed: number }).placed);
      expect(placed.reduce((a, b) => a + b, 0)).toBe(1);
      expect(groupOrders(two)).toBe(before + 1);
      const runs = two.context.db.prepare('SELECT period_key, outcome FROM replenishment_runs WHERE schedule_id = ?').all(id);
      expect(runs).toEqual([{ period_key: firstRun, outcome: 'placed' }]);
    } finally {
      await one.close();
      await two.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
