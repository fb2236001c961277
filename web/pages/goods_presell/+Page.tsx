import { useData } from 'vike-react/useData';
import { presellDetailHref } from '#shared/routes.ts';
import { Breadcrumb } from '#web/components/browse/Breadcrumb.tsx';
import { Countdown } from '#web/components/browse/Countdown.tsx';
import { Empty } from '#web/components/browse/Empty.tsx';
import { money, monthDay } from '#web/components/browse/format.ts';
import { Pagination } from '#web/components/browse/Pagination.tsx';
import '#web/components/browse/activity.css';
import type { PresellPageData } from './+data.ts';

const TABS = [
  [0, '未开始'],
  [1, '进行中'],
  [2, '已结束'],
] as const;
const tabHref = (type: number, page = 1) => `/goods_presell?type=${type}${page > 1 ? `&page=${page}` : ''}`;

export default function Page() {
  const { type, products, page, limit } = useData<PresellPageData>();
  return (
    <div className="activity-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '预售' }]} />
      <div className="activity-hero presell-hero"><h1>预售专区</h1><p>定金锁价 · 尾款立减 · 准时发货</p></div>
      <nav className="tabs" aria-label="预售状态">
        {TABS.map(([t, label]) => (
          <a key={t} className={`tab${t === type ? ' active' : ''}`} href={tabHref(t)} aria-current={t === type ? 'page' : undefined}>{label}</a>
        ))}
      </nav>
      {products.list.length ? (
        <div className="activity-grid">
          {products.list.map((item) => (
            <a key={item.product_presell_id} className="activity-card" href={presellDetailHref(item.product_presell_id)}>
              <img src={item.image} alt={item.store_name} width={250} height={250} loading="lazy" />
              <span className="activity-card-name">{item.store_name}</span>
              <span className="price">预售价 ¥<b>{money(item.price)}</b></span>
              {item.presell_type === 2 ? <span className="muted">定金 ¥{money(item.down_price)}</span> : <span className="muted">全款预售</span>}
              <span className="muted activity-card-time">
                {item.presell_status === 0 ? <>开售时间 {monthDay(item.start_time)}</> : item.presell_status === 1 ? <>距结束 <Countdown to={item.end_unix ?? 0} showDays /></> : '预售已结束'}
              </span>
              <span className="activity-card-btn">{item.presell_status === 1 ? '立即预定' : item.presell_status === 0 ? '即将开始' : '已结束'}</span>
            </a>
          ))}
        </div>
      ) : (
        <Empty text="暂无预售商品~" />
      )}
      <Pagination page={page} total={products.count} limit={limit} hrefFor={(n) => tabHref(type, n)} />
    </div>
  );
}
