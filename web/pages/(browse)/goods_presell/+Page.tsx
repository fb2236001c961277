import { useData } from 'vike-react/useData';
import { presellDetailHref } from '#shared/route-links.ts';
import { ActivityCard } from '#web/features/browse/ActivityCard.tsx';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Countdown } from '#web/features/browse/Countdown.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { money } from '#shared/money.ts';
import { ActivityPrice } from '#web/features/goods/price/ActivityPrice.tsx';
import { GuestPriceHint } from '#web/features/goods/price/GuestPriceHint.tsx';
import { useLoggedIn } from '#web/features/browse/use-logged-in.ts';
import { monthDay } from '#web/features/browse/format.ts';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import { TabLinks } from '#web/features/browse/TabLinks.tsx';
import '#web/features/browse/activity.css';
import type { Data } from './+data.ts';

const TABS = [
  [0, '未开始'],
  [1, '进行中'],
  [2, '已结束'],
] as const;
const tabHref = (type: number, page = 1) => pageHref('/goods_presell', { type }, page);

export default function Page() {
  const { type, products, page, limit } = useData<Data>();
  const loggedIn = useLoggedIn();
  return (
    <div className="activity-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '预售' }]} />
      <div className="activity-hero presell-hero">
        <h1>预售专区</h1>
        <p>定金锁价 · 尾款立减 · 准时发货</p>
        {loggedIn ? null : <GuestPriceHint />}
      </div>
      <TabLinks label="预售状态" active={type} tabs={TABS.map(([t, label]) => ({ key: t, label, href: tabHref(t) }))} />
      {products.list.length ? (
        <div className="activity-grid">
          {products.list.map((item) => (
            <ActivityCard
              key={item.product_presell_id}
              href={presellDetailHref(item.product_presell_id)}
              image={item.image}
              name={item.store_name}
              action={item.presell_status === 1 ? '立即预定' : item.presell_status === 0 ? '即将开始' : '已结束'}
            >
              <ActivityPrice shown={item.shown} otPrice={item.ot_price} />
              {item.presell_type === 2 ? (
                <span className="muted">定金 ¥{money(item.down_price)}</span>
              ) : (
                <span className="muted">全款预售</span>
              )}
              <span className="muted activity-card-time">
                {item.presell_status === 0 ? (
                  <>开售时间 {monthDay(item.start_time)}</>
                ) : item.presell_status === 1 ? (
                  <>
                    距结束 <Countdown to={item.end_unix ?? 0} showDays />
                  </>
                ) : (
                  '预售已结束'
                )}
              </span>
            </ActivityCard>
          ))}
        </div>
      ) : (
        <Empty text="暂无预售商品~" />
      )}
      <Pagination page={page} total={products.count} limit={limit} hrefFor={(n) => tabHref(type, n)} />
    </div>
  );
}
