// 相关店铺 strip on search results: N万人关注, 进店逛逛, 更多店铺 → /shop_more?title=.
import { wan } from '../browse/format.ts';
import type { MerchantRow } from '../browse/types.ts';
import { storeHref } from './store-links.ts';
import { StoreName } from './StoreName.tsx';
import './store.css';

export function StoreStrip({ stores, keyword }: { stores: MerchantRow[]; keyword: string }) {
  return (
    <section className="store-strip" aria-label="相关店铺">
      {stores.map((store) => (
        <div className="store-strip-item" key={store.mer_id}>
          <img src={store.mer_avatar} alt="" width={56} height={56} loading="lazy" />
          <div className="store-strip-info">
            <div className="store-strip-name">
              <StoreName merchant={store} />
            </div>
            <div className="muted">{wan(store.care_count)}人关注</div>
          </div>
          <a className="btn-outline" href={storeHref(store.mer_id)}>
            进店逛逛
          </a>
        </div>
      ))}
      <a className="store-strip-more" href={`/shop_more?title=${encodeURIComponent(keyword)}`}>
        更多店铺 ›
      </a>
    </section>
  );
}
