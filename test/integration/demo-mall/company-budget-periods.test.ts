// Budgets over time and under load (docs/company-api.md §13.4, docs/adr/0047-budgets-and-concurrency.md): a
// renewing budget opens its next period by itself once the clock passes its end — with what was left when
// carry-over is on, the base amount when off; a refund or a rejection gives its amount back; concurrent orders at
// literally the last ¥100 of a budget: exactly one stays within it, the rest are refused (禁止下单) or held
// (需审批); and the confirm page's forecast, asked with the amount the buyer would pay, names the rule
// order/create applies.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatFen } from '#shared/money.ts';
import { consoleRefund } from './after-sales-helpers.ts';
import { invite, memberToken } from './company-members-helpers.ts';
import { addAddress, buildTradeMall, buyNow, paidOrder, placeOrder, plainSku, type TradeMall } from './trade/trade-helpers.ts';

let mall: TradeMall;
let admin: string;
let buyer: string;
let root: number;

beforeEach(async () => {
  mall = await buildTradeMall();
  admin = memberToken(mall.context, 1, 2);
  // user 1 joins 上海东联 as its 采购员
  expect((await invite(mall.app, admin, '13800000001', 'buyer')).message).toBe('邀请成功');
  buyer = memberToken(mall.context, 1, 1);
  root = (await mall.get('/api/company/org/tree', admin)).data.list[0].unit_id as number;
});
afterEach(async () => mall.close());

const today = () => new Date(mall.now());
const monthStart = () => `${today().getFullYear()}-${String(today().getMonth() + 1).padStart(2, '0')}-01`;

/** a SKU whose one-piece order costs between ¥50 and ¥100, so two of them never fit in ¥100 */
function sixtyYuanSku() {
  const found = [...mall.context.catalogue.goods.eachNormalProduct()]
    .filter((p) => p.once_min_count === 0)
    .flatMap((product) =>
      product.skus.filter((sku) => sku.stock >= 30 && sku.price >= 5_000 && sku.price <= 8_000).map((sku) => ({ product, sku })),
    )[0];
  if (!found) throw new Error('no SKU between ¥50 and ¥80 in the seed');
  return found;
}

async function order(token: string, pick = plainSku(mall.context, 30)) {
  const { created } = await placeOrder(mall, token, [await buyNow(mall, token, pick, 1)], await addAddress(mall, token));
  return created;
}

const payFenOf = (groupId: number) => mall.context.trade.orders.group(groupId)?.pay_price_fen ?? 0;
const budgetsNow = async () => (await mall.get('/api/company/budget/lst', admin)).data.list as Record<string, unknown>[];
const budget = (body: object) =>
  mall.post('/api/company/budget/create', { unit_id: root, period: 'month', start_date: monthStart(), ...body }, admin);

describe('续期与结转', () => {
  it('the next period opens by itself once the clock passes the end; with carry-over it adds what was left', async () => {
    const spent = payFenOf((await paidOrder(mall, buyer, plainSku(mall.context, 30))).groupId);
    expect((await budget({ amount: '20000', renew: 1, carry_over: 1 })).message).toBe('预算已添加');
    const [first] = await budgetsNow();
    expect(first).toMatchObject({ used: formatFen(spent), remaining: formatFen(2_000_000 - spent), renew: 1, carry_over: 1 });

    // past the month's end: nobody reads the list, the buyer's next order is what opens the next period
    const nextMonth = new Date(today().getFullYear(), today().getMonth() + 1, 2, 10);
    mall.advance(nextMonth.getTime() - mall.now());
    const periods = () => (mall.context.db.prepare('SELECT COUNT(*) AS n FROM company_budgets').get() as { n: number }).n;
    expect(periods()).toBe(1);
    const next = await order(buyer);
    expect(next.status, next.message).toBe(200);
    expect(periods()).toBe(2);
    const list = await budgetsNow();
    const renewed = list.find((b) => b.renewed_from === first?.budget_id);
    expect(renewed).toMatchObject({
      amount: formatFen(2_000_000 + 2_000_000 - spent),
      base_amount: '20000.00',
      used: formatFen(payFenOf(Number(next.data.order_id))),
      renew: 1,
      carry_over: 1,
    });
    expect(renewed?.start_date).toBe(`${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-01`);
    // the ended period keeps its own figures
    expect(list.find((b) => b.budget_id === first?.budget_id)).toMatchObject({ used: formatFen(spent), amount: '20000.00' });
  });

  it('without carry-over the next period has the base amount; without renewal no next period opens', async () => {
    await paidOrder(mall, buyer, plainSku(mall.context, 30));
    expect((await budget({ amount: '20000', renew: 1, carry_over: 0 })).message).toBe('预算已添加');
    const cost = (await mall.post('/api/company/cost_center/create', { name: '研发项目', code: 'RD-01' }, admin)).data
      .cost_center_id as number;
    const byCentre = await mall.post(
      '/api/company/budget/create',
      { cost_center_id: cost, period: 'month', amount: '500', start_date: monthStart(), renew: 0 },
      admin,
    );
    expect(byCentre.message).toBe('预算已添加');
    mall.advance(new Date(today().getFullYear(), today().getMonth() + 1, 3, 10).getTime() - mall.now());
    const list = await budgetsNow();
    const [unitBudget, centreBudget] = [
      list.find((b) => b.unit_id === root && b.renewed_from === 0),
      list.find((b) => b.cost_center_id === cost),
    ];
    expect(list.filter((b) => b.renewed_from === unitBudget?.budget_id)).toEqual([
      expect.objectContaining({ amount: '20000.00', used: '0.00', remaining: '20000.00', carry_over: 0 }),
    ]);
    expect(list.filter((b) => b.renewed_from === centreBudget?.budget_id)).toEqual([]);
    expect(centreBudget).toMatchObject({ scope_name: '研发项目', renew: 0 });
  });
});

