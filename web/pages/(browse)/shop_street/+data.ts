// /shop_street?cid=&page=: merchant-category tabs (全部 first), store cards, 10 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import type { PageMetaData } from '#web/features/browse/meta.ts';
import { EMPTY_PAGE, type MerchantRow, type Paged } from '#web/features/browse/types.ts';

export interface ShopStreetData {
  meta: PageMetaData;
  categories: { merchant_category_id: number; category_name: string }[];
  cid: number;
  page: number;
  limit: number;
  stores: Paged<MerchantRow>;
}

const LIMIT = 10;

export async function data(pageContext: PageContextServer): Promise<ShopStreetData> {
  const { search } = pageContext.urlParsed;
  const cid = intParam(search.cid, 0);
  const page = intParam(search.page, 1);
  const [categories, stores] = await Promise.all([
    pageContext.mall.getOr<ShopStreetData['categories']>('/api/pc/mer_category', []),
    pageContext.mall.getOr<Paged<MerchantRow>>('/api/store/merchant/lst', EMPTY_PAGE, { page, limit: LIMIT, category_id: cid || undefined }),
  ]);
  return { meta: { title: '店铺街', description: '优质商家汇聚，品牌旗舰店与工业品专营店一站逛齐。', canonical: `/shop_street${cid ? `?cid=${cid}` : ''}` }, categories, cid, page, limit: LIMIT, stores };
}
