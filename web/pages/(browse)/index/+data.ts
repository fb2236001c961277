// Home: everything the page shows is read on the server in one parallel batch (the original made the
// browser do eleven round-trips after booting).
import type { PageContextServer } from 'vike/types';
import { EMPTY_SECKILL, type RecBlock, type SeckillSelect } from '#web/features/browse/activity-types.ts';
import { EMPTY_PAGE, type CouponRow, type MerchantRow, type Paged, type SpuItem } from '#web/features/browse/types.ts';
import { cardViews, couponView, storeRowView } from '#web/features/goods/card-view.ts';
import { viewerFor } from '#web/features/goods/price/page-agreements.server.ts';
import type { PriceViewer } from '#shared/pricing/shown-price.ts';

export interface HomeBanner {
  image: string;
  title?: string;
  link?: string;
  url?: string;
}

const REC_PAGE_SIZE = 3;
/** the flash-sale strip shows five tiles */
const SECKILL_SHOWN = 5;

/** the 分类广场 blocks rendered on the server (each is eight product cards) */
const REC_BLOCKS_RENDERED = 1;

const recBlockView = (block: RecBlock, viewer: PriceViewer): RecBlock => ({
  title: block.title,
  cid: block.cid,
  list: cardViews(block.list.slice(0, 8), viewer),
});

/** The strip shows the current slot only (docs/screens.md a.1). */
function currentSlotOnly(select: SeckillSelect): SeckillSelect {
  const slot = select.seckillTime[select.seckillTimeIndex];
  return slot ? { seckillTime: [slot], seckillTimeIndex: 0, seckillEndTime: select.seckillEndTime } : EMPTY_SECKILL;
}

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { mall, layout, publicHome } = pageContext;
  const hot = (type: string, limit: number) =>
    mall.getOr<Paged<SpuItem>>(`/api/product/spu/hot/${type}`, EMPTY_PAGE, { page: 1, limit, common: 1 });
  // /api/pc/home is already in the public cache (the layout reads its tabs and top banner), so the
  // banners come from there instead of a second call per render.
  const banners = Array.isArray(publicHome?.pc_home_banner) ? (publicHome.pc_home_banner as HomeBanner[]) : [];
  const [seckill, seckillItems, best, fresh, coupons, good, stores, hotList, rec] = await Promise.all([
    mall.getOr<SeckillSelect>('/api/store/product/seckill/select', EMPTY_SECKILL),
    mall.getOr<Paged<SpuItem>>('/api/store/product/seckill/lst', EMPTY_PAGE, { page: 1, limit: 10 }),
    hot('best', 4),
    hot('new', 5),
    mall.getOr<Paged<CouponRow>>('/api/coupon/getlst', EMPTY_PAGE, { product: 1, is_pc: 1 }),
    hot('good', 5),
    mall.getOr<Paged<MerchantRow>>('/api/store/merchant/lst', EMPTY_PAGE, { page: 1, limit: 2, is_best: 1 }),
    hot('hot', 3),
    mall.getOr<Paged<RecBlock>>('/api/pc/rec_list', EMPTY_PAGE, { page: 1, limit: REC_PAGE_SIZE }),
  ]);
  const recShown = (rec.list ?? []).slice(0, REC_BLOCKS_RENDERED);
  // the normal products shown (seckill tiles have no agreed price): their agreements and no others
  const viewer = await viewerFor(pageContext, best.list, fresh.list, good.list, hotList.list, coupons.list, stores.list, recShown);
  return {
    meta: { title: '', description: layout.siteDescription, canonical: '/' },
    banners,
    seckill: currentSlotOnly(seckill),
    // rows cut to what the page shows: they are serialised into the HTML for hydration (card-view.ts)
    seckillItems: cardViews(seckillItems.list, viewer).slice(0, SECKILL_SHOWN),
    coupons: (coupons.list ?? []).map((coupon) => couponView(coupon, viewer)),
    best: cardViews(best.list, viewer),
    fresh: cardViews(fresh.list, viewer),
    good: cardViews(good.list, viewer),
    hot: cardViews(hotList.list, viewer),
    stores: (stores.list ?? []).map((store) => storeRowView(store, viewer)),
    // the first 分类广场 block only (the page's longest part, far below the fold); the rest load as the shopper
    // scrolls towards them, as further pages always did
    rec: { count: rec.count, list: recShown.map((block) => recBlockView(block, viewer)) },
  };
}
