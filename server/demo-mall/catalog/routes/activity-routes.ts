// 限时秒杀 and 预售: time slots, lists and details. States follow the clock on every call.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, formatDateTime, money, ok, paginate, readPaging } from '../../envelope.ts';
import { currentSlot, hourStart, presellStatus, slotStateText, slotStatus, soldPercent, unix } from '../activity-clock.ts';
import type { PresellInfo, Product, SeckillInfo } from '../catalog-types.ts';
import { int, pathId, readParams, str } from '../../params.ts';
import { AGREEMENTS } from '../seed/seed-agreements.ts';
import { toDetail, toSpuItem } from '../views/product-views.ts';

const PRESELL_STATE_TEXT = ['未开始', '进行中', '已结束'] as const;

export function registerActivityRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;

  const seckillFields = (product: Product, info: SeckillInfo, now: Date) => {
    const status = slotStatus({ start_time: info.start_hour, end_time: info.end_hour }, now);
    return {
      stop: unix(hourStart(now, info.end_hour)),
      start: unix(hourStart(now, info.start_hour)),
      start_time: info.start_hour,
      end_time: info.end_hour,
      quota: info.quota,
      quota_show: info.quota,
      once_max_count: info.once_max_count,
      /** 0 ended, 1 running, 2 upcoming (same codes as the slot's pc_status) */
      seckill_status: status,
      seckill_state: slotStateText(status),
      /** 已抢 percentage, 0..100 */
      percent: soldPercent(product.sales, product.stock),
    };
  };

  app.get('/api/store/product/seckill/select', async () => {
    const now = new Date();
    const seckillTime = store.seckillSlots.map((slot) => {
      const status = slotStatus(slot, now);
      return {
        seckill_time_id: slot.seckill_time_id,
        title: slot.title,
        start_time: slot.start_time,
        end_time: slot.end_time,
        status: 1,
        pic: slot.pic,
        start: unix(hourStart(now, slot.start_time)),
        stop: unix(hourStart(now, slot.end_time)),
        pc_status: status,
        state: slotStateText(status),
      };
    });
    const running = currentSlot(store.seckillSlots, now);
    const index = running ? store.seckillSlots.indexOf(running) : Math.max(0, seckillTime.findIndex((s) => s.pc_status === 2));
    return ok({ seckillTime, seckillTimeIndex: index, seckillEndTime: running ? unix(hourStart(now, running.end_time)) : 0 });
  });

  app.get('/api/store/product/seckill/lst', async (request) => {
    const params = readParams(request);
    const now = new Date();
    const running = currentSlot(store.seckillSlots, now);
    const startHour = str(params, 'start_time') === '' ? running?.start_time : int(params, 'start_time', -1);
    const slot = store.seckillSlots.find((s) => s.start_time === startHour);
    if (!slot) return ok({ count: 0, list: [] });
    const merId = int(params, 'mer_id', 0);
    const products = store.seckillInfos
      .filter((info) => info.slot_id === slot.seckill_time_id)
      .map((info) => ({ info, product: store.productById.get(info.product_id) }))
      .filter((x): x is { info: SeckillInfo; product: Product } => x.product !== undefined && (!merId || x.product.mer_id === merId));
    const { page, limit } = readPaging(params, 10);
    const result = paginate(products, page, limit);
    return ok({
      count: result.count,
      list: result.list.map(({ info, product }) => ({
        ...toSpuItem(store, product),
        is_new: product.is_new,
        cost: money(product.cost),
        care_count: product.care_count,
        ...seckillFields(product, info, now),
        seckillActive: { start_time: info.start_hour, end_time: info.end_hour, status: slotStatus(slot, now) },
      })),
    });
  });

  app.get('/api/store/product/seckill/detail/:id', async (request) => {
    const product = store.productById.get(pathId(request));
    const info = product ? store.seckillByProduct.get(product.product_id) : undefined;
    if (!product || !info) return fail('商品不存在');
    const viewer = context.guard.optional(request);
    return ok({ ...toDetail(store, product, viewer), ...seckillFields(product, info, new Date()), old_status: 1 });
  });

  const presellRow = (info: PresellInfo, now: Date) => {
    const product = store.productById.get(info.product_id) as Product;
    const status = presellStatus(info, now);
    const deposits = product.skus.map((s) => s.down_price ?? 0);
    const downPrice = info.presell_type === 2 ? Math.min(...deposits) : 0;
    const merchant = store.merchantById.get(info.mer_id);
    return {
      product_presell_id: info.product_presell_id,
      product_id: info.product_id,
      mer_id: info.mer_id,
      store_name: info.store_name,
      store_info: product.store_info,
      image: product.image,
      presell_type: info.presell_type,
      price: money(product.price),
      ot_price: money(product.ot_price),
      down_price: money(downPrice),
      final_price: money(info.presell_type === 2 ? product.price - downPrice : 0),
      start_time: formatDateTime(info.start_time),
      end_time: formatDateTime(info.end_time),
      final_start_time: info.final_start_time ? formatDateTime(info.final_start_time) : '',
      final_end_time: info.final_end_time ? formatDateTime(info.final_end_time) : '',
      start_unix: unix(info.start_time),
      end_unix: unix(info.end_time),
      delivery_type: info.delivery_type,
      delivery_day: info.delivery_day,
      pay_count: info.pay_count,
      status: 1,
      is_show: 1,
      product_status: 1,
      action_status: 1,
      presell_status: status,
      presell_state: PRESELL_STATE_TEXT[status],
      tattend_one: info.tattend_one,
      tattend_two: info.tattend_two,
      seles: info.seles,
      stock: product.stock,
      product: { product_id: product.product_id, store_name: product.store_name, image: product.image, price: money(product.price), ot_price: money(product.ot_price), unit_name: product.unit_name, rate: product.rate.toFixed(1), sales: product.sales },
      merchant: merchant ? { mer_id: merchant.mer_id, mer_avatar: merchant.mer_avatar, mer_name: merchant.mer_name, is_trader: merchant.is_trader } : null,
      coupon: [],
    };
  };

  // type: 0 upcoming, 1 running, 2 ended; default (4) = not yet over.
  app.get('/api/store/product/presell/lst', async (request) => {
    const params = readParams(request);
    const now = new Date();
    const type = int(params, 'type', 4);
    const merId = int(params, 'mer_id', 0);
    const rows = store.presellInfos.filter((info) => {
      const status = presellStatus(info, now);
      if (merId && info.mer_id !== merId) return false;
      return type === 4 ? status !== 2 : status === type;
    });
    const { page, limit } = readPaging(params, 16);
    const result = paginate(rows, page, limit);
    return ok({ count: result.count, list: result.list.map((info) => presellRow(info, now)) });
  });

  app.get('/api/store/product/presell/detail/:id', async (request) => {
    const info = store.presellById.get(pathId(request));
    const product = info ? store.productById.get(info.product_id) : undefined;
    if (!info || !product) return fail('商品已下架');
    const viewer = context.guard.optional(request);
    const { product: _brief, ...row } = presellRow(info, new Date());
    return ok({ ...row, product: toDetail(store, product, viewer) });
  });

  app.get('/api/store/product/presell/agree', async () => {
    const agreement = AGREEMENTS.sys_product_presell_agree;
    return ok({ sys_product_presell_agree: agreement?.content ?? '', title: agreement?.title ?? '', content: agreement?.content ?? '' });
  });
}
