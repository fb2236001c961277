// 我的发票 in the demo mall: saved invoice titles (create with the shared rules, edit, one default, the default
// cannot be deleted, per buyer) and the invoices requested on orders by tab, issued in the merchant console.
import { describe, expect, it } from 'vitest';
import { addAddress, buyNow, consolePost, placeOrder, plainSku } from './trade/trade-helpers.ts';
import { tradeMallPerTest } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

const personal = { receipt_type: 1, receipt_title_type: 1, receipt_title: '王先生', email: 'wang@example.com' };
const special = {
  receipt_type: 2,
  receipt_title_type: 2,
  receipt_title: '东联测试有限公司',
  duty_paragraph: '91350100M000100Y43',
  bank_name: '工商银行',
  bank_code: '6222000011112222',
  address: '上海市浦东新区 1 号',
  tel: '021-12345678',
};

describe('saved invoice titles', () => {
  it('refuses a title that breaks the invoice rules with the Chinese message', async () => {
    const post = (body: object) => mall.post('/api/user/receipt/create', body, mall.userToken);
    expect((await post({ ...personal, receipt_title: '' })).message).toBe('发票抬头不能为空');
    expect((await post({ ...personal, email: '' })).message).toBe('邮箱不能为空');
    expect((await post({ ...personal, receipt_title_type: 2 })).message).toBe('税号不能为空');
    expect((await post({ ...special, receipt_title_type: 1 })).message).toBe('增值税专用发票抬头类型必须为企业');
    expect((await post({ ...special, bank_name: '' })).message).toBe('开户行不能为空');
    expect((await post({ ...special, tel: '' })).message).toBe('企业电话不能为空');
    expect((await mall.get('/api/user/receipt/lst', mall.userToken)).data).toEqual([]);
  });

  it('adds, edits, keeps one default first and refuses to delete the default', async () => {
    expect(await mall.post('/api/user/receipt/create', personal, mall.userToken)).toEqual({ status: 200, message: '添加成功' });
    expect(await mall.post('/api/user/receipt/create', { ...special, is_default: 1 }, mall.userToken)).toEqual({
      status: 200,
      message: '添加成功',
    });
    let list = (await mall.get('/api/user/receipt/lst', mall.userToken)).data;
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((r: { receipt_title: string; is_default: number }) => [r.receipt_title, r.is_default])).toEqual([
      ['东联测试有限公司', 1],
      ['王先生', 0],
    ]);
    const [company, person] = list;
    expect(company).toMatchObject({ receipt_type: 2, receipt_title_type: 2, bank_code: '6222000011112222', email: '' });
    expect((await mall.get('/api/user/receipt/lst?receipt_type=1', mall.userToken)).data).toHaveLength(1);

    expect(await mall.post(`/api/user/receipt/delete/${company.user_receipt_id}`, {}, mall.userToken)).toEqual({
      status: 400,
      message: '默认项不可删除',
    });
    expect(
      await mall.post(`/api/user/receipt/update/${person.user_receipt_id}`, { ...personal, receipt_title: '王小明' }, mall.userToken),
    ).toEqual({ status: 200, message: '编辑成功' });
    expect(await mall.post(`/api/user/receipt/is_default/${person.user_receipt_id}`, {}, mall.userToken)).toEqual({
      status: 200,
      message: '修改成功',
    });
    list = (await mall.get('/api/user/receipt/lst', mall.userToken)).data;
    expect(list[0]).toMatchObject({ receipt_title: '王小明', is_default: 1 });
    expect(list[1]).toMatchObject({ receipt_title: '东联测试有限公司', is_default: 0 });
    expect((await mall.get(`/api/user/receipt/detail/${person.user_receipt_id}`, mall.userToken)).data.receipt_title).toBe('王小明');

    // another buyer sees and changes nothing of it
    expect((await mall.get('/api/user/receipt/lst', mall.ownerToken)).data).toEqual([]);
    expect((await mall.post(`/api/user/receipt/delete/${company.user_receipt_id}`, {}, mall.ownerToken)).message).toBe('数据不存在');
    expect((await mall.get(`/api/user/receipt/detail/${company.user_receipt_id}`, mall.ownerToken)).message).toBe('数据不存在');

    expect(await mall.post(`/api/user/receipt/delete/${company.user_receipt_id}`, {}, mall.userToken)).toEqual({
      status: 200,
      message: '删除成功',
    });
    expect((await mall.get('/api/user/receipt/lst', mall.userToken)).data).toHaveLength(1);
    expect(await mall.get('/api/user/receipt/lst', '')).toEqual({ status: 400, message: '请登录' });
  });
});

describe('invoices requested on orders', () => {
  async function orderWithInvoice(receipt: object) {
    const pick = plainSku(mall.context);
    const addressId = await addAddress(mall, mall.userToken);
    const cartId = await buyNow(mall, mall.userToken, pick);
    const { created } = await placeOrder(mall, mall.userToken, [cartId], addressId, {
      receipt_data: [{ ...receipt, mer_id: pick.product.mer_id }],
    });
    expect(created.status).toBe(200);
    const groupId = created.data.order_id as number;
    expect((await mall.post(`/api/order/pay/${groupId}`, { type: 'balance' }, mall.userToken)).data.status).toBe('success');
    return mall.context.trade.orders.ordersOfGroup(groupId)[0]!.order_id;
  }

  it('lists them by tab: 未开票, then 已开票 and, for a paper VAT invoice, 未寄出', async () => {
    const count = async (status: string) => (await mall.get(`/api/user/receipt/order?status=${status}`, mall.userToken)).data.count;
    const before = { all: await count(''), open: await count('0'), issued: await count('1'), unsent: await count('2') };
    const normalOrder = await orderWithInvoice(personal);
    const specialOrder = await orderWithInvoice(special);
    expect(await count('')).toBe(before.all + 2);
    expect(await count('0')).toBe(before.open + 2);
    const all = (await mall.get('/api/user/receipt/order?status=&page=1&limit=10', mall.userToken)).data.list;
    expect(all[0]).toMatchObject({
      order_id: specialOrder,
      status: 0,
      receipt_info: { receipt_title: '东联测试有限公司', receipt_type: 2 },
    });
    expect(all[0].storeOrder.orderProduct.length).toBeGreaterThan(0);

    await consolePost(mall, '/demo/merchant/invoice', { order_id: specialOrder });
    await consolePost(mall, '/demo/merchant/invoice', { order_id: normalOrder });
    expect(await count('0')).toBe(before.open);
    expect(await count('1')).toBe(before.issued + 2);
    expect(await count('2')).toBe(before.unsent + 1);
    const detail = await mall.get(`/api/user/receipt/order/${all[0].order_receipt_id}`, mall.userToken);
    expect(detail.data).toMatchObject({ status: 1, receipt_info: { bank_name: '工商银行' } });
    expect(detail.data.receipt_sn).toMatch(/^FP\d{8}/);
    expect(detail.data.status_time).not.toBe('');
    expect((await mall.get(`/api/user/receipt/order/${all[0].order_receipt_id}`, mall.ownerToken)).message).toBe('数据不存在');
  });
});
