// 采购分析 reads a period in two statements whatever the number of orders (docs/adr/0092): the same movements and
// lines, to the fen, as the source that asked once per order and parsed cart_info in JavaScript.
import { describe, expect, it } from 'vitest';
import { createSpendSource } from '../../../demo-mall/company/spend/spend-source.ts';
import type { DemoMallDatabase } from '../../../demo-mall/db/database.ts';
import { shipOrder } from './after-sales-helpers.ts';
import { companyOrder } from './company-finance-helpers.ts';
import { consolePost } from './trade/trade-helpers.ts';
import { companyTwoMallPerTest } from '../../helpers/mall/malls.ts';
import { spendSourceBefore } from '../../helpers/mall/spend-source-before.ts';

const mall = companyTwoMallPerTest({ balance: 800_000, used: 0, limit: 2_000_000 });
const ORDERS = 6;

/** The database with every statement run counted. */
function counted(db: DemoMallDatabase): { db: DemoMallDatabase; runs: () => number } {
  let runs = 0;
  const prepare = (sql: string) => {
    const statement = db.prepare(sql);
    return new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (key === 'all' || key === 'get' || key === 'iterate') runs += 1;
          return value.apply(target, args);
        };
      },
    });
  };
  return {
    db: new Proxy(db, { get: (target, key) => (key === 'prepare' ? prepare : Reflect.get(target, key, target)) }),
    runs: () => runs,
  };
}

describe('采购分析 in SQL', () => {
  it('gives the same movements and lines as the per-order source, in two statements for any number of orders', async () => {
    for (let n = 0; n < ORDERS; n += 1) {
      const { groupId, order } = await companyOrder(mall, mall.token, 1 + n);
      expect(
        (await mall.post(`/api/order/pay/${groupId}`, { type: n % 2 ? 'credit' : 'balance', return_url: '' }, mall.token)).status,
      ).toBe(200);
      if (n === 0) {
        await shipOrder(mall, order.order_id);
        expect((await consolePost(mall, '/demo/merchant/delivered', { order_id: order.order_id })).statusCode).toBe(200);
      }
    }
    const month = new Date(mall.now()).toISOString().slice(0, 7);
    const { catalogue } = mall.context;
    const before = spendSourceBefore(mall.context.db, catalogue)(2, month, month);
    const probe = counted(mall.context.db);
    const after = createSpendSource(probe.db, catalogue)(2, month, month);
    expect(before.filter((movement) => movement.lines.length > 0).length).toBeGreaterThanOrEqual(ORDERS);
    expect(after).toEqual(before);
    expect(probe.runs()).toBe(2);
    // the report's figures over the API agree with the reference's sum
    const summary = await mall.get(`/api/company/spend/summary?from=${month}&to=${month}`, mall.token);
    const paid = before.filter((movement) => movement.kind === 'purchase').reduce((sum, movement) => sum + movement.amountFen, 0);
    expect(summary.data.purchase_fen ?? summary.data.total?.purchase_fen).toBe(paid);
  }, 120_000);
});
