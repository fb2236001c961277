// 相关店铺 strip on search results: N万人关注, 进店逛逛, 更多店铺 → /shop_more?title=.
import { wan } from '../browse/format.ts';
import type { MerchantRow } from '../browse/types.ts';
import { VisitStoreLink } from './StoreButtons.tsx';
import { StoreHeadline } from './StoreHeadline.tsx';
import './store.css';

export function StoreStrip({ stores, keyword }: { stores: MerchantRow[]; keyword: string }) {
  return (
    <section className="store-strip" aria-label="相关店铺">
      {stores.map((store) => (
        <div className="store-strip-item" key={store.mer_id}>
          <StoreHeadline store={store} logoSize={56} nameClass="store-strip-name" infoClass="store-strip-info">
            <div className="muted">{wan(store.care_count)}人关注</div>
          </StoreHeadline>
          <VisitStoreLink merId={store.mer_id} />
        </div>
      ))}
      <a className="store-strip-more" href={`/shop_more?title=${encodeURIComponent(keyword)}`}>
        更多店铺 ›
      </a>
    </section>
  );
}
