// Shop street / 更多店铺 row: logo, name, 自营, N万人关注, 进店逛逛, 关注, product thumbnails.
import { useState } from 'react';
import { goodsDetailHref } from '#shared/routes.ts';
import { money, wan } from '../browse/format.ts';
import type { MerchantRow } from '../browse/types.ts';
import { requireLogin, useLoggedIn } from '../browse/use-logged-in.ts';
import { setRelation } from '../goods/detail/cart-actions.ts';
import { storeHref } from './store-links.ts';
import './store.css';

export function ShopCard({ store }: { store: MerchantRow }) {
  const loggedIn = useLoggedIn();
  const [care, setCare] = useState(Boolean(store.care));
  const [count, setCount] = useState(Number(store.care_count) || 0);
  const toggle = async () => {
    if (!requireLogin(loggedIn)) return;
    if (await setRelation(!care, 10, store.mer_id)) {
      setCount((n) => n + (care ? -1 : 1));
      setCare(!care);
    }
  };
  return (
    <div className="shop-card" data-mer-id={store.mer_id}>
      <div className="shop-card-info">
        <img src={store.mer_avatar} alt="" width={72} height={72} loading="lazy" />
        <div>
          <div className="shop-card-name">{store.is_trader === 1 ? <span className="tag-self">自营</span> : null}{store.mer_name}</div>
          <div className="muted">{wan(count)}人关注 · {store.type_name ?? ''}</div>
          <div className="shop-card-actions" style={{ flexDirection: 'row', marginTop: 10 }}>
            <a className="btn-outline" href={storeHref(store.mer_id)}>进店逛逛</a>
            <button type="button" className={`btn-outline${care ? ' active' : ''}`} aria-pressed={care} onClick={() => void toggle()}>{care ? '已关注' : '关注'}</button>
          </div>
        </div>
      </div>
      <div className="shop-card-goods">
        {(store.recommend ?? []).slice(0, 3).map((p) => (
          <a key={p.product_id} href={goodsDetailHref(p.product_id)} title={p.store_name}>
            <img src={p.image} alt={p.store_name} width={120} height={120} loading="lazy" />
            <span className="price">¥{money(p.price)}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
