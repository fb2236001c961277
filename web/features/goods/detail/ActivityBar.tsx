// The countdown bar of a seckill or presell detail page: what the activity is, how long until it starts or ends,
// and how much is taken.
import { Countdown } from '../../browse/Countdown.tsx';
import type { DetailData } from './detail-types.ts';

export function ActivityBar({ variant, seckill, presell }: Pick<DetailData, 'variant' | 'seckill' | 'presell'>) {
  if (variant === 'seckill' && seckill) {
    return (
      <div className="activity-bar activity-seckill">
        <span className="activity-name">限时秒杀</span>
        <span>{seckill.seckill_status === 1 ? '距离结束还剩' : seckill.seckill_status === 2 ? '距离开始还剩' : '本场已结束'}</span>
        {seckill.seckill_status !== 0 ? <Countdown to={seckill.seckill_status === 1 ? seckill.stop : (seckill.start ?? 0)} /> : null}
        <span className="activity-progress">已抢 {seckill.percent}%</span>
      </div>
    );
  }
  if (variant === 'presell' && presell) {
    return (
      <div className="activity-bar activity-presell">
        <span className="activity-name">预售</span>
        <span>{presell.presell_status === 0 ? '距离开始还剩' : presell.presell_status === 1 ? '距离结束还剩' : '预售已结束'}</span>
        {presell.presell_status !== 2 ? (
          <Countdown to={(presell.presell_status === 0 ? presell.start_unix : presell.end_unix) ?? 0} showDays />
        ) : null}
        <span className="activity-progress">已预订 {presell.seles ?? 0} 件</span>
      </div>
    );
  }
  return null;
}

/** The words on the buy button: 立即购买, or where the activity stands when it is not open. */
export function buyLabel(
  { variant, seckill, presell }: Pick<DetailData, 'variant' | 'seckill' | 'presell'>,
  activityClosed: boolean,
): string {
  if (variant === 'presell') return presell?.presell_status === 0 ? '未开始' : presell?.presell_status === 2 ? '已结束' : '立即支付';
  if (variant === 'seckill' && activityClosed) return seckill?.seckill_status === 2 ? '未开始' : '已结束';
  return '立即购买';
}
