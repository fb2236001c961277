// /shop_street?cid=&page=: merchant-category tabs (全部 first), store cards, 10 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type MerchantRow, type Paged } from '#web/features/browse/types.ts';
import { shareAgreementsFor } from '#web/features/goods/price/page-agreements.server.ts';

const LIMIT = 10;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const cid = intParam(search.cid, 0);
  const page = intParam(search.page, 1);
  const [categories, stores] = await Promise.all([
    pageContext.mall.getOr<{ merchant_category_id: number; category_name: string }[]>('/api/pc/mer_category', []),
    pageContext.mall.getOr<Paged<MerchantRow>>('/api/store/merchant/lst', EMPTY_PAGE, {
      page,
      limit: LIMIT,
      category_id: cid || undefined,
    }),
  ]);
  await shareAgreementsFor(pageContext, stores.list);
  return {
    meta: {
      title: '店铺街',
      description: '优质商家汇聚，品牌旗舰店与工业品专营店一站逛齐。',
      canonical: `/shop_street${cid ? `?cid=${cid}` : ''}`,
    },
    categories,
    cid,
    page,
    limit: LIMIT,
    stores,
  };
}
