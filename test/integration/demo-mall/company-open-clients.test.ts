// 开放接口 at the mall (docs/company-api.md §17): the 管理员's API clients, POST /api/open/token, and what every
// call made with a client's token meets — its scopes, its IP allow-list, its role and unit as a system member
// (an approval rule holds its order like anyone's), rotation and revocation ending its tokens on their next
// call, and one audit row per call, readable by the 管理员 only and paged by the mall.
import { describe, expect, it } from 'vitest';
import { OPEN_CLIENT_MESSAGES as M } from '#shared/company/open-client-scopes.ts';
import type { Body } from './accounts-helpers.ts';
import { claimsOf, memberToken } from './company-members-helpers.ts';
import { addressBody, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();
const admin = () => memberToken(mall.context, 1, 2);
const OUT_OF_SCOPE = { status: 400, message: M.outOfScope };
const STOPPED = { status: 40000, message: M.disabled };

async function createClient(body: object = {}): Promise<{ id: number; client_id: string; client_secret: string }> {
  const created = await mall.post(
    '/api/company/open_client/create',
    { name: 'ERP 对接', role: 'buyer', scopes: ['orders'], ip_allow: [], ...body },
    admin(),
  );
  expect(created.message).toBe('客户端已创建，请立即保存密钥');
  return created.data;
}

const token = (client_id: string, client_secret: string, ip = '203.0.113.5') =>
  mall.post('/api/open/token', { client_id, client_secret, ip }, '');

/** a call as the BFF makes it: the client's token in X-Token, the caller's IP in X-Open-Client-Ip */
async function asClient(method: 'GET' | 'POST', url: string, accessToken: string, payload: object = {}, ip = '203.0.113.5'): Promise<Body> {
  const response = await mall.app.inject({
    method,
    url,
    headers: { 'x-token': accessToken, 'x-open-client-ip': ip, 'x-request-id': 'req-open-1' },
    ...(method === 'POST' ? { payload } : {}),
  });
  return response.json() as Body;
}

async function accessTokenOf(client: { client_id: string; client_secret: string }): Promise<string> {
  const answer = await token(client.client_id, client.client_secret);
  expect(answer.status, answer.message).toBe(200);
  return answer.data.access_token as string;
}

describe('clients and tokens', () => {
  it('shows the secret once, keeps only its keyed hash, and answers a 30-minute token of the system member', async () => {
    const client = await createClient({ scopes: ['orders', 'catalogue'] });
    expect(client.client_id).toMatch(/^oc_[0-9a-f]{20}$/);
    expect(client.client_secret).toMatch(/^ocs_[\w-]{43}$/);
    const listed = (await mall.get('/api/company/open_client/lst', admin())).data;
    expect(listed.count).toBe(1);
    expect(listed.list[0]).toMatchObject({
      name: 'ERP 对接',
      client_id: client.client_id,
      role: 'buyer',
      scopes: ['orders', 'catalogue'],
      status: 1,
    });
    expect(JSON.stringify(listed)).not.toContain(client.client_secret);
    const row = mall.context.db.prepare('SELECT * FROM open_clients WHERE client_id = ?').get(client.client_id) as { secret_hash: string };
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(client.client_secret.slice(4));

    const answer = (await token(client.client_id, client.client_secret)).data;
    expect(answer).toMatchObject({
      token_type: 'Bearer',
      expires_in: 1800,
      scope: 'orders catalogue',
      company_id: 1,
      client_id: client.client_id,
    });
    const claims = claimsOf(answer.access_token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(1800);
    // the system member is no person: not among the members, and no password signs it in
    const members = (await mall.get('/api/company/member/lst', admin())).data;
    expect(JSON.stringify(members)).not.toContain('ERP 对接');
    for (const path of [`/api/company/member/status/${claims.mid}`, `/api/company/member/delete/${claims.mid}`]) {
      expect(await mall.post(path, { status: 0 }, admin()), path).toEqual({ status: 400, message: '成员不存在' });
    }
  });

  it('refuses a wrong secret, an unknown id and a caller outside the allow-list, with the contract’s messages', async () => {
    const client = await createClient({ ip_allow: '10.0.0.0/8\n2001:db8::1' });
    expect(await token(client.client_id, 'ocs_wrong')).toEqual({ status: 400, message: M.badCredentials });
    expect(await token('oc_unknown', client.client_secret)).toEqual({ status: 400, message: M.badCredentials });
    expect(await token(client.client_id, client.client_secret, '11.0.0.1')).toEqual({ status: 400, message: M.ipRefused });
    expect((await token(client.client_id, client.client_secret, '::ffff:10.1.2.3')).status).toBe(200);
    const access = (await token(client.client_id, client.client_secret, '2001:db8::1')).data.access_token as string;
    // the allow-list holds on every call too, by the IP the BFF passes
    expect(await asClient('GET', '/api/order/list', access, {}, '11.0.0.1')).toEqual({ status: 400, message: M.ipRefused });
    expect((await asClient('GET', '/api/order/list', access, {}, '10.9.9.9')).status).toBe(200);
  });

  it('a repeated create (a double click, a retry) makes one client', async () => {
    await createClient({ name: '用友 NC' });
    const again = await mall.post('/api/company/open_client/create', { name: '用友 NC', role: 'buyer', scopes: ['orders'] }, admin());
    expect(again).toEqual({ status: 400, message: M.nameTaken });
    expect((await mall.get('/api/company/open_client/lst', admin())).data.count).toBe(1);
  });

  it('refuses bad forms with a clear message', async () => {
    const create = (body: object) =>
      mall.post('/api/company/open_client/create', { name: 'ERP', role: 'buyer', scopes: ['orders'], ...body }, admin());
    expect((await create({ name: '' })).message).toBe(M.nameInvalid);
    expect((await create({ role: 'admin' })).message).toBe(M.roleInvalid);
    expect((await create({ scopes: [] })).message).toBe(M.scopesRequired);
    expect((await create({ scopes: ['orders', 'everything'] })).message).toBe(M.scopeInvalid);
    expect((await create({ ip_allow: ['10.0.0.0/33'] })).message).toBe(`${M.ipInvalid}10.0.0.0/33`);
    expect((await create({ ip_allow: ['300.1.1.1'] })).message).toBe(`${M.ipInvalid}300.1.1.1`);
    expect((await create({ unit_id: 999999 })).message).toBe(M.unitInvalid);
  });
});

describe('calls made with a client token', () => {
  it('a 采购员 client submits an order an approval rule holds, and a person approves it', async () => {
    const rule = await mall.post(
      '/api/company/approval_rule/save',
      { name: '系统下单审批', min_amount: '0.01', levels: [{ kind: 'role', role: 'admin', mode: 'any' }] },
      admin(),
    );
    expect(rule.status, rule.message).toBe(200);
    const access = await accessTokenOf(await createClient());
    const { product, sku } = plainSku(mall.context, 5);
    const address = await asClient('POST', '/api/user/address/create', access, addressBody());
    const cart = await asClient('POST', '/api/user/cart/create', access, {
      product_id: product.product_id,
      product_attr_unique: sku.unique,
      cart_num: 1,
      is_new: 1,
      product_type: 0,
    });
    expect(cart.status, cart.message).toBe(200);
    const order = { cart_id: [cart.data.cart_id], address_id: address.data.address_id };
    const check = await asClient('POST', '/api/v2/order/check', access, order);
    expect(check.status, check.message).toBe(200);
    const created = await asClient('POST', '/api/v2/order/create', access, { ...order, key: check.data.key, pay_type: 'pc' });
    expect(created.data.status, created.message).toBe('approval');
    const approvalId = created.data.result.approval_id as number;
    expect((await mall.post(`/api/company/approval/approve/${approvalId}`, { comment: '同意' }, admin())).status).toBe(200);
  });

  it('acts in the unit the 管理员 picked, and under its role: a unit’s rule holds it, 只读 may not order', async () => {
    const root = (await mall.get('/api/company/org/tree', admin())).data.list[0].unit_id as number;
    const buying = (await mall.post('/api/company/org/create', { parent_id: root, name: '采购部' }, admin())).data.unit_id as number;
    const rule = { name: '采购部审批', min_amount: '0.01', unit_id: buying, levels: [{ kind: 'role', role: 'admin', mode: 'any' }] };
    expect((await mall.post('/api/company/approval_rule/save', rule, admin())).status).toBe(200);
    const { product, sku } = plainSku(mall.context, 5);
    const statusOf = async (access: string) => {
      const address = await asClient('POST', '/api/user/address/create', access, addressBody());
      const line = { product_id: product.product_id, product_attr_unique: sku.unique, cart_num: 1, is_new: 1, product_type: 0 };
      const cart = await asClient('POST', '/api/user/cart/create', access, line);
      const order = { cart_id: [cart.data.cart_id], address_id: address.data.address_id };
      const check = await asClient('POST', '/api/v2/order/check', access, order);
      const created = await asClient('POST', '/api/v2/order/create', access, { ...order, key: check.data.key, pay_type: 'pc' });
      expect(created.status, created.message).toBe(200);
      return created.data.status as string;
    };
    expect(await statusOf(await accessTokenOf(await createClient({ name: '采购部 ERP', unit_id: buying })))).toBe('approval');
    expect(await statusOf(await accessTokenOf(await createClient({ name: '总部 ERP' })))).not.toBe('approval');
    const viewer = await accessTokenOf(await createClient({ name: '只读 ERP', role: 'viewer' }));
    expect((await asClient('POST', '/api/user/address/create', viewer, addressBody())).message).toBe('您的企业角色无权进行此操作');
    expect((await asClient('GET', '/api/order/list', viewer)).status).toBe(200);
  });

  it('refuses a route outside the client’s scopes, and every route no scope names', async () => {
    const access = await accessTokenOf(await createClient({ scopes: ['catalogue'] }));
    const { product, sku } = plainSku(mall.context, 5);
    expect(
      await asClient('POST', '/api/user/cart/create', access, {
        product_id: product.product_id,
        product_attr_unique: sku.unique,
        cart_num: 1,
      }),
    ).toEqual(OUT_OF_SCOPE);
    expect(await asClient('GET', '/api/company/member/lst', access)).toEqual(OUT_OF_SCOPE);
    expect(await asClient('GET', '/api/company/open_client/lst', access)).toEqual(OUT_OF_SCOPE);
    expect(await asClient('GET', '/api/company/token', access)).toEqual(OUT_OF_SCOPE);
    expect((await asClient('GET', `/api/store/product/detail/${product.product_id}`, access)).status).toBe(200);
  });

  it('a rotated client’s old tokens and secret fail on their next call; a revoked client’s everything does', async () => {
    const client = await createClient();
    const before = await accessTokenOf(client);
    expect((await asClient('GET', '/api/order/list', before)).status).toBe(200);
    const rotated = await mall.post(`/api/company/open_client/rotate/${client.id}`, {}, admin());
    expect(rotated.message).toBe('密钥已重置，原密钥及其令牌已失效');
    const secret = rotated.data.client_secret as string;
    expect(await asClient('GET', '/api/order/list', before)).toEqual(STOPPED);
    expect(await token(client.client_id, client.client_secret)).toEqual({ status: 400, message: M.badCredentials });
    const after = await accessTokenOf({ client_id: client.client_id, client_secret: secret });
    expect((await asClient('GET', '/api/order/list', after)).status).toBe(200);

    expect((await mall.post(`/api/company/open_client/revoke/${client.id}`, {}, admin())).message).toBe('客户端已停用');
    expect(await asClient('GET', '/api/order/list', after)).toEqual(STOPPED);
    expect(await token(client.client_id, secret)).toEqual({ status: 400, message: M.disabled });
    // revoking again answers the same; a stopped client is not rotated back to life
    expect((await mall.post(`/api/company/open_client/revoke/${client.id}`, {}, admin())).message).toBe('客户端已停用');
    expect(await mall.post(`/api/company/open_client/rotate/${client.id}`, {}, admin())).toEqual({ status: 400, message: M.disabled });
  });

  it('audits every call, refusals included, for the 管理员 only, paged by the mall', async () => {
    const client = await createClient({ name: '金蝶云' });
    await token(client.client_id, 'ocs_wrong');
    const access = await accessTokenOf(client);
    await asClient('GET', '/api/order/list?page=1', access);
    await asClient('GET', '/api/company/member/lst', access);
    const audit = (await mall.get(`/api/company/open_client/audit?limit=2&client_id=${client.client_id}`, admin())).data;
    expect(audit.count).toBe(4);
    expect(audit.list).toHaveLength(2);
    expect(audit.list[0]).toMatchObject({
      client_id: client.client_id,
      name: '金蝶云',
      method: 'GET',
      path: '/api/company/member/lst',
      status: 400,
      message: M.outOfScope,
      ip: '203.0.113.5',
      request_id: 'req-open-1',
    });
    expect(audit.list[1]).toMatchObject({ path: '/api/order/list', status: 200 });
    const second = (await mall.get('/api/company/open_client/audit?limit=2&page=2', admin())).data;
    expect(second.list.map((row: { path: string; message: string }) => [row.path, row.message])).toEqual([
      ['/api/open/token', 'success'],
      ['/api/open/token', M.badCredentials],
    ]);
    // kept 180 days: a row older than that goes with the next call
    const old = mall.context.db.prepare("UPDATE open_client_audit SET created_at = '2020-01-01 00:00:00' WHERE path = '/api/open/token'");
    expect(old.run().changes).toBe(2);
    await asClient('GET', '/api/order/list', access);
    expect((await mall.get('/api/company/open_client/audit', admin())).data.count).toBe(3);
    // another company's 管理员 sees none of it
    expect((await mall.get('/api/company/open_client/audit', memberToken(mall.context, 2, 3))).data.count).toBe(0);
  });
});