describe('释放与并发', () => {
  it('a refund gives its amount back to the budget', async () => {
    const pick = sixtyYuanSku();
    const { groupId, orderId } = await paidOrder(mall, buyer, pick);
    const fen = payFenOf(groupId);
    // room for one such order and a half: the second is refused while the first stands
    expect((await budget({ amount: formatFen(fen + Math.floor(fen / 2)), mode: 'refuse' })).message).toBe('预算已添加');
    const refused = await order(buyer, pick);
    expect(refused.message).toMatch(/^超出预算，无法下单/);

    const ids = mall.context.trade.orders.productsOf(orderId)[0]?.order_product_id ?? 0;
    const preview = await mall.post('/api/refund/compute', { order_id: orderId, type: 2, ids }, buyer);
    const body = { type: 2, refund_type: 1, ids, refund_message: '不要了', refund_price: preview.data.totalRefundPrice };
    const applied = await mall.post(`/api/refund/apply/${orderId}`, body, buyer);
    expect(applied.status, applied.message).toBe(200);
    // asked for, not yet refunded: the budget still counts it
    expect((await order(buyer, pick)).message).toMatch(/^超出预算，无法下单/);
    expect((await consoleRefund(mall, 'agree', { refund_order_id: applied.data.refund_order_id as number })).statusCode).toBe(200);
    expect((await budgetsNow())[0]).toMatchObject({ used: formatFen(fen - Math.round(Number(preview.data.totalRefundPrice) * 100)) });
    const again = await order(buyer, pick);
    expect(again.status, again.message).toBe(200);
  });

  it('a held order over a hold-mode budget counts while it waits and frees its amount when rejected', async () => {
    const pick = sixtyYuanSku();
    const first = await order(buyer, pick);
    const fen = payFenOf(Number(first.data.order_id));
    expect((await mall.post(`/api/order/cancel/${first.data.order_id}`, {}, buyer)).status).toBe(200);
    expect((await budget({ amount: formatFen(fen + Math.floor(fen / 2)), mode: 'hold' })).message).toBe('预算已添加');
    expect((await order(buyer, pick)).data.status).not.toBe('approval');
    const held = await order(buyer, pick);
    expect(held.data.status).toBe('approval');
    expect((await budgetsNow())[0]).toMatchObject({ used: formatFen(fen * 2) });
    const rejected = await mall.post(`/api/company/approval/reject/${held.data.result.approval_id}`, { comment: '超预算' }, admin);
    expect(rejected.message).toBe('已驳回');
    expect((await budgetsNow())[0]).toMatchObject({ used: formatFen(fen), remaining: formatFen(Math.floor(fen / 2)) });
  });

  for (const mode of ['refuse', 'hold'] as const) {
    it(`concurrent ¥50–100 orders at the last ¥100 (${mode === 'refuse' ? '禁止下单' : '需审批'}): exactly one within the budget`, async () => {
      const pick = sixtyYuanSku();
      const spent = payFenOf((await paidOrder(mall, buyer, pick)).groupId);
      expect((await budget({ amount: formatFen(spent + 10_000), mode })).message).toBe('预算已添加');
      expect((await budgetsNow())[0]).toMatchObject({ remaining: '100.00' });

      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => order(buyer, pick)));
      const each = payFenOf(Number(answers.find((a) => a.status === 200)?.data.order_id));
      expect(each).toBeGreaterThan(5_000);
      expect(each).toBeLessThanOrEqual(10_000);
      const within = answers.filter((a) => a.status === 200 && a.data.status !== 'approval');
      expect(within).toHaveLength(1);
      if (mode === 'refuse') {
        const refused = answers.filter((a) => a.status === 400);
        expect(refused).toHaveLength(5);
        expect(refused.every((a) => a.message.startsWith('超出预算，无法下单：'))).toBe(true);
        expect((await budgetsNow())[0]).toMatchObject({ used: formatFen(spent + each), remaining: formatFen(10_000 - each) });
      } else {
        const held = answers.filter((a) => a.status === 200 && a.data.status === 'approval');
        expect(held).toHaveLength(5);
        expect(held.every((a) => String(a.data.result.approval.reason).startsWith('超出预算：'))).toBe(true);
      }
    });
  }
});

