import { useData } from 'vike-react/useData';
import { seckillDetailHref } from '#shared/route-links.ts';
import { ActivityCard } from '#web/features/browse/ActivityCard.tsx';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { Countdown } from '#web/features/browse/Countdown.tsx';
import { Empty } from '#web/features/browse/Empty.tsx';
import { ActivityPrice } from '#web/features/goods/price/ActivityPrice.tsx';
import { GuestPriceHint } from '#web/features/goods/price/GuestPriceHint.tsx';
import { useLoggedIn } from '#web/features/browse/use-logged-in.ts';
import { pageHref } from '#web/features/browse/page-href.ts';
import { Pagination } from '#web/features/browse/Pagination.tsx';
import '#web/features/browse/activity.css';
import { SoldBar } from '#web/features/browse/SoldBar.tsx';
import type { Data } from './+data.ts';
import { seckillActionText } from '#web/features/browse/seckill-action.ts';

const slotHref = (start: number, page = 1) => pageHref('/goods_seckill', { slot: start }, page);

export default function Page() {
  const { slots, current, products, page, limit } = useData<Data>();
  const loggedIn = useLoggedIn();
  return (
    <div className="activity-page">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '限时秒杀' }]} />
      <div className="activity-hero seckill-hero">
        <h1>限时秒杀</h1>
        <p>每日整点开抢 · 限量低价</p>
        {loggedIn ? null : <GuestPriceHint />}
      </div>
      <nav className="slot-tabs" aria-label="秒杀场次">
        {slots.map((slot) => (
          <a
            key={slot.seckill_time_id}
            className={`slot-tab${slot.seckill_time_id === current?.seckill_time_id ? ' active' : ''}`}
            href={slotHref(slot.start_time)}
            aria-current={slot.seckill_time_id === current?.seckill_time_id ? 'page' : undefined}
          >
            <b>{slot.title}</b>
            <span>{slot.state || (slot.pc_status === 1 ? '抢购中' : slot.pc_status === 2 ? '待开始' : '已结束')}</span>
          </a>
        ))}
      </nav>
      {current && current.pc_status !== 0 ? (
        <p className="slot-countdown">
          {current.pc_status === 1 ? '距结束' : '距开始'} <Countdown to={(current.pc_status === 1 ? current.stop : current.start) ?? 0} />
        </p>
      ) : current ? (
        <p className="slot-countdown muted">本场已结束</p>
      ) : null}
      {products.list.length ? (
        <div className="activity-grid">
          {products.list.map((item) => (
            <ActivityCard
              key={item.product_id}
              href={seckillDetailHref(item.product_id)}
              image={item.image}
              name={item.store_name}
              action={seckillActionText(current?.pc_status, item)}
            >
              <ActivityPrice shown={item.shown} otPrice={item.ot_price} />
              <span className="progress">
                <SoldBar percent={item.percent} />
                <span className="progress-text">已抢{item.percent ?? 0}%</span>
              </span>
            </ActivityCard>
          ))}
        </div>
      ) : (
        <Empty text="本场暂无秒杀商品~" />
      )}
      <Pagination page={page} total={products.count} limit={limit} hrefFor={(n) => slotHref(current?.start_time ?? 0, n)} />
    </div>
  );
}
