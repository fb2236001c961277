// Switching the purchasing entity changes which token the demo mall sees: the seeded personal cart of
// 13800000002 holds 3 pieces, the company cart 5.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-mall/accounts/demo-accounts.ts';
import { closeThroughBff, CookieJar, getAs, startThroughBff, switchEntity, type ThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

async function cartCount(t: ThroughBff, jar: CookieJar): Promise<unknown> {
  const response = await getAs(t, jar, '/api/user/cart/count');
  expect(response.status).toBe(200);
  return response.body.data[0].count;
}

describe('purchasing entity through the BFF', () => {
  it('uses the company token on trading paths only while COMPANY is chosen', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    jar.take(await t.api().post('/api/auth/login').send({ account: '13800000002', password: DEMO_PASSWORD, user_type: 'pc' }));

    expect(await cartCount(t, jar)).toBe('3');
    await switchEntity(t, jar, 'COMPANY');
    expect(await cartCount(t, jar)).toBe('5');
    // GET /api/user keeps the user token: still the owner.
    const me = await getAs(t, jar, '/api/user');
    expect(me.body.data).toMatchObject({ uid: 2, nickname: '李经理' });
    const session = await getAs(t, jar, '/bff/session');
    expect(session.body.data).toMatchObject({ entity: 'COMPANY', hasCompany: true, companyName: '上海东联工业设备有限公司' });
    // The company's purse travels with the company token: its own balance, not the owner's 25600.00.
    const account = await getAs(t, jar, '/api/company/account');
    expect(account.body).toMatchObject({ status: 200, data: { company_id: 1, now_money: '50000.00', available_credit: '100000.00' } });
    await switchEntity(t, jar, 'PERSONAL');
    expect(await cartCount(t, jar)).toBe('3');
    // Under 个人 the user token reaches the mall, which answers for the user's own membership (company-api.md §1.2).
    const personal = await getAs(t, jar, '/api/company/account');
    expect(personal.body).toMatchObject({ status: 200, data: { company_id: 1, now_money: '50000.00' } });
  });

  it('keeps the user token for a personal-only account that chose COMPANY', async () => {
    const t = await startThroughBff();
    const jar = new CookieJar();
    jar.take(await t.api().post('/api/auth/login').send({ account: '13800000001', password: DEMO_PASSWORD, user_type: 'pc' }));
    const personal = await cartCount(t, jar);
    await switchEntity(t, jar, 'COMPANY');
    expect(await cartCount(t, jar)).toBe(personal);
    const session = await getAs(t, jar, '/bff/session');
    expect(session.body.data).toMatchObject({ entity: 'PERSONAL', hasCompany: false });
  });
});
