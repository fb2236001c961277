// Coupon rows as CRMEB returns them (money as strings, times as "Y-m-d H:i:s").
import { formatDateTime, money } from '../../envelope.ts';
import type { Coupon } from '../catalog-types.ts';
import type { CouponUser } from '../user-state.ts';

const TYPE_NAMES: Record<number, string> = { 0: '店铺券', 1: '商品券', 10: '通用券', 11: '品类券', 12: '跨店券' };

const time = (d: Date | null): string | null => (d ? formatDateTime(d) : null);

export function toCouponRow(c: Coupon) {
  return {
    coupon_id: c.coupon_id,
    mer_id: c.mer_id,
    title: c.title,
    coupon_price: money(c.coupon_price),
    use_min_price: money(c.use_min_price),
    coupon_type: c.coupon_type,
    coupon_time: c.coupon_time,
    use_start_time: time(c.use_start_time),
    use_end_time: time(c.use_end_time),
    start_time: time(c.start_time),
    end_time: time(c.end_time),
    is_timeout: c.is_timeout,
    is_limited: c.is_limited,
    total_count: c.total_count,
    remain_count: c.remain_count,
    send_type: c.send_type,
    type: c.type,
    type_name: TYPE_NAMES[c.type] ?? '',
    status: 1,
    sort: c.sort,
    is_del: 0,
    create_time: c.create_time,
  };
}

export function toCouponUserRow(u: CouponUser) {
  return {
    coupon_user_id: u.coupon_user_id,
    coupon_id: u.coupon_id,
    mer_id: u.mer_id,
    uid: u.uid,
    coupon_title: u.coupon_title,
    coupon_price: money(u.coupon_price),
    use_min_price: money(u.use_min_price),
    start_time: u.start_time,
    end_time: u.end_time,
    use_time: u.use_time,
    type: u.type,
    status: u.status,
    is_fail: u.is_fail,
    create_time: u.create_time,
  };
}
