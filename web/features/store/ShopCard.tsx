// Shop street / 更多店铺 row: logo, name, 自营, N万人关注, 进店逛逛, 关注, product thumbnails.
import { wan } from '../browse/format.ts';
import type { MerchantRow } from '../browse/types.ts';
import { MiniGoods } from '../goods/MiniGoods.tsx';
import { FollowStoreButton, VisitStoreLink } from './StoreButtons.tsx';
import { StoreHeadline } from './StoreHeadline.tsx';
import { useFollowStore } from './use-follow-store.ts';
import './store.css';

export function ShopCard({ store }: { store: MerchantRow }) {
  const { care, count, toggle } = useFollowStore(store);
  return (
    <div className="shop-card" data-mer-id={store.mer_id}>
      <div className="shop-card-info">
        <StoreHeadline store={store} logoSize={72} nameClass="shop-card-name">
          <div className="muted">
            {wan(count)}人关注 · {store.type_name ?? ''}
          </div>
          <div className="shop-card-actions shop-card-actions-row">
            <VisitStoreLink merId={store.mer_id} />
            <FollowStoreButton care={care} toggle={toggle} off="关注" on="已关注" />
          </div>
        </StoreHeadline>
      </div>
      <MiniGoods className="shop-card-goods" items={store.recommend} size={120} />
    </div>
  );
}
