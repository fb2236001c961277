// Coupons shoppers received (CRMEB's coupon_user rows), in the database. Receiving checks "not yet received"
// and the remaining stock and inserts in one transaction, so two claims cannot both take the last coupon.
import { formatFen } from '#shared/money.ts';
import { formatDateTime } from '../core/envelope.ts';
import { uidOf } from '../core/login-gate.ts';
import type { Coupon } from '../catalogue/catalogue-types.ts';
import { remainingOf } from '../catalogue/views/coupon-views.ts';
import type { DemoMallDatabase } from '../db/database.ts';

const DAY = 24 * 3600 * 1000;

export interface CouponUser {
  coupon_user_id: number;
  principal: string;
  coupon_id: number;
  mer_id: number;
  coupon_title: string;
  coupon_price_fen: number;
  use_min_price_fen: number;
  start_time: string;
  end_time: string;
  use_time: string | null;
  type: number;
  /** 0 unused, 1 used, 2 expired */
  status: 0 | 1 | 2;
  create_time: string;
}

/** The coupon_user row as CRMEB sends it (money as strings). */
export function toCouponUserRow(u: CouponUser) {
  return {
    coupon_user_id: u.coupon_user_id,
    coupon_id: u.coupon_id,
    mer_id: u.mer_id,
    uid: uidOf(u.principal),
    coupon_title: u.coupon_title,
    coupon_price: formatFen(u.coupon_price_fen),
    use_min_price: formatFen(u.use_min_price_fen),
    start_time: u.start_time,
    end_time: u.end_time,
    use_time: u.use_time,
    type: u.type,
    status: u.status,
    is_fail: 0,
    create_time: u.create_time,
  };
}

export function createCouponWallet(db: DemoMallDatabase) {
  const findStatement = db.prepare('SELECT * FROM coupon_users WHERE principal = ? AND coupon_id = ?');
  const claimedStatement = db.prepare('SELECT COUNT(*) AS n FROM coupon_users WHERE coupon_id = ?');
  const listStatement = db.prepare('SELECT * FROM coupon_users WHERE principal = ? ORDER BY coupon_user_id DESC');
  const countStatement = db.prepare('SELECT COUNT(*) AS n FROM coupon_users WHERE principal = ?');
  const insertStatement = db.prepare(`
    INSERT INTO coupon_users (principal, coupon_id, mer_id, coupon_title, coupon_price_fen, use_min_price_fen, start_time,
                              end_time, use_time, type, status, create_time)
    VALUES (@principal, @coupon_id, @mer_id, @coupon_title, @coupon_price_fen, @use_min_price_fen, @start_time,
            @end_time, NULL, @type, 0, @create_time)`);

  const useStatement = db.prepare(
    'UPDATE coupon_users SET status = 1, use_time = ? WHERE principal = ? AND coupon_user_id = ? AND status = 0',
  );
  const releaseStatement = db.prepare(
    'UPDATE coupon_users SET status = 0, use_time = NULL WHERE principal = ? AND coupon_user_id = ? AND status = 1',
  );

  const find = (principal: string, couponId: number): CouponUser | undefined =>
    findStatement.get(principal, couponId) as CouponUser | undefined;
  const claimed = (couponId: number): number => (claimedStatement.get(couponId) as { n: number }).n;

  const receive = db.transaction((principal: string, coupon: Coupon, now: Date): string | null => {
    if (find(principal, coupon.coupon_id)) return '优惠券已领取';
    if (coupon.is_limited === 1 && remainingOf(coupon, claimed(coupon.coupon_id)) <= 0) return '优惠券已领完';
    const fixed = coupon.coupon_type === 1;
    const start = fixed && coupon.use_start_time ? coupon.use_start_time : now;
    const end = fixed && coupon.use_end_time ? coupon.use_end_time : new Date(now.getTime() + coupon.coupon_time * DAY);
    if (end < now) return '优惠券失效';
    insertStatement.run({
      principal,
      coupon_id: coupon.coupon_id,
      mer_id: coupon.mer_id,
      coupon_title: coupon.title,
      coupon_price_fen: coupon.coupon_price,
      use_min_price_fen: coupon.use_min_price,
      start_time: formatDateTime(start),
      end_time: formatDateTime(end),
      type: coupon.type,
      create_time: formatDateTime(now),
    });
    return null;
  });

  return {
    find,
    claimed,
    /** null when received, else the refusal message */
    receive: (principal: string, coupon: Coupon, now = new Date()): string | null => receive.immediate(principal, coupon, now),
    /** newest first */
    list: (principal: string): CouponUser[] => listStatement.all(principal) as CouponUser[],
    count: (principal: string): number => (countStatement.get(principal) as { n: number }).n,
    /** Marks unused coupons used (an order took them); answers how many changed. Run inside the order's transaction. */
    use: (principal: string, couponUserIds: readonly number[], useTime: string): number =>
      couponUserIds.reduce((n, id) => n + useStatement.run(useTime, principal, id).changes, 0),
    /** Gives coupons back (an unpaid order closed). */
    release(principal: string, couponUserIds: readonly number[]): void {
      for (const id of couponUserIds) releaseStatement.run(principal, id);
    },
  };
}

export type CouponWallet = ReturnType<typeof createCouponWallet>;
