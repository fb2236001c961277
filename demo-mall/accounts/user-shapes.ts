// The user object as CRMEB serialises it: login's `user` (docs/mall-api.md §1.3) and GET /api/user (§2.2).
import { formatFen } from '#shared/money.ts';
import type { PurseTotals } from './purse-totals.ts';
import type { UserRecord } from './user-directory.ts';

/** Counters other parts of the mall own (favourites, coupons, unread messages); zero when unknown. */
export interface UserCounters {
  total_collect_product: number;
  total_collect_store: number;
  total_coupon: number;
  total_visit_product: number;
  total_unread: number;
  total_recharge: number;
}

export function loginUser(user: UserRecord) {
  return {
    uid: user.uid,
    wechat_user_id: 0,
    account: user.account,
    nickname: user.nickname,
    avatar: user.avatar,
    phone: user.phone,
    sex: 0,
    now_money: formatFen(user.nowMoneyFen),
    integral: user.integral,
    user_type: user.userType,
    is_promoter: 0,
    promoter_time: null,
    pay_count: 0,
    pay_price: formatFen(0),
    spread_count: 0,
    is_svip: user.isSvip,
    svip_endtime: user.svipEndtime,
    member_level: 0,
    member_value: 0,
    brokerage_level: 0,
    cancel_time: null,
    zone_id: user.zoneId,
  };
}

/** The money and points a GET /api/user answer shows: the user's own, or the company's for a company token. */
export interface PurseFigures {
  balanceFen: number;
  points: number;
}

export function userInfo(user: UserRecord, counters: Partial<UserCounters> = {}, purse?: PurseFigures, totals?: PurseTotals) {
  const points = purse ? purse.points : user.integral;
  return {
    ...loginUser(user),
    ...(purse ? { now_money: formatFen(purse.balanceFen), integral: purse.points } : {}),
    main_uid: 0,
    service: null,
    topService: null,
    total_collect_product: counters.total_collect_product ?? 0,
    total_collect_store: counters.total_collect_store ?? 0,
    total_coupon: counters.total_coupon ?? 0,
    total_visit_product: counters.total_visit_product ?? 0,
    total_unread: counters.total_unread ?? 0,
    total_recharge: counters.total_recharge ?? Number(formatFen(totals?.rechargeFen ?? 0)),
    lock_integral: 0,
    total_integral: points,
    total_consume: formatFen(totals?.consumeFen ?? 0),
    extension_status: '0',
    sign_status: false,
  };
}
