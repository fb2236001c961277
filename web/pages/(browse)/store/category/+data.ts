// /store/category?id=&cateId=&keyword=&order=&price_on=&price_off=&page=: in-store listing, 12 per page.
import type { PageContextServer } from 'vike/types';
import { intParam } from '#web/features/browse/format.ts';
import { shareAgreementsFor } from '#web/features/goods/price/page-agreements.server.ts';
import { EMPTY_PAGE, type Paged, type SpuItem } from '#web/features/browse/types.ts';
import { loadStoreShell } from '#web/features/store/load-store.server.ts';
import { storeCategoryHref } from '#web/features/store/store-links.ts';
import type { StoreOrder } from '#web/features/store/store-types.ts';

const LIMIT = 12;
const ORDERS: StoreOrder[] = ['', 'sales', 'rate', 'is_new', 'price_asc', 'price_desc'];
const price = (raw: string | undefined) => (raw && Number.isFinite(Number(raw)) && Number(raw) >= 0 ? String(Number(raw)) : '');

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search } = pageContext.urlParsed;
  const id = search.id ?? '';
  const cateId = intParam(search.cateId, 0);
  const keyword = (search.keyword ?? '').trim();
  const order = ORDERS.includes(search.order as StoreOrder) ? (search.order as StoreOrder) : '';
  const priceOn = price(search.price_on);
  const priceOff = price(search.price_off);
  const page = intParam(search.page, 1);
  const [shell, products] = await Promise.all([
    loadStoreShell(pageContext),
    pageContext.mall.getOr<Paged<SpuItem>>(`/api/product/spu/merchant/${id}`, EMPTY_PAGE, {
      page,
      limit: LIMIT,
      mer_cate_id: cateId || undefined,
      keyword,
      order,
      price_on: priceOn,
      price_off: priceOff,
    }),
  ]);
  await shareAgreementsFor(pageContext, products.list);
  return {
    meta: {
      title: `${shell.merchant.mer_name} 全部商品`,
      description: `${shell.merchant.mer_name}店内商品`,
      canonical: storeCategoryHref(shell.merchant.mer_id, cateId || undefined),
    },
    shell,
    cateId,
    keyword,
    order,
    priceOn,
    priceOff,
    page,
    limit: LIMIT,
    products,
  };
}
