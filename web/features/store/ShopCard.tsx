// Shop street / 更多店铺 row: logo, name, 自营, N万人关注, 进店逛逛, 关注, product thumbnails.
import { wan } from '../browse/format.ts';
import type { MerchantRow } from '../browse/types.ts';
import { MiniGoods } from '../goods/MiniGoods.tsx';
import { storeHref } from './store-links.ts';
import { useFollowStore } from './use-follow-store.ts';
import { StoreName } from './StoreName.tsx';
import './store.css';

export function ShopCard({ store }: { store: MerchantRow }) {
  const { care, count, toggle } = useFollowStore(store);
  return (
    <div className="shop-card" data-mer-id={store.mer_id}>
      <div className="shop-card-info">
        <img src={store.mer_avatar} alt="" width={72} height={72} loading="lazy" />
        <div>
          <div className="shop-card-name">
            <StoreName merchant={store} />
          </div>
          <div className="muted">
            {wan(count)}人关注 · {store.type_name ?? ''}
          </div>
          <div className="shop-card-actions shop-card-actions-row">
            <a className="btn-outline" href={storeHref(store.mer_id)}>
              进店逛逛
            </a>
            <button type="button" className={`btn-outline${care ? ' active' : ''}`} aria-pressed={care} onClick={() => void toggle()}>
              {care ? '已关注' : '关注'}
            </button>
          </div>
        </div>
      </div>
      <MiniGoods className="shop-card-goods" items={store.recommend} size={120} />
    </div>
  );
}
