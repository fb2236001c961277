// 限时秒杀 strip: current slot "N点场", live countdown, cards with 优惠价 and 已抢 %.
import { Countdown } from '#web/features/browse/Countdown.tsx';
import type { SeckillSelect } from '#web/features/browse/activity-types.ts';
import { ActivityPrice } from '#web/features/goods/price/ActivityPrice.tsx';
import { useShownPrice } from '#web/features/goods/price/use-shown-price.ts';
import type { SpuItem } from '#web/features/browse/types.ts';
import { seckillDetailHref } from '#shared/route-links.ts';
import { SoldBar } from '#web/features/browse/SoldBar.tsx';

export function SeckillStrip({ seckill, items }: { seckill: SeckillSelect; items: SpuItem[] }) {
  const slot = seckill.seckillTime[seckill.seckillTimeIndex];
  const shown = useShownPrice();
  if (!slot) return null;
  const running = slot.pc_status === 1;
  const target = running ? seckill.seckillEndTime || slot.stop || 0 : slot.start || 0;
  return (
    <section className="home-seckill" aria-label="限时秒杀">
      <a className="home-seckill-head" href="/goods_seckill">
        <span className="home-seckill-title">限时秒杀</span>
        <span className="home-seckill-slot">{`${slot.start_time}点场`}</span>
        <span className="home-seckill-tip">{running ? '距离结束还剩' : '距离开始还剩'}</span>
        <Countdown to={target} />
        <span className="home-seckill-more">更多 ›</span>
      </a>
      <div className="home-seckill-list">
        {items.slice(0, 5).map((item) => (
          <a key={item.product_id} className="seckill-card" href={seckillDetailHref(item.product_id)}>
            <img src={item.image} alt={item.store_name} width={150} height={150} loading="lazy" />
            <span className="seckill-card-name">{item.store_name}</span>
            <ActivityPrice shown={shown(item)} otPrice={item.ot_price} />
            <span className="progress">
              <SoldBar percent={item.percent} />
              <span className="progress-text">已抢{item.percent ?? 0}%</span>
            </span>
          </a>
        ))}
        {items.length === 0 ? <p className="muted home-seckill-empty">本场商品正在准备中，敬请期待~</p> : null}
      </div>
    </section>
  );
}
