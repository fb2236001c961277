import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { useLoggedIn } from '#web/features/browse/use-logged-in.ts';
import { ProductGrid } from '#web/features/goods/ProductGrid.tsx';
import { RecentlyViewed } from '#web/features/goods/RecentlyViewed.tsx';
import { CategoryMenu } from '#web/features/chrome/CategoryMenu.tsx';
import { BrandStores } from './BrandStores.tsx';
import { CategoryPlaza } from './CategoryPlaza.tsx';
import { CouponStrip } from './CouponStrip.tsx';
import { HomeSection } from './HomeSection.tsx';
import { HomeBannerCarousel } from './HomeBannerCarousel.tsx';
import { HomeSidePanel } from './HomeSidePanel.tsx';
import { HotRanking } from './HotRanking.tsx';
import { SeckillStrip } from './SeckillStrip.tsx';
import './home.css';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  const { layout } = usePageContext();
  const loggedIn = useLoggedIn();
  return (
    <div className="home">
      <h1 className="visually-hidden">{layout.siteName}</h1>
      <div className="home-top">
        <div className="home-cate">
          <CategoryMenu top={layout.categoryTop} alwaysOpen />
        </div>
        <HomeBannerCarousel banners={data.banners} />
        <HomeSidePanel />
      </div>
      <SeckillStrip seckill={data.seckill} items={data.seckillItems} />
      <CouponStrip coupons={data.coupons} />
      <HomeSection title="精选爆款" sub="天天低价" moreHref="/goods_list?type=best">
        <ProductGrid items={data.best} loggedIn={loggedIn} columns={4} />
      </HomeSection>
      <HomeSection title="首发新品" sub="新品抢先购" moreHref="/goods_list?type=new">
        <ProductGrid items={data.fresh} loggedIn={loggedIn} columns={5} />
      </HomeSection>
      <HomeSection title="推荐单品" sub="好物精挑细选" moreHref="/goods_list?type=good">
        <ProductGrid items={data.good} loggedIn={loggedIn} columns={5} />
      </HomeSection>
      <div className="home-pair">
        <BrandStores stores={data.stores} />
        <HotRanking items={data.hot} loggedIn={loggedIn} />
      </div>
      <RecentlyViewed />
      <CategoryPlaza first={data.rec} loggedIn={loggedIn} />
    </div>
  );
}
