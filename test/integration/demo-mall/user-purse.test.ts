// The purse ledgers of the user centre (docs/mall-api.md §3.9): balance bills by type with paging, GET /api/user
// totals, and the points summary, clearing date and ledger.
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, buyNow, paidOrder, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerBlock } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerBlock();
let payFen = 0;

beforeAll(async () => {
  const before = await mall.get('/api/user', mall.userToken);
  await paidOrder(mall, mall.userToken, plainSku(mall.context), 1);
  const after = await mall.get('/api/user', mall.userToken);
  payFen = Math.round((Number(before.data.now_money) - Number(after.data.now_money)) * 100);
});

describe('GET /api/user/bill', () => {
  it('lists the 购买商品 bill of a balance payment in CRMEB shape, newest first', async () => {
    const bills = await mall.get('/api/user/bill?type=0&page=1&limit=10', mall.userToken);
    expect(bills.status).toBe(200);
    expect(bills.data.count).toBe(1);
    const [row] = bills.data.list;
    expect(row).toMatchObject({ pm: 0, title: '购买商品', status: 1 });
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['bill_id', 'pm', 'title', 'number', 'balance', 'mark', 'create_time', 'status']),
    );
    expect(Math.round(Number(row.number) * 100)).toBe(payFen);
    expect(row.number).toMatch(/^\d+\.\d{2}$/);
  });

  it('type 1 is spending, type 2 income; another buyer sees none of it', async () => {
    expect((await mall.get('/api/user/bill?type=1', mall.userToken)).data.count).toBe(1);
    expect((await mall.get('/api/user/bill?type=2', mall.userToken)).data).toEqual({ count: 0, list: [] });
    expect((await mall.get('/api/user/bill?type=0', mall.ownerToken)).data.count).toBe(0);
  });

  it('pages ten at a time by default', async () => {
    for (let i = 0; i < 10; i += 1) await paidOrder(mall, mall.userToken, plainSku(mall.context, 30, i % 3), 1);
    const first = await mall.get('/api/user/bill', mall.userToken);
    const second = await mall.get('/api/user/bill?page=2', mall.userToken);
    expect(first.data.count).toBe(11);
    expect(first.data.list).toHaveLength(10);
    expect(second.data.list).toHaveLength(1);
    expect(first.data.list[0].bill_id).toBeGreaterThan(first.data.list[9].bill_id);
  });

  it('GET /api/user sums the spending into total_consume', async () => {
    const bills = (await mall.get('/api/user/bill?limit=50', mall.userToken)).data.list as { number: string }[];
    const spent = bills.reduce((sum, row) => sum + Math.round(Number(row.number) * 100), 0);
    const me = await mall.get('/api/user', mall.userToken);
    expect(Math.round(Number(me.data.total_consume) * 100)).toBe(spent);
  });

  it('a company token reads the company bills, and GET /api/company/account sums them for 我的余额 under 企业', async () => {
    await paidOrder(mall, mall.companyToken, plainSku(mall.context, 30, 5), 1);
    const bills = await mall.get('/api/user/bill', mall.companyToken);
    expect(bills.data.count).toBe(1);
    const account = await mall.get('/api/company/account', mall.companyToken);
    expect(account.data).toMatchObject({ total_recharge: '0.00', total_consume: bills.data.list[0].number });
  });

  it('needs a login', async () => {
    expect(await mall.get('/api/user/bill', '')).toEqual({ status: 400, message: '请登录' });
  });
});

describe('GET /api/user/integral/info and /lst', () => {
  it('answers the held points, the totals and the next clearing date', async () => {
    const me = await mall.get('/api/user', mall.userToken);
    const info = await mall.get('/api/user/integral/info', mall.userToken);
    expect(info.data).toMatchObject({ integral: me.data.integral, lockIntegral: 0 });
    expect(info.data.clear).toMatchObject({ nextClearDay: '12月31日', status: true });
    expect(typeof info.data.totalGainIntegral).toBe('number');
    expect(typeof info.data.deductionIntegral).toBe('number');
  });

  it('records points spent on an order (积分抵扣) and returned by its closing (订单取消) in the ledger', async () => {
    const pick = plainSku(mall.context);
    const addressId = await addAddress(mall, mall.ownerToken);
    const { created } = await placeOrder(mall, mall.ownerToken, [await buyNow(mall, mall.ownerToken, pick, 2)], addressId, {
      use_integral: true,
    });
    const used = mall.context.trade.orders.group(created.data.order_id as number)?.integral ?? 0;
    expect(used).toBeGreaterThan(0);
    const spent = await mall.get('/api/user/integral/lst', mall.ownerToken);
    expect(spent.data.list[0]).toMatchObject({ pm: 0, title: '积分抵扣', number: used });
    expect((await mall.get('/api/user/integral/info', mall.ownerToken)).data.deductionIntegral).toBe(used);

    expect((await mall.post(`/api/order/cancel/${created.data.order_id}`, {}, mall.ownerToken)).status).toBe(200);
    const ledger = await mall.get('/api/user/integral/lst', mall.ownerToken);
    expect(ledger.data.count).toBe(2);
    expect(ledger.data.list[0]).toMatchObject({ pm: 1, title: '订单取消', number: used });
    const info = await mall.get('/api/user/integral/info', mall.ownerToken);
    expect(info.data.totalGainIntegral).toBe(used);
    expect(info.data.integral).toBe(ledger.data.list[0].balance);
  });
});
