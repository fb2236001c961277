// Pure logic of 我的优惠券 (docs/screens.md a.11): the two tabs, the coupon's kind, its state (未开始 / 可使用 /
// 已使用 / 已过期), the rule and validity lines, and where 去使用 leads (the goods the coupon applies to).
import { COUPON_TYPE_NAMES, couponAmount } from '../goods/coupon-text.ts';
import { shortYuan, toFen } from '#shared/money.ts';
import { tabNamed, tabPageHref } from '#web/features/ui/list-tabs.ts';

export const WALLET_PER_PAGE = 10;
export const WALLET_PATH = '/user/my_coupon';

export type WalletTab = 'unused' | 'used';

type WalletTabEntry = { key: WalletTab; label: string; statusTag: number };

export const WALLET_TABS: readonly [WalletTabEntry, ...WalletTabEntry[]] = [
  { key: 'unused', label: '未使用', statusTag: 1 },
  { key: 'used', label: '已使用/已过期', statusTag: 0 },
];

export const walletTabOf = (value: unknown): WalletTab => tabNamed(WALLET_TABS, value);
export const walletHref = (tab: WalletTab, page = 1) => tabPageHref(WALLET_PATH, 'tab', WALLET_TABS, tab, page);

/** A received coupon as GET /api/coupon/list answers it (docs/mall-api.md §3.9). */
export interface RawWalletCoupon {
  coupon_user_id: number;
  coupon_id: number;
  mer_id: number;
  coupon_title: string;
  coupon_price: string;
  use_min_price: string;
  start_time: string;
  end_time: string;
  type: number;
  /** 0 unused, 1 used, 2 expired */
  status: number;
  coupon?: { type: number } | null;
  merchant?: { mer_name: string } | null;
}

export type WalletState = '未开始' | '可使用' | '已使用' | '已过期';

/** `now` is "Y-m-d H:i:s" like the coupon's times, so strings compare in time order. */
export function walletState(coupon: Pick<RawWalletCoupon, 'status' | 'start_time' | 'end_time'>, now: string): WalletState {
  if (coupon.status === 1) return '已使用';
  if (coupon.status === 2 || coupon.end_time < now) return '已过期';
  if (coupon.start_time > now) return '未开始';
  return '可使用';
}

export interface WalletCard {
  id: number;
  title: string;
  kind: string;
  amount: string;
  rule: string;
  validity: string;
  shop: string;
  state: WalletState;
  /** 去使用, only for a coupon that can be used now */
  useHref: string | null;
}

export function toWalletCard(raw: RawWalletCoupon, now: string): WalletCard {
  const kind = COUPON_TYPE_NAMES[raw.coupon?.type ?? raw.type] ?? '优惠券';
  const state = walletState(raw, now);
  return {
    id: raw.coupon_user_id,
    title: raw.coupon_title,
    kind,
    amount: couponAmount(raw),
    rule: toFen(raw.use_min_price) > 0 ? `满${shortYuan(raw.use_min_price)}可用` : '无门槛使用',
    validity: `有效时间：${raw.start_time.slice(0, 10).replaceAll('-', '.')}-${raw.end_time.slice(0, 10).replaceAll('-', '.')}`,
    shop: raw.merchant?.mer_name ?? '',
    state,
    useHref: state === '可使用' ? `/goods_coupon?coupon_id=${raw.coupon_id}` : null,
  };
}

/** "Y-m-d H:i:s" in local time, the form of the mall's *_time fields. */
export function localDateTime(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}
