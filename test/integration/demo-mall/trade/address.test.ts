// Addresses and the region list (docs/mall-api.md §3.9): create, edit, default, delete, refusals; per principal.
import { describe, expect, it } from 'vitest';
import { cityList } from '../../../../demo-mall/trade/regions/regions.ts';
import { addressBody, leafChain } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';

/** Province, city and a district that still has streets below it: three steps, not yet a leaf. */
function districtWithStreets(): { id: number; name: string }[] {
  for (const province of cityList(0)) {
    for (const city of cityList(province.id)) {
      const district = cityList(city.id).find((node) => node.snum > 0);
      if (district) return [province, city, district].map(({ id, name }) => ({ id, name }));
    }
  }
  throw new Error('the region tree has no district with streets');
}

const mall = tradeMallPerTest();

describe('addresses', () => {
  it('creates the first address as the default and lists it with CRMEB fields', async () => {
    const created = await mall.post('/api/user/address/create', addressBody(), mall.userToken);
    expect(created).toMatchObject({ status: 200, message: '添加成功' });
    expect(created.data).toMatchObject({ real_name: '王收货', is_default: 1, uid: 1, is_del: 0 });
    const chain = leafChain();
    expect(created.data.province_id).toBe(chain[0]?.id);
    const list = await mall.get('/api/user/address/lst', mall.userToken);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.count).toBeUndefined();
  });

  it('edits with address_id, moves the default, refuses deleting the default', async () => {
    const first = (await mall.post('/api/user/address/create', addressBody(), mall.userToken)).data.address_id as number;
    const second = (await mall.post('/api/user/address/create', addressBody({ real_name: '赵二' }), mall.userToken)).data
      .address_id as number;
    const edited = await mall.post('/api/user/address/create', addressBody({ address_id: second, detail: '新地址 1 号' }), mall.userToken);
    expect(edited).toEqual({ status: 200, message: '编辑成功' });
    expect((await mall.get(`/api/user/address/detail/${second}`, mall.userToken)).data.detail).toBe('新地址 1 号');

    expect(await mall.post(`/api/user/address/delete/${first}`, {}, mall.userToken)).toEqual({ status: 400, message: '默认地址不能删除' });
    expect(await mall.post(`/api/user/address/update/${second}`, {}, mall.userToken)).toEqual({ status: 200, message: '修改成功' });
    const list = (await mall.get('/api/user/address/lst', mall.userToken)).data.list as { address_id: number; is_default: number }[];
    expect(list[0]).toMatchObject({ address_id: second, is_default: 1 });
    expect(await mall.post(`/api/user/address/delete/${first}`, {}, mall.userToken)).toEqual({ status: 200, message: '删除成功' });
  });

  it("answers CRMEB's address validator and region messages", async () => {
    expect((await mall.post('/api/user/address/create', addressBody({ real_name: ' ' }), mall.userToken)).message).toBe(
      '收货人姓名不能为空',
    );
    expect((await mall.post('/api/user/address/create', addressBody({ area: [] }), mall.userToken)).message).toBe('收货信息不能为空');
    const chain = leafChain();
    const wrongName = chain.map((step, i) => (i === 1 ? { ...step, name: '不存在' } : step));
    expect((await mall.post('/api/user/address/create', addressBody({ area: wrongName }), mall.userToken)).message).toBe(
      '请选择正确的收货地址',
    );
    // CRMEB's UserAddressValidate wants three steps at least (min:3) before the tree is asked
    expect((await mall.post('/api/user/address/create', addressBody({ area: chain.slice(0, 1) }), mall.userToken)).message).toBe(
      '收货信息长度不能小于 3',
    );
    expect((await mall.post('/api/user/address/create', addressBody({ area: districtWithStreets() }), mall.userToken)).message).toBe(
      '请手动选择所在地区',
    );
    // the address phone is 收货人电话 in CRMEB's validator, where the storefront says 手机号
    expect((await mall.post('/api/user/address/create', addressBody({ phone: '123' }), mall.userToken)).message).toBe('收货人电话格式不符');
    expect(await mall.get('/api/user/address/detail/999', mall.userToken)).toEqual({ status: 400, message: '地址不存在' });
  });

  it('keeps a company account’s addresses apart from its owner’s and needs a login', async () => {
    await mall.post('/api/user/address/create', addressBody(), mall.companyToken);
    expect((await mall.get('/api/user/address/lst', mall.companyToken)).data.list).toHaveLength(1);
    expect((await mall.get('/api/user/address/lst', mall.ownerToken)).data.list).toHaveLength(0);
    const response = await mall.app.inject({ method: 'GET', url: '/api/user/address/lst' });
    expect(response.json()).toEqual({ status: 400, message: '请登录' });
  });

  it('lists regions publicly', async () => {
    const provinces = await mall.app.inject({ method: 'GET', url: '/api/v2/system/city/lst/0' });
    const body = provinces.json() as { status: number; data: { id: number; name: string }[] };
    expect(body.status).toBe(200);
    expect(body.data.length).toBeGreaterThan(30);
  });
});
