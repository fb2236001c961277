// /goods_presell?type=0|1|2&page=: 未开始 / 进行中 / 已结束 tabs, 16 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type Paged } from '#web/features/browse/types.ts';

export interface PresellRow {
  product_presell_id: number;
  store_name: string;
  image: string;
  price: string;
  ot_price?: string;
  down_price?: string;
  presell_type: number;
  start_time: string;
  end_time: string;
  start_unix?: number;
  end_unix?: number;
  presell_status: number;
  tattend_one?: number;
}

const LIMIT = 16;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const type = ['0', '1', '2'].includes(search.type ?? '') ? Number(search.type) : 1;
  const page = intParam(search.page, 1);
  const products = await pageContext.mall.getOr<Paged<PresellRow>>('/api/store/product/presell/lst', EMPTY_PAGE, {
    type,
    page,
    limit: LIMIT,
  });
  return {
    meta: { title: '预售', description: '预售专区：付定金锁定优惠价，新品抢先预订。', canonical: `/goods_presell?type=${type}` },
    type,
    page,
    limit: LIMIT,
    products,
  };
}
