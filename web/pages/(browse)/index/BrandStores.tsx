// 品牌好店 "优质好店等你来选": featured merchants with 自营, N万人关注, 进店逛逛.
import { HomeSection } from './HomeSection.tsx';
import { wan } from '#web/features/browse/format.ts';
import type { MerchantRow } from '#web/features/browse/types.ts';
import { MiniGoods } from '#web/features/goods/MiniGoods.tsx';
import { VisitStoreLink } from '#web/features/store/StoreButtons.tsx';
import { StoreHeadline } from '#web/features/store/StoreHeadline.tsx';

export function BrandStores({ stores }: { stores: MerchantRow[] }) {
  return (
    <HomeSection title="品牌好店" sub="优质好店等你来选" moreHref="/shop_street" className="home-section home-half">
      <div className="home-stores">
        {stores.map((store) => (
          <div className="home-store" key={store.mer_id}>
            <div className="home-store-head">
              <StoreHeadline store={store} logoSize={48} nameClass="home-store-name">
                <div className="muted">{wan(store.care_count)}人关注</div>
              </StoreHeadline>
              <VisitStoreLink merId={store.mer_id} />
            </div>
            <MiniGoods className="home-store-goods" items={store.recommend} size={110} />
          </div>
        ))}
      </div>
    </HomeSection>
  );
}