describe('下单前预估', () => {
  it('asked with the amount the buyer would pay, the forecast names the rule that order/create then applies', async () => {
    const pick = sixtyYuanSku();
    const probe = await order(buyer, pick);
    const payFen = payFenOf(Number(probe.data.order_id));
    expect((await mall.post(`/api/order/cancel/${probe.data.order_id}`, {}, buyer)).status).toBe(200);
    const rule = await mall.post(
      '/api/company/approval_rule/save',
      { name: '满额审批', min_amount: formatFen(payFen), levels: [{ kind: 'role', role: 'admin', unit_id: root, mode: 'any' }] },
      admin,
    );
    expect(rule.message).toBe('规则已保存');
    // the list names a role level's unit, as the page shows it (根部门的管理员)
    const rootName = (await mall.get('/api/company/org/tree', admin)).data.list[0].name as string;
    expect((await mall.get('/api/company/approval_rule/lst', admin)).data.list[0].levels[0]).toMatchObject({
      kind: 'role',
      role: 'admin',
      unit_id: root,
      unit_name: rootName,
    });
    const forecast = async (fen: number) => (await mall.post('/api/company/approval/forecast', { amount: formatFen(fen) }, buyer)).data;
    expect(await forecast(payFen - 1)).toMatchObject({ held: false, rule_id: 0, rule_name: '' });
    expect(await forecast(payFen)).toMatchObject({ held: true, refused: false, rule_id: rule.data.rule_id, rule_name: '满额审批' });
    const created = await order(buyer, pick);
    expect(created.data.status).toBe('approval');
    expect(created.data.result.approval).toMatchObject({ rule_name: '满额审批' });
  });
});

describe('下单前预估 by product category', () => {
  it('foresees a hold by a category rule only when asked with the order’s products, as order/create applies it', async () => {
    const pick = sixtyYuanSku();
    const rule = await mall.post(
      '/api/company/approval_rule/save',
      { name: '类目审批', category_id: pick.product.cate_id, levels: [{ kind: 'role', role: 'admin', unit_id: root, mode: 'any' }] },
      admin,
    );
    expect(rule.message).toBe('规则已保存');
    const forecast = async (productIds: number[]) =>
      (await mall.post('/api/company/approval/forecast', { amount: formatFen(pick.sku.price), product_ids: productIds }, buyer)).data;
    const other = [...mall.context.catalogue.goods.eachNormalProduct()].find((p) => p.cate_id !== pick.product.cate_id);
    expect(other).toBeDefined();
    expect(await forecast([other?.product_id ?? 0])).toMatchObject({ held: false, rule_id: 0 });
    expect(await forecast([pick.product.product_id])).toMatchObject({ held: true, rule_id: rule.data.rule_id, rule_name: '类目审批' });
    const created = await order(buyer, pick);
    expect(created.data.result.approval).toMatchObject({ rule_name: '类目审批' });
  });
});
