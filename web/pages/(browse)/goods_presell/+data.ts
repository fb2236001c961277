// /goods_presell?type=0|1|2&page=: 未开始 / 进行中 / 已结束 tabs, 16 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type Paged } from '#web/features/browse/types.ts';
import { withShown } from '#web/features/goods/card-view.ts';
import { viewerOfLayout } from '#web/features/goods/price/price-viewer.ts';

export interface PresellRow {
  product_presell_id: number;
  product_id: number;
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

const presellTile = (row: PresellRow): PresellRow => ({
  product_presell_id: row.product_presell_id,
  product_id: row.product_id,
  store_name: row.store_name,
  image: row.image,
  price: row.price,
  ot_price: row.ot_price,
  down_price: row.down_price,
  presell_type: row.presell_type,
  start_time: row.start_time,
  end_time: row.end_time,
  start_unix: row.start_unix,
  end_unix: row.end_unix,
  presell_status: row.presell_status,
  tattend_one: row.tattend_one,
});

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
    // the rows as the tiles read them (the mall's nested product and merchant records stay on the server)
    products: { count: products.count, list: withShown(products.list.map(presellTile), viewerOfLayout(pageContext.layout), 2) },
  };
}
