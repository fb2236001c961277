// The route table walked (docs/company-api.md §1.3, docs/adr/0029-one-route-permission-table.md): every role of
// COMPANY_ROLES calls every row of COMPANY_ROUTE_PERMISSIONS with its company token, on a demo mall with one
// member of each role. A role the row allows gets anything but a membership refusal (the call may still fail on
// its unknown id or empty body); any other role gets exactly the mall's role message. /api/company/* rows are
// walked again with each member's user token, which acts for their own membership. The same table is walked with
// another company's ids in company-route-foreign-ids.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_FORBIDDEN_MESSAGE,
  COMPANY_ROLE_NAMES,
  COMPANY_ROLES,
  type CompanyRole,
  MEMBER_DISABLED_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
} from '#shared/company/company-roles.ts';
import {
  COMPANY_ROUTE_PERMISSIONS,
  type CompanyRouteKey,
  type CompanyRouteNeed,
  isCompanyAreaPath,
  roleMeets,
} from '#shared/company/company-route-permissions.ts';
import type { Body } from './accounts-helpers.ts';
import { memberToken, type RoleSeats, seatEveryRole } from './company-members-helpers.ts';
import { addressBody } from './trade/trade-helpers.ts';
import { tradeMallPerBlock } from '../../helpers/mall/malls.ts';

const ROWS = Object.entries(COMPANY_ROUTE_PERMISSIONS) as [CompanyRouteKey, CompanyRouteNeed][];
const COMPANY_AREA_ROWS = ROWS.filter(([key]) => isCompanyAreaPath(key.split(' ')[1] ?? ''));
const FORBIDDEN = { status: 400, message: COMPANY_FORBIDDEN_MESSAGE };
/** what no allowed call may answer: the role message, a membership refusal or a token problem */
const REFUSALS = [COMPANY_FORBIDDEN_MESSAGE, NOT_A_MEMBER_MESSAGE, MEMBER_DISABLED_MESSAGE, '请登录'];

const mall = tradeMallPerBlock();
let seats: RoleSeats;

beforeAll(async () => {
  seats = await seatEveryRole(mall.app, mall.context);
});

/**
 * One call of a row with an unknown id (999999) and an empty body, so nothing the walk reaches changes data
 * another row relies on; a fresh token each time, since one row (logout) revokes the token it is called with.
 * Files (statement export, template) are not envelopes: they answer null.
 */
async function callRow(key: CompanyRouteKey, token: string): Promise<Body | null> {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  const url = path.replace(/:\w+/g, '999999');
  const response = await mall.app.inject({ method, url, headers: { 'x-token': token }, ...(method === 'POST' ? { payload: {} } : {}) });
  expect(response.statusCode, key).toBe(200);
  return String(response.headers['content-type']).includes('json') ? (response.json() as Body) : null;
}

function expectAnswer(key: CompanyRouteKey, need: CompanyRouteNeed, role: CompanyRole, body: Body | null): void {
  if (roleMeets(role, need)) {
    expect(REFUSALS, `${role} ${key}: ${body?.message}`).not.toContain(body?.message);
    expect(body?.status, `${role} ${key}`).not.toBe(40000);
  } else {
    expect(body, `${role} ${key}`).toEqual(FORBIDDEN);
  }
}

describe.each(COMPANY_ROLES.map((role) => [COMPANY_ROLE_NAMES[role], role] as const))('%s (%s) with a company token', (_name, role) => {
  it.each(ROWS)('%s', async (key, need) => {
    expectAnswer(key, need, role, await callRow(key, memberToken(mall.context, 1, seats[role])));
  });
});

describe.each(COMPANY_ROLES.map((role) => [COMPANY_ROLE_NAMES[role], role] as const))('%s (%s) with a user token', (_name, role) => {
  it.each(COMPANY_AREA_ROWS)('%s', async (key, need) => {
    expectAnswer(key, need, role, await callRow(key, mall.context.signer.issue(seats[role], 'user').token));
  });
});

describe('the shared data the probe reached', () => {
  it('只读, 审批人 and 财务 may not touch the addresses, invoice titles or cart the 管理员 saved', async () => {
    const admin = memberToken(mall.context, 1, 2);
    const saved = await mall.post('/api/user/address/create', addressBody({ real_name: '仓库收货' }), admin);
    expect(saved.message).toBe('添加成功');
    const addressId = saved.data.address_id as number;
    const title = {
      receipt_type: 1,
      receipt_title_type: 2,
      receipt_title: '上海东联工业设备有限公司',
      duty_paragraph: '91350100M000100Y43',
      email: 'cw@example.com',
    };
    expect((await mall.post('/api/user/receipt/create', { ...title, is_default: 1 }, admin)).message).toBe('添加成功');
    const titleId = (await mall.get('/api/user/receipt/lst', admin)).data[0].user_receipt_id as number;

    for (const role of ['approver', 'finance', 'viewer'] as const) {
      const token = memberToken(mall.context, 1, seats[role]);
      const redirect = addressBody({ address_id: addressId, detail: '别处 1 号' });
      expect(await mall.post('/api/user/address/create', redirect, token), role).toEqual(FORBIDDEN);
      expect(await mall.post(`/api/user/address/delete/${addressId}`, {}, token), role).toEqual(FORBIDDEN);
      const retitle = { ...title, duty_paragraph: '91110000600037341L' };
      expect(await mall.post(`/api/user/receipt/update/${titleId}`, retitle, token), role).toEqual(FORBIDDEN);
      expect(await mall.post('/api/user/receipt/create', title, token), role).toEqual(FORBIDDEN);
      expect(await mall.post('/api/user/cart/create', { product_id: 1, product_attr_unique: 'x', cart_num: 1 }, token), role).toEqual(
        FORBIDDEN,
      );
      // reading them is every member's
      expect((await mall.get('/api/user/address/lst', token)).data.list.length, role).toBeGreaterThan(0);
    }
    expect((await mall.get(`/api/user/address/detail/${addressId}`, admin)).data.detail).toBe('工业园区 8 号');
    expect((await mall.get(`/api/user/receipt/detail/${titleId}`, admin)).data.duty_paragraph).toBe('91350100M000100Y43');
  });

  it('a member’s personal token is no company call: 只读 keeps its own address book', async () => {
    const own = await mall.post('/api/user/address/create', addressBody(), mall.context.signer.issue(seats.viewer, 'user').token);
    expect(own.message).toBe('添加成功');
  });
});
