// A company account buys from its own purse (docs/mall-api.md §5.1): GET /api/user with a company token names the
// owner but shows the company's balance and points, a balance payment under the company takes from that purse in
// one transaction (concurrent payments never take it below zero), and the purse lives in the SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDemoMall } from '../../../demo-mall/app.ts';
import { call } from './accounts-helpers.ts';
import { addAddress, buyNow, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

const fen = (money: string) => Math.round(Number(money) * 100);

/** Unpaid company orders of one piece each; answers their group order ids. */
async function companyOrders(count: number): Promise<number[]> {
  const pick = plainSku(mall.context, 30);
  const addressId = await addAddress(mall, mall.companyToken);
  const groups: number[] = [];
  for (let i = 0; i < count; i++) {
    const { created } = await placeOrder(mall, mall.companyToken, [await buyNow(mall, mall.companyToken, pick, 1)], addressId);
    groups.push(created.data.order_id as number);
  }
  return groups;
}

describe('the company purse', () => {
  it('GET /api/user with a company token: the owner, with the company’s own balance and points', async () => {
    const company = await mall.get('/api/user', mall.companyToken);
    expect(company.status).toBe(200);
    expect(company.data).toMatchObject({ uid: 2, nickname: '李经理', now_money: '50000.00', integral: 0, total_integral: 0 });
    const owner = await mall.get('/api/user', mall.ownerToken);
    expect(owner.data).toMatchObject({ uid: 2, now_money: '25600.00', integral: 2180, total_integral: 2180 });
    const second = await mall.get('/api/user', mall.context.signer.issue(2, 'company').token);
    expect(second.data).toMatchObject({ uid: 3, nickname: '陈工', now_money: '8000.00', integral: 0 });

    mall.context.trade.purse.addPoints('company:1', 120);
    expect((await mall.get('/api/user', mall.companyToken)).data).toMatchObject({ integral: 120, total_integral: 120 });
    expect((await mall.get('/api/user', mall.ownerToken)).data.integral).toBe(2180);
  });

  it('a balance payment under the company takes from the company, never from the owner', async () => {
    const [groupId = 0] = await companyOrders(1);
    const price = mall.context.trade.orders.group(groupId)?.pay_price_fen ?? 0;
    expect(price).toBeGreaterThan(0);
    const paid = await mall.post(`/api/order/pay/${groupId}`, { type: 'balance', return_url: '' }, mall.companyToken);
    expect(paid).toMatchObject({ message: '余额支付成功', data: { status: 'success' } });
    expect(fen((await mall.get('/api/user', mall.companyToken)).data.now_money)).toBe(5_000_000 - price);
    expect((await mall.get('/api/user', mall.ownerToken)).data.now_money).toBe('25600.00');
  });

  it('concurrent company balance payments never take the purse below zero', async () => {
    const groups = await companyOrders(8);
    const price = mall.context.trade.orders.group(groups[0] ?? 0)?.pay_price_fen ?? 0;
    const purse = mall.context.trade.purse;
    // leave room for exactly three payments
    purse.addBalance('company:1', 3 * price - (purse.read('company:1')?.balanceFen ?? 0));
    const answers = await Promise.all(
      groups.map((id) => mall.post(`/api/order/pay/${id}`, { type: 'balance', return_url: '' }, mall.companyToken)),
    );
    expect(answers.filter((answer) => answer.data?.status === 'success')).toHaveLength(3);
    expect(answers.filter((answer) => answer.data?.status === 'error').map((answer) => answer.message)).toEqual(Array(5).fill('余额不足'));
    expect(purse.read('company:1')?.balanceFen).toBe(0);
    expect((await mall.get('/api/user', mall.companyToken)).data.now_money).toBe('0.00');
    expect(groups.filter((id) => mall.context.trade.orders.group(id)?.paid === 1)).toHaveLength(3);
    expect((await mall.get('/api/user', mall.ownerToken)).data.now_money).toBe('25600.00');
  });
});

describe('the company purse on a database file', () => {
  it('keeps a payment across a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-mall-purse-'));
    const file = join(folder, 'mall.sqlite');
    try {
      const first = await buildDemoMall({ database: file, testHooks: true, printSms: false });
      const token = first.context.signer.issue(1, 'company').token;
      first.context.trade.purse.addBalance('company:1', -1_234);
      await first.app.close();
      const second = await buildDemoMall({ database: file, testHooks: true, printSms: false });
      try {
        // the opening balance is seeded once per file, so the restart keeps what was spent
        expect((await call(second.app, 'GET', '/api/user', undefined, token)).data.now_money).toBe('49987.66');
      } finally {
        await second.app.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
