// The company members' rules through the BFF in front of the demo mall (docs/company-api.md §2,
// docs/user-centre.md): the session carries the member's role, the BFF checks member changes with the shared
// schemas before the mall sees them, and the company pages answer 403 to a role that does not allow them.
import { afterEach, describe, expect, it } from 'vitest';
import { closeThroughBff, getAs, postAs, signIn, startThroughBff } from './through-bff-kit.ts';

afterEach(closeThroughBff);

describe('company members through the BFF', () => {
  it('the session carries the role; member changes are checked before the mall; a new 采购员 sees their role', async () => {
    const t = await startThroughBff();
    const owner = await signIn(t, '13800000002');
    const session = await getAs(t, owner, '/bff/session');
    expect(session.body.data).toMatchObject({ hasCompany: true, companyRole: 'admin' });
    const personal = await signIn(t, '13800000001');
    expect((await getAs(t, personal, '/bff/session')).body.data).toMatchObject({
      hasCompany: false,
      companyRole: null,
    });

    const refused = await postAs(t, owner, '/api/company/member/invite', { phone: '1380', role: 'buyer' });
    expect(refused.body).toMatchObject({ status: 400, message: '手机号格式不符' });
    const badRole = await postAs(t, owner, '/api/company/member/role/1', { role: 'owner' });
    expect(badRole.body).toMatchObject({ status: 400, message: '请选择正确的角色' });
    const badCode = await postAs(t, owner, '/api/company/info', { name: '上海东联工业设备有限公司', credit_code: '91350100M000100Y44' });
    expect(badCode.body).toMatchObject({ status: 400, message: '统一社会信用代码格式不正确' });

    const invited = await postAs(t, owner, '/api/company/member/invite', { phone: '13800000001', role: 'buyer' });
    expect(invited.body).toEqual({ status: 200, message: '邀请成功' });
    const buyer = await signIn(t, '13800000001');
    expect((await getAs(t, buyer, '/bff/session')).body.data).toMatchObject({
      hasCompany: true,
      companyName: '上海东联工业设备有限公司',
      companyRole: 'buyer',
    });
    // a forged call from the 采购员's browser is refused by the mall
    const forged = await getAs(t, buyer, '/api/company/member/lst');
    expect(forged.body).toMatchObject({ status: 400, message: '您的企业角色无权进行此操作' });
  });
});
