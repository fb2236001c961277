// /goods_seckill?slot=<start hour>&page=: time-slot tabs (抢购中/待开始/已结束) and the slot's goods, 16 per page.
import type { PageContextServer } from 'vike/types';
import { EMPTY_SECKILL, type SeckillSelect } from '#web/features/browse/activity-types.ts';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type Paged, type SpuItem } from '#web/features/browse/types.ts';
import { withShown } from '#web/features/goods/card-view.ts';
import { viewerOfLayout } from '#web/features/goods/price/price-viewer.ts';

const LIMIT = 16;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const select = await pageContext.mall.getOr<SeckillSelect>('/api/store/product/seckill/select', EMPTY_SECKILL);
  const slots = select.seckillTime ?? [];
  const wanted = search.slot !== undefined ? slots.find((slot) => String(slot.start_time) === search.slot) : undefined;
  const current = wanted ?? slots[select.seckillTimeIndex] ?? slots[0] ?? null;
  const page = intParam(search.page, 1);
  const products = current
    ? await pageContext.mall.getOr<Paged<SpuItem>>('/api/store/product/seckill/lst', EMPTY_PAGE, {
        page,
        limit: LIMIT,
        start_time: current.start_time,
        end_time: current.end_time,
      })
    : EMPTY_PAGE;
  return {
    meta: { title: '限时秒杀', description: '限时秒杀：每日多个场次，工业品与办公用品超低价限量抢购。', canonical: '/goods_seckill' },
    slots,
    current,
    page,
    limit: LIMIT,
    products: { count: products.count, list: withShown(products.list, viewerOfLayout(pageContext.layout), 1) },
  };
}
