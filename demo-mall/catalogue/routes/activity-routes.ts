// 限时秒杀 and 预售: time slots, lists and details. States follow the clock on every call.
import { formatFen } from '#shared/money.ts';
import type { FastifyInstance } from 'fastify';
import { fail, formatDateTime, ok } from '../../core/envelope.ts';
import { check, idOf, int, joined, paginate, pagingOf, paramsOf } from '../../core/param-schemas.ts';
import { readParams } from '../../core/params.ts';
import { AGREEMENTS } from '../../platform/seed/seed-agreements.ts';
import { currentSlot, hourStart, presellStatus, slotStateText, slotStatus, soldPercent, unix } from '../activity-clock.ts';
import type { PresellInfo, Product, SeckillInfo } from '../catalogue-types.ts';
import type { CatalogueRouteDeps } from './route-deps.ts';

const PRESELL_STATE_TEXT = ['未开始', '进行中', '已结束'] as const;

const SeckillQuery = paramsOf({ start_time: joined, mer_id: int(0) });
/** type: 0 upcoming, 1 running, 2 ended; default (4) = not yet over */
const PresellQuery = paramsOf({ type: int(4), mer_id: int(0) });

export function registerActivityRoutes(app: FastifyInstance, deps: CatalogueRouteDeps): void {
  const { catalogue, views, gate } = deps;
  const { goods, merchants } = catalogue;
  const { seckillSlots, seckillInfos, seckillByProduct, presellInfos, presellById } = catalogue.activities;

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
      percent: soldPercent(product.sales, views.productStock(product)),
    };
  };

  app.get('/api/store/product/seckill/select', async () => {
    const now = new Date();
    const seckillTime = seckillSlots.map((slot) => {
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
    const running = currentSlot(seckillSlots, now);
    const index = running
      ? seckillSlots.indexOf(running)
      : Math.max(
          0,
          seckillTime.findIndex((s) => s.pc_status === 2),
        );
    return ok({ seckillTime, seckillTimeIndex: index, seckillEndTime: running ? unix(hourStart(now, running.end_time)) : 0 });
  });

  app.get('/api/store/product/seckill/lst', async (request) => {
    const params = readParams(request);
    const input = check(SeckillQuery, params);
    if (!input.ok) return input.body;
    const now = new Date();
    const running = currentSlot(seckillSlots, now);
    const startHour = input.value.start_time === '' ? running?.start_time : int(-1).parse(input.value.start_time);
    const slot = seckillSlots.find((s) => s.start_time === startHour);
    if (!slot) return ok({ count: 0, list: [] });
    const merId = input.value.mer_id;
    const products = seckillInfos
      .filter((info) => info.slot_id === slot.seckill_time_id)
      .map((info) => ({ info, product: goods.productById.get(info.product_id) }))
      .filter((x): x is { info: SeckillInfo; product: Product } => x.product !== undefined && (!merId || x.product.mer_id === merId));
    const { page, limit } = pagingOf(params, 10);
    const result = paginate(products, page, limit);
    return ok({
      count: result.count,
      list: result.list.map(({ info, product }) => ({
        ...views.spuItem(product),
        is_new: product.is_new,
        cost: formatFen(product.cost),
        care_count: product.care_count,
        ...seckillFields(product, info, now),
        seckillActive: { start_time: info.start_hour, end_time: info.end_hour, status: slotStatus(slot, now) },
      })),
    });
  });

  app.get('/api/store/product/seckill/detail/:id', async (request) => {
    const product = goods.productById.get(idOf(request));
    const info = product ? seckillByProduct.get(product.product_id) : undefined;
    if (!product || !info) return fail('商品不存在');
    const viewer = gate.viewer(request);
    return ok({ ...views.detail(product, viewer), ...seckillFields(product, info, new Date()), old_status: 1 });
  });

  const presellRow = (info: PresellInfo, now: Date) => {
    const product = goods.productById.get(info.product_id) as Product;
    const status = presellStatus(info, now);
    const deposits = product.skus.map((s) => s.down_price ?? 0);
    const downPrice = info.presell_type === 2 ? Math.min(...deposits) : 0;
    const merchant = merchants.merchantById.get(info.mer_id);
    return {
      product_presell_id: info.product_presell_id,
      product_id: info.product_id,
      mer_id: info.mer_id,
      store_name: info.store_name,
      store_info: product.store_info,
      image: product.image,
      presell_type: info.presell_type,
      price: formatFen(product.price),
      ot_price: formatFen(product.ot_price),
      down_price: formatFen(downPrice),
      final_price: formatFen(info.presell_type === 2 ? product.price - downPrice : 0),
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
      stock: views.productStock(product),
      product: {
        product_id: product.product_id,
        store_name: product.store_name,
        image: product.image,
        price: formatFen(product.price),
        ot_price: formatFen(product.ot_price),
        unit_name: product.unit_name,
        rate: product.rate.toFixed(1),
        sales: product.sales,
      },
      merchant: merchant
        ? { mer_id: merchant.mer_id, mer_avatar: merchant.mer_avatar, mer_name: merchant.mer_name, is_trader: merchant.is_trader }
        : null,
      coupon: [],
    };
  };

  app.get('/api/store/product/presell/lst', async (request) => {
    const params = readParams(request);
    const input = check(PresellQuery, params);
    if (!input.ok) return input.body;
    const now = new Date();
    const { type, mer_id: merId } = input.value;
    const rows = presellInfos.filter((info) => {
      const status = presellStatus(info, now);
      if (merId && info.mer_id !== merId) return false;
      return type === 4 ? status !== 2 : status === type;
    });
    const { page, limit } = pagingOf(params, 16);
    const result = paginate(rows, page, limit);
    return ok({ count: result.count, list: result.list.map((info) => presellRow(info, now)) });
  });

  app.get('/api/store/product/presell/detail/:id', async (request) => {
    const info = presellById.get(idOf(request));
    const product = info ? goods.productById.get(info.product_id) : undefined;
    if (!info || !product) return fail('商品已下架');
    const viewer = gate.viewer(request);
    const { product: _brief, ...row } = presellRow(info, new Date());
    return ok({ ...row, product: views.detail(product, viewer) });
  });

  app.get('/api/store/product/presell/agree', async () => {
    const agreement = AGREEMENTS.sys_product_presell_agree;
    return ok({ sys_product_presell_agree: agreement?.content ?? '', title: agreement?.title ?? '', content: agreement?.content ?? '' });
  });
}
