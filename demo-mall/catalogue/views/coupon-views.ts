// Coupon definition rows as CRMEB returns them (money as strings, times as "Y-m-d H:i:s").
import { formatFen } from '#shared/money.ts';
import { formatDateTime } from '../../core/envelope.ts';
import type { Coupon } from '../catalogue-types.ts';

const TYPE_NAMES: Record<number, string> = { 0: '店铺券', 1: '商品券', 10: '通用券', 11: '品类券', 12: '跨店券' };

const time = (d: Date | null): string | null => (d ? formatDateTime(d) : null);

/** A limited coupon's remaining count: the seeded stock less what shoppers claimed. */
export function remainingOf(c: Coupon, claimed: number): number {
  return c.is_limited === 1 ? c.remain_count - claimed : c.remain_count;
}

export function toCouponRow(c: Coupon, claimed: number) {
  return {
    coupon_id: c.coupon_id,
    mer_id: c.mer_id,
    title: c.title,
    coupon_price: formatFen(c.coupon_price),
    use_min_price: formatFen(c.use_min_price),
    coupon_type: c.coupon_type,
    coupon_time: c.coupon_time,
    use_start_time: time(c.use_start_time),
    use_end_time: time(c.use_end_time),
    start_time: time(c.start_time),
    end_time: time(c.end_time),
    is_timeout: c.is_timeout,
    is_limited: c.is_limited,
    total_count: c.total_count,
    remain_count: remainingOf(c, claimed),
    send_type: c.send_type,
    type: c.type,
    type_name: TYPE_NAMES[c.type] ?? '',
    status: 1,
    sort: c.sort,
    is_del: 0,
    create_time: c.create_time,
  };
}
