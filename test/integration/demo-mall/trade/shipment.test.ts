// After payment (docs/mall-api.md §3.7): the courier timeline grows with the clock and ends signed once the
// order is marked delivered; the rider goes 待接单 → 待取货 → 配送中 → 已送达; an invoice is asked for once.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../demo-mall/core/envelope.ts';
import { paidOrder, plainSku } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

const MINUTE = 60_000;
const advance = (ms: number) => mall.advance(ms);
const nowText = () => formatDateTime(new Date(mall.now()));

function ship(orderId: number, type: '1' | '5', name: string, id: string) {
  return mall.context.trade.fulfilment.ship(orderId, {
    delivery_type: type,
    delivery_name: name,
    delivery_id: id,
    delivery_time: nowText(),
  });
}

describe('courier tracking', () => {
  it('refuses before shipping and for someone else, then steps forward with the clock and ends signed', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    expect(await mall.post(`/api/order/express/${orderId}`, {}, mall.userToken)).toEqual({ status: 400, message: '订单未发货' });
    ship(orderId, '1', '顺丰速运', 'SF1234567890');
    expect(await mall.post(`/api/order/express/${orderId}`, {}, mall.ownerToken)).toEqual({ status: 400, message: '订单不存在' });

    const first = await mall.post(`/api/order/express/${orderId}`, {}, mall.userToken);
    expect(first.data.express.map((s: { status: string }) => s.status)).toEqual(['商家已发货，等待顺丰速运揽收']);
    expect(first.data.order).toMatchObject({ order_id: orderId, status: 1, delivery_name: '顺丰速运', delivery_id: 'SF1234567890' });

    advance(5 * 60 * MINUTE);
    const later = await mall.post(`/api/order/express/${orderId}`, {}, mall.userToken);
    expect(later.data.express).toHaveLength(3);
    expect(later.data.express[0].status).toBe('快件已发出，正在发往转运中心');
    // the same instant reads the same
    expect((await mall.post(`/api/order/express/${orderId}`, {}, mall.userToken)).data.express).toEqual(later.data.express);

    expect(mall.context.trade.fulfilment.markDelivered(orderId, nowText())).toBe(true);
    advance(48 * 60 * MINUTE);
    const signed = (await mall.post(`/api/order/express/${orderId}`, {}, mall.userToken)).data.express;
    expect(signed).toHaveLength(4);
    expect(signed[0].status).toBe('快件已签收，签收人：本人。感谢使用顺丰速运');
    expect(await mall.get(`/api/order/delivery/${orderId}`, mall.userToken)).toEqual({ status: 400, message: '该订单不是同城配送' });
  });
});

describe('same-city rider', () => {
  it('goes 待接单 → 待取货 → 配送中 with the clock and 已送达 when delivered, with a fixed 收货码', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    expect(await mall.get(`/api/order/delivery/${orderId}`, mall.userToken)).toEqual({ status: 400, message: '订单未发货' });
    ship(orderId, '5', '李师傅', '13700001111');
    const states: string[] = [];
    const read = async () => (await mall.get(`/api/order/delivery/${orderId}`, mall.userToken)).data;
    const first = await read();
    states.push(first.status_name);
    expect(first).toMatchObject({ status: 0, rider: { name: '李师傅', phone: '13700001111' } });
    expect(first.list[0].status).toBe('等待配送员接单完成后开始配送');
    expect(first.receive_code).toMatch(/^\d{4}$/);
    advance(6 * MINUTE);
    states.push((await read()).status_name);
    advance(10 * MINUTE);
    states.push((await read()).status_name);
    mall.context.trade.fulfilment.markDelivered(orderId, nowText());
    const done = await read();
    states.push(done.status_name);
    expect(states).toEqual(['待接单', '待取货', '配送中', '已送达']);
    expect(done.receive_code).toBe(first.receive_code);
    expect(await mall.get(`/api/order/delivery/${orderId}`, mall.companyToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.post(`/api/order/express/${orderId}`, {}, mall.userToken)).toEqual({ status: 400, message: '该订单不是快递配送' });
  });
});

describe('invoice request', () => {
  const company = {
    receipt_type: 1,
    receipt_title_type: 2,
    receipt_title: '东联测试有限公司',
    duty_paragraph: '91350100M000100Y43',
    email: 'finance@example.com',
  };

  it("validates with CRMEB's receipt validator, records the request once and shows it on the order", async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    expect(await mall.post(`/api/order/receipt/${orderId}`, { ...company, receipt_title: '' }, mall.userToken)).toEqual({
      status: 400,
      message: '发票抬头不能为空',
    });
    // CRMEB's rule is alphaNum only; the storefront's length and credit-code checks are its own
    expect(await mall.post(`/api/order/receipt/${orderId}`, { ...company, duty_paragraph: 'AB-12' }, mall.userToken)).toEqual({
      status: 400,
      message: '税号只能是字母和数字',
    });
    expect(await mall.post(`/api/order/receipt/${orderId}`, { ...company, receipt_type: 2 }, mall.userToken)).toEqual({
      status: 400,
      message: '开户行不能为空',
    });
    expect(await mall.post(`/api/order/receipt/${orderId}`, company, mall.ownerToken)).toEqual({ status: 400, message: '订单不存在' });
    expect(await mall.post(`/api/order/receipt/${orderId}`, company, mall.userToken)).toEqual({ status: 200, message: '操作成功' });
    expect(await mall.post(`/api/order/receipt/${orderId}`, company, mall.userToken)).toEqual({ status: 400, message: '该订单已申请开票' });
    const detail = await mall.get(`/api/order/detail/${orderId}`, mall.userToken);
    expect(detail.data.receipt).toMatchObject({ receipt_type: 1, receipt_title: '东联测试有限公司', status: 0, receipt_sn: '' });
  });
});
