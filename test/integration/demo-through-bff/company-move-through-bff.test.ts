// A member moved to another company while logged in (docs/company-api.md §1.2): the first refused company call
// rewrites the session's company cookies from the mall's current answer, so the next request already acts for
// the new company; a member removed from every company goes back to buying as a person.
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeThroughBff,
  type CookieJar,
  getAs,
  postAs,
  signIn,
  startThroughBff,
  switchEntity,
  type ThroughBff,
} from './through-bff-kit.ts';

afterEach(closeThroughBff);

async function sessionOf(t: ThroughBff, jar: CookieJar) {
  return (await getAs(t, jar, '/bff/session')).body.data as {
    hasCompany: boolean;
    companyName?: string;
    entity?: string;
  };
}

/** 张采购 (13800000001) invited as 采购员 by 李经理 (管理员 of company 1), logged in and buying as the company. */
async function memberOfFirstCompany(t: ThroughBff): Promise<{ member: CookieJar; firstAdmin: CookieJar }> {
  const firstAdmin = await signIn(t, '13800000002');
  const invited = await postAs(t, firstAdmin, '/api/company/member/invite', { phone: '13800000001', role: 'buyer' });
  expect(invited.body).toEqual({ status: 200, message: '邀请成功' });
  const member = await signIn(t, '13800000001');
  await switchEntity(t, member, 'COMPANY');
  expect(await sessionOf(t, member)).toMatchObject({ hasCompany: true, companyName: '上海东联工业设备有限公司' });
  return { member, firstAdmin };
}

async function memberUid(t: ThroughBff, admin: CookieJar): Promise<number> {
  const list = await getAs(t, admin, '/api/company/member/lst');
  const row = (list.body.data.list as { uid: number; nickname: string }[]).find((member) => member.nickname === '张采购');
  expect(row, 'the member is listed').toBeDefined();
  return row?.uid ?? 0;
}

describe('a session after a membership change', () => {
  it('moved to another company: the refused call answers as the mall said, and the next request acts for the new company', async () => {
    const t = await startThroughBff();
    const { member, firstAdmin } = await memberOfFirstCompany(t);
    const uid = await memberUid(t, firstAdmin);
    expect((await postAs(t, firstAdmin, `/api/company/member/delete/${uid}`)).body.message).toBe('移除成功');
    const secondAdmin = await signIn(t, '13800000003');
    const invited = await postAs(t, secondAdmin, '/api/company/member/invite', { phone: '13800000001', role: 'buyer' });
    expect(invited.body.status).toBe(200);

    const refused = await getAs(t, member, '/api/company/info');
    expect(refused.body).toMatchObject({ status: 400, message: '暂无企业账号' });
    member.take(refused);

    expect(await sessionOf(t, member)).toMatchObject({ hasCompany: true, companyName: '苏州恒泰精密机械有限公司' });
    const info = await getAs(t, member, '/api/company/info');
    expect(info.body.status).toBe(200);
    expect(JSON.stringify(info.body.data)).toContain('苏州恒泰精密机械有限公司');
  });

  it('removed from the company: the next page render buys as a person, with no company left in the session', async () => {
    const t = await startThroughBff(undefined, { pages: true });
    const { member, firstAdmin } = await memberOfFirstCompany(t);
    const uid = await memberUid(t, firstAdmin);
    expect((await postAs(t, firstAdmin, `/api/company/member/delete/${uid}`)).body.message).toBe('移除成功');

    // A page whose data is read with the company token finds the membership gone while rendering.
    const page = await getAs(t, member, '/user/company');
    expect(page.status).toBeLessThan(500);
    member.take(page);
    expect(await sessionOf(t, member)).toMatchObject({ hasCompany: false });
    const cart = await getAs(t, member, '/api/user/cart/count');
    expect(cart.body.status).toBe(200);
  });
});
