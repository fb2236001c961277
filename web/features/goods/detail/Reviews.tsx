// 累计评论: 满意度, 评分, 全部/好评/中评/差评 with counts, items with 店小二 replies, paging.
// Tabs and pages are links (?reply_type=&reply_page=) and, once hydrated, load in place.
import { useState } from 'react';
import { apiGet } from '../../../api/bff-client.ts';
import { Pagination } from '../../browse/Pagination.tsx';
import type { ReviewPage, ReviewStat } from './detail-types.ts';

const PAGE_SIZE = 10;
const TYPES = [
  [0, '全部', 'count'],
  [1, '好评', 'best'],
  [2, '中评', 'middle'],
  [3, '差评', 'negative'],
] as const;

function statOf(page: ReviewPage): ReviewStat {
  return (
    page.stat ?? {
      count: page.count,
      best: page.best ?? 0,
      middle: page.middle ?? 0,
      negative: page.negative ?? 0,
      rate: page.rate ?? '100%',
      star: page.star ?? '5.0',
    }
  );
}

function ReviewList({ reviews }: { reviews: ReviewPage['list'] }) {
  if (!reviews.length) return <p className="muted reviews-empty">暂无评价</p>;
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.reply_id} className="review-item">
          <div className="review-user">
            {review.avatar ? <img src={review.avatar} alt="" width={40} height={40} loading="lazy" /> : null}
            <span>{review.nickname}</span>
          </div>
          <div className="review-body">
            <div className="review-stars" role="img" aria-label={`${review.rate}星`}>
              {'★'.repeat(review.rate)}
              <span className="muted">{'★'.repeat(Math.max(0, 5 - review.rate))}</span>
            </div>
            <p>{review.comment}</p>
            {review.pics?.length ? (
              <div className="review-pics">
                {review.pics.map((pic) => (
                  <img key={pic} src={pic} alt="评价图片" width={72} height={72} loading="lazy" />
                ))}
              </div>
            ) : null}
            <div className="muted review-meta">
              {review.create_time} {review.sku ? `· ${review.sku}` : ''}
            </div>
            {review.merchant_reply_content ? <div className="review-reply">店小二：{review.merchant_reply_content}</div> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function Reviews({
  productId,
  initial,
  initialType,
  initialPage,
  pathname,
}: {
  productId: number;
  initial: ReviewPage;
  initialType: number;
  initialPage: number;
  pathname: string;
}) {
  const [page, setPage] = useState(initial);
  const [type, setType] = useState(initialType);
  const [n, setN] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const stat = statOf(initial);
  const href = (t: number, p: number) => `${pathname}?reply_type=${t}&reply_page=${p}#reviews`;
  const load = async (t: number, p: number) => {
    setLoading(true);
    try {
      setPage(await apiGet<ReviewPage>(`/api/store/product/reply/lst/${productId}`, { type: t, page: p, limit: PAGE_SIZE }));
      setType(t);
      setN(p);
    } catch {
      // keep the current page; the pager stays usable
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="reviews" aria-busy={loading}>
      <div className="reviews-summary">
        <div>
          <span className="reviews-rate">{stat.rate}</span>
          <span className="muted">满意度</span>
        </div>
        <div>
          <span className="reviews-rate">{stat.star}</span>
          <span className="muted">评分</span>
        </div>
        <div className="reviews-tabs" role="tablist" aria-label="评价筛选">
          {TYPES.map(([t, label, key]) => (
            <a
              key={t}
              role="tab"
              aria-selected={type === t}
              className={`chip${type === t ? ' active' : ''}`}
              href={href(t, 1)}
              rel="nofollow"
              onClick={(event) => {
                event.preventDefault();
                void load(t, 1);
              }}
            >
              {label}({stat[key]})
            </a>
          ))}
        </div>
      </div>
      <ReviewList reviews={page.list} />
      <Pagination page={n} total={page.count} limit={PAGE_SIZE} hrefFor={(p) => href(type, p)} onPick={(p) => void load(type, p)} />
    </div>
  );
}
