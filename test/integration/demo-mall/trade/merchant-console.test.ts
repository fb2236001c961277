// The demo merchant console (/demo/merchant): lists paid orders, ships by express or rider, marks delivered and
// issues invoices, each change visible to the buyer; and the whole way 0 → 1 → 2 → 3 through console, take
// and review.
import { describe, expect, it } from 'vitest';
import { consolePost, paidOrder, plainSku } from './trade-helpers.ts';
import { tradeMallPerTest } from '../../../helpers/mall/malls.ts';

const mall = tradeMallPerTest();

const consolePage = () => mall.app.inject({ method: 'GET', url: '/demo/merchant' });
/** The console's ship form filled for an express parcel. */
const shipByExpress = (orderId: number, company: string, waybill: string) =>
  consolePost(mall, '/demo/merchant/ship', { order_id: orderId, mode: 'express', express_name: company, waybill });
const status = async (orderId: number) => (await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data.status as number;

describe('merchant console', () => {
  it('lists paid orders with their state and ship forms, escaping what buyers typed', async () => {
    const empty = await consolePage();
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toContain('text/html');
    expect(empty.body).toContain('暂无已支付的订单');
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    mall.context.db.prepare('UPDATE orders SET real_name = ? WHERE order_id = ?').run('<b>王</b>', orderId);
    const sn = mall.context.trade.orders.order(orderId)!.order_sn;
    const page = await consolePage();
    expect(page.body).toContain(sn);
    expect(page.body).toContain('待发货');
    expect(page.body).toContain('action="/demo/merchant/ship"');
    expect(page.body).not.toContain('<b>王</b>');
    expect(page.body).toContain('&#60;b&#62;王');
  });

  it('ships by express once, with the company and waybill the buyer then sees', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    const bad = await shipByExpress(orderId, '顺丰速运', '12');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('请输入正确的快递单号');
    const noCompany = await shipByExpress(orderId, '某快递', 'SF123456');
    expect(noCompany.body).toContain('请选择快递公司');
    expect((await consolePost(mall, '/demo/merchant/ship', { order_id: orderId })).body).toContain('请选择发货方式');
    expect(await status(orderId)).toBe(0);

    const shipped = await shipByExpress(orderId, '顺丰速运', 'SF1234567890');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.body).toContain('已发货');
    expect(shipped.body).toContain('顺丰速运 SF1234567890');
    const detail = (await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data;
    expect(detail).toMatchObject({ status: 1, delivery_type: '1', delivery_name: '顺丰速运', delivery_id: 'SF1234567890' });
    const again = await shipByExpress(orderId, '中通快递', 'ZT12345678');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('订单状态有误');
    const unknown = await shipByExpress(999999, '中通快递', 'ZT12345678');
    expect(unknown.body).toContain('订单不存在');
  });

  it('ships by rider and marks delivered once; the buyer’s rider page follows', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    expect((await consolePost(mall, '/demo/merchant/delivered', { order_id: orderId })).body).toContain('订单状态有误');
    const badPhone = await consolePost(mall, '/demo/merchant/ship', {
      order_id: orderId,
      mode: 'rider',
      rider_name: '李师傅',
      rider_phone: '123',
    });
    expect(badPhone.body).toContain('请输入正确的配送员电话');
    const noName = await consolePost(mall, '/demo/merchant/ship', { order_id: orderId, mode: 'rider', rider_phone: '13700001111' });
    expect(noName.body).toContain('请输入配送员姓名');
    await consolePost(mall, '/demo/merchant/ship', { order_id: orderId, mode: 'rider', rider_name: '李师傅', rider_phone: '13700001111' });
    expect((await mall.get(`/api/order/delivery/${orderId}`, mall.userToken)).data).toMatchObject({ status_name: '待接单' });
    const delivered = await consolePost(mall, '/demo/merchant/delivered', { order_id: orderId });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.body).toContain('已送达');
    expect((await mall.get(`/api/order/delivery/${orderId}`, mall.userToken)).data).toMatchObject({ status: 3, status_name: '已送达' });
    const twice = await consolePost(mall, '/demo/merchant/delivered', { order_id: orderId });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('订单已送达');
    expect(await status(orderId)).toBe(1);
  });

  it('issues a requested invoice once; the buyer sees it issued', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    expect((await consolePost(mall, '/demo/merchant/invoice', { order_id: orderId })).body).toContain('该订单未申请开票');
    const receipt = { receipt_type: 1, receipt_title_type: 1, receipt_title: '王先生', email: 'wang@example.com' };
    expect((await mall.post(`/api/order/receipt/${orderId}`, receipt, mall.userToken)).message).toBe('操作成功');
    expect((await consolePage()).body).toContain('action="/demo/merchant/invoice"');
    const issued = await consolePost(mall, '/demo/merchant/invoice', { order_id: orderId });
    expect(issued.statusCode).toBe(200);
    expect(issued.body).toContain('发票已开具');
    const seen = (await mall.get(`/api/order/detail/${orderId}`, mall.userToken)).data.receipt;
    expect(seen).toMatchObject({ status: 1, receipt_title: '王先生' });
    expect(seen.receipt_sn).toMatch(/^FP\d{8}\d{6}$/);
    const twice = await consolePost(mall, '/demo/merchant/invoice', { order_id: orderId });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('发票已开具');
  });
});

describe('the state machine', () => {
  it('goes 0 → 1 → 2 → 3 through console ship, take and review, and each tab follows', async () => {
    const { orderId } = await paidOrder(mall, mall.userToken, plainSku(mall.context));
    const tabIds = async (tab: number) =>
      (await mall.get(`/api/order/list?status=${tab}`, mall.userToken)).data.list.map((o: { order_id: number }) => o.order_id);
    expect(await status(orderId)).toBe(0);
    expect(await tabIds(0)).toEqual([orderId]);

    await shipByExpress(orderId, '京东物流', 'JD0001234567');
    expect(await status(orderId)).toBe(1);
    expect(await tabIds(1)).toEqual([orderId]);
    expect(await mall.post(`/api/order/del/${orderId}`, {}, mall.userToken)).toEqual({ status: 400, message: '订单状态有误' });

    expect((await mall.post(`/api/order/take/${orderId}`, {}, mall.userToken)).message).toBe('确认收货成功');
    expect(await status(orderId)).toBe(2);
    expect(await tabIds(2)).toEqual([orderId]);

    const orderProductId = mall.context.trade.orders.productsOf(orderId)[0]!.order_product_id;
    const review = { product_score: 4, service_score: 5, postage_score: 5, comment: '按时送达，质量稳定。', pics: [] };
    expect((await mall.post(`/api/reply/${orderProductId}`, review, mall.userToken)).message).toBe('评价成功');
    expect(await status(orderId)).toBe(3);
    expect(await tabIds(3)).toEqual([orderId]);
    expect((await consolePage()).body).toContain('已完成');
    expect(await mall.post(`/api/order/del/${orderId}`, {}, mall.userToken)).toEqual({ status: 200, message: '删除成功' });
  });
});
