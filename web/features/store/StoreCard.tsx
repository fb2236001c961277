// Store card: 自营, 店铺评分, 关注人数, 联系电话, 店铺资质 → 营业执照, 进店逛逛, 收藏店铺 / 已收藏.
import { wan } from '../browse/format.ts';
import type { MerchantRow } from '../browse/types.ts';
import { qualificationsHref } from './store-links.ts';
import { FollowStoreButton, VisitStoreLink } from './StoreButtons.tsx';
import { StoreHeadline } from './StoreHeadline.tsx';
import { useFollowStore } from './use-follow-store.ts';
import './store.css';

function Stars({ score }: { score: number }) {
  const full = Math.round(score);
  return (
    <span className="stars" role="img" aria-label={`${score.toFixed(1)}分`}>
      {'★'.repeat(full)}
      <span className="stars-off">{'★'.repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

/** The three scores under 店铺评分, each 5.0 until the mall says otherwise. */
const SCORE_ROWS = [
  ['商品描述', 'product_score'],
  ['服务态度', 'service_score'],
  ['物流服务', 'postage_score'],
] as const;

export function StoreCard({ merchant }: { merchant: MerchantRow }) {
  const { care, count, toggle } = useFollowStore(merchant);
  const score = (Number(merchant.product_score ?? 5) + Number(merchant.service_score ?? 5) + Number(merchant.postage_score ?? 5)) / 3;
  return (
    <div className="store-card">
      <div className="store-card-head">
        <StoreHeadline store={merchant} logoSize={56} nameClass="store-card-name">
          {merchant.type_name ? <div className="muted">{merchant.type_name}</div> : null}
        </StoreHeadline>
      </div>
      <dl className="store-card-facts">
        <div>
          <dt>店铺评分</dt>
          <dd>
            <Stars score={score} /> {score.toFixed(1)}
          </dd>
        </div>
        {SCORE_ROWS.map(([label, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{merchant[key] ?? '5.0'}</dd>
          </div>
        ))}
        <div>
          <dt>关注人数</dt>
          <dd data-care-count={count}>{wan(count)}人</dd>
        </div>
        {merchant.service_phone ? (
          <div>
            <dt>联系电话</dt>
            <dd>{merchant.service_phone}</dd>
          </div>
        ) : null}
        {merchant.isset_certificate !== false ? (
          <div>
            <dt>店铺资质</dt>
            <dd>
              <a href={qualificationsHref(merchant.mer_id)}>企业营业执照</a>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="store-card-actions">
        <VisitStoreLink merId={merchant.mer_id} />
        <FollowStoreButton care={care} toggle={toggle} off="收藏店铺" on="已收藏" />
      </div>
    </div>
  );
}
