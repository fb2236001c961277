// /user/my_coupon?tab=&page= (docs/screens.md a.11), read on the server: one page of the buyer's coupons.
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { readAccountPage } from '#web/features/order/read-account.server.ts';
import {
  localDateTime,
  type RawWalletCoupon,
  toWalletCard,
  WALLET_PER_PAGE,
  WALLET_TABS,
  walletTabOf,
} from '#web/features/coupon-wallet/wallet-view.ts';
import { collectPageOf } from '#web/features/collect/collect-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const tab = walletTabOf(search.tab);
  const page = collectPageOf(search.page);
  const statusTag = WALLET_TABS.find((t) => t.key === tab)?.statusTag ?? 1;
  const answer = await readAccountPage(pageContext, () =>
    pageContext.mall.get<{ count?: number; list?: RawWalletCoupon[] }>('/api/coupon/list', { statusTag, page, limit: WALLET_PER_PAGE }),
  );
  const now = localDateTime(new Date());
  return {
    meta: { title: userPageByPath(pathname)?.name ?? '我的优惠券' },
    tab,
    page,
    total: Number(answer.count) || 0,
    cards: (answer.list ?? []).map((raw) => toWalletCard(raw, now)),
  };
}
