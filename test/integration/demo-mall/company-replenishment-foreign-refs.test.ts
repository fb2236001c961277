// A 定期采购 schedule names an address and a reorder list (docs/company-api.md §16.2): both must be the company's
// own, and a unit's address within the member's unit scope, as order/create checks them; at creation and again
// at every run (the address may be deleted, or the member moved, after the schedule was saved).
import { describe, expect, it } from 'vitest';
import { addDays, firstRunOnOrAfter, mallDate } from '../../../shared/company/replenishment-rules.ts';
import { addAddress, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
const companyB = () => mall.context.signer.issue(2, 'company').token;

async function reorderList(token: string): Promise<number> {
  const pick = plainSku(mall.context, 50);
  const lines = [{ product_id: pick.product.product_id, product_attr_unique: pick.sku.unique, quantity: 2 }];
  const made = await mall.post('/api/company/reorder_list/create', { name: '办公耗材', lines }, token);
  expect(made, made.message).toMatchObject({ status: 200 });
  return made.data.list_id as number;
}

const schedules = () => (mall.context.db.prepare('SELECT COUNT(*) AS n FROM replenishment_schedules').get() as { n: number }).n;
const monthlyBody = (listId: number, addressId: number) => ({ list_id: listId, cadence: 'monthly', month_day: 15, address_id: addressId });

describe('a schedule naming another company’s data', () => {
  it('refuses company B’s address with a clear message and saves nothing', async () => {
    const listId = await reorderList(mall.companyToken);
    const foreignAddress = await addAddress(mall, companyB());
    const before = schedules();
    const made = await mall.post('/api/company/replenishment/create', monthlyBody(listId, foreignAddress), mall.companyToken);
    expect(made).toEqual({ status: 400, message: '收货地址不存在，请重新选择' });
    expect(schedules()).toBe(before);
  });

  it('refuses company B’s reorder list', async () => {
    const foreignList = await reorderList(companyB());
    const own = await addAddress(mall, mall.companyToken);
    const made = await mall.post('/api/company/replenishment/create', monthlyBody(foreignList, own), mall.companyToken);
    expect(made).toEqual({ status: 400, message: '常购清单不存在' });
  });

  it('a run whose address was deleted since fails with the same reason, placing nothing', async () => {
    const listId = await reorderList(mall.companyToken);
    await addAddress(mall, mall.companyToken); // the default, which may not be deleted
    const own = await addAddress(mall, mall.companyToken);
    const made = await mall.post('/api/company/replenishment/create', monthlyBody(listId, own), mall.companyToken);
    expect(made.message).toBe('定期采购计划已创建');
    expect(await mall.post(`/api/user/address/delete/${own}`, {}, mall.companyToken)).toMatchObject({ status: 200 });
    const firstRun = firstRunOnOrAfter({ cadence: 'monthly', monthDay: 15, weekday: 0, everyWeeks: 1 }, addDays(mallDate(mall.now()), 1));
    mall.advance(Date.parse(`${firstRun}T12:00:00+08:00`) - mall.now());
    const tick = await mall.app.inject({ method: 'POST', url: '/__test/company/replenishment/tick', payload: {} });
    expect(tick.json()).toMatchObject({ placed: 0, failed: 1 });
    const runs = (await mall.get(`/api/company/replenishment/runs/${made.data.id}`, mall.companyToken)).data;
    expect(JSON.stringify(runs)).toContain('收货地址不存在，请重新选择');
  });
});
