// /shop_more?title=&order=&page=: 更多店铺 search, 排序 默认 / 销量 / 好评, 10 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { EMPTY_PAGE, type MerchantRow, type Paged } from '#web/features/browse/types.ts';
import { shareAgreementsFor } from '#web/features/goods/price/page-agreements.server.ts';

const LIMIT = 10;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const title = (search.title ?? '').trim();
  const order = search.order === 'sales' || search.order === 'rate' ? search.order : '';
  const page = intParam(search.page, 1);
  const stores = await pageContext.mall.getOr<Paged<MerchantRow>>('/api/store/merchant/lst', EMPTY_PAGE, {
    keyword: title,
    order,
    page,
    limit: LIMIT,
  });
  await shareAgreementsFor(pageContext, stores.list);
  return {
    meta: {
      title: '更多店铺',
      description: title ? `与“${title}”相关的店铺` : '更多店铺',
      canonical: `/shop_more${title ? `?title=${encodeURIComponent(title)}` : ''}`,
    },
    title,
    order,
    page,
    limit: LIMIT,
    stores,
  };
}
