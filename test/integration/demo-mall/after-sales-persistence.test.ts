// After-sales state lives in the SQLite file (docs/adr/0010-demo-mall-modules-and-sqlite.md): a return started
// before a restart goes on after it, and the refunded state, the payout and the balance survive another restart.
import { uploadedPicture } from './picture-upload-helpers.ts';
import { describe, expect, it } from 'vitest';
import { buildDemoMall } from '../../../demo-mall/app.ts';
import { applyRefund, balanceOf, consoleRefund, paidOrderOf, RETURN_ADDRESS, sameMerchantSkus, shipOrder } from './after-sales-helpers.ts';
import { asTradeMall, type TradeMall } from './trade/trade-helpers.ts';
import { tempFilePerBlock } from '../../helpers/mall/lifecycle.ts';

const file = tempFilePerBlock('demo-mall-refunds-', 'mall.sqlite');

/** A demo mall on the file, shaped like the trade tests' mall (its clock is the system's). */
async function openMall(): Promise<TradeMall> {
  const { app, context } = await buildDemoMall({ database: file.path, testHooks: true, printSms: false, orderSweepMs: 0 });
  const systemClock = {
    advance: () => {
      throw new Error('the file mall keeps the system clock');
    },
    now: () => Date.now(),
  };
  return asTradeMall(app, context, systemClock);
}

/** Opens the mall on the file again (a restart), runs `check` on it and closes it whatever happens. */
async function afterRestart(check: (mall: TradeMall) => Promise<void>): Promise<void> {
  const mall = await openMall();
  try {
    await check(mall);
  } finally {
    await mall.close();
  }
}

describe('after-sales across restarts', () => {
  it('keeps a return in progress, then its refund, payout and balance', async () => {
    const first = await openMall();
    first.context.trade.purse.addBalance('user:1', 5_000_000);
    const [pick] = sameMerchantSkus(first.context, 1);
    if (!pick) throw new Error('no product');
    const { orderId, order } = await paidOrderOf(first, first.userToken, [{ pick, num: 1 }]);
    await shipOrder(first, orderId);
    const goods = order.pay_price_fen - order.total_postage_fen;
    const photo = await uploadedPicture(first, first.userToken);
    const applied = await applyRefund(first, first.userToken, orderId, {
      type: 1,
      refund_type: 2,
      num: 1,
      ids: String(first.context.trade.orders.productsOf(orderId)[0]?.order_product_id),
      refund_message: '收到商品损坏了',
      refund_price: (goods / 100).toFixed(2),
      pics: [photo],
    });
    const refundId = applied.data.refund_order_id as number;
    expect((await consoleRefund(first, 'agree', { refund_order_id: refundId, ...RETURN_ADDRESS })).statusCode).toBe(200);
    await first.close();

    await afterRestart(async (second) => {
      const detail = (await second.get(`/api/refund/detail/${refundId}`, second.userToken)).data;
      expect(detail).toMatchObject({ status: 1, pics: [photo], ...RETURN_ADDRESS });
      const marks = (await second.get(`/api/order/detail/${orderId}`, second.userToken)).data.orderProduct[0];
      expect(marks).toMatchObject({ is_refund: 1, refund_num: 0 });
      const shipment = { delivery_type: '顺丰速运', delivery_id: 'SF5550001234', delivery_phone: '13912345678' };
      expect((await second.post(`/api/refund/back_goods/${refundId}`, shipment, second.userToken)).message).toBe('提交成功');
      expect((await consoleRefund(second, 'received', { refund_order_id: refundId })).statusCode).toBe(200);
    });

    await afterRestart(async (third) => {
      expect((await third.get(`/api/refund/detail/${refundId}`, third.userToken)).data).toMatchObject({
        status: 2,
        delivery_id: 'SF5550001234',
      });
      const before = balanceOf(third, 'user:1');
      expect((await consoleRefund(third, 'refund', { refund_order_id: refundId })).statusCode).toBe(200);
      expect(balanceOf(third, 'user:1')).toBe(before + goods);
    });

    await afterRestart(async (fourth) => {
      expect((await fourth.get(`/api/refund/detail/${refundId}`, fourth.userToken)).data).toMatchObject({
        status: 3,
        refund_channel: 'balance',
      });
      expect((await fourth.get(`/api/order/detail/${orderId}`, fourth.userToken)).data.status).toBe(-1);
      expect((await fourth.get('/api/refund/list?type=2', fourth.userToken)).data.count).toBe(1);
      // a refund already made stays made: the console's button does nothing more after a restart
      const balance = balanceOf(fourth, 'user:1');
      expect((await consoleRefund(fourth, 'refund', { refund_order_id: refundId })).statusCode).toBe(200);
      expect(balanceOf(fourth, 'user:1')).toBe(balance);
    });
  });
});
