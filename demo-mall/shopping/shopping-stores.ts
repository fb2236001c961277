// The shopping module's state, all in the database: carts, favourites and follows, received coupons, browsing
// history and arrival notices. Built before the modules register, because the catalogue (ShopperSignals) and
// the accounts module (the counters of GET /api/user) read from it too.
import type { UserCounters } from '../accounts/user-shapes.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { ShopperSignals } from '../catalogue/shopper-signals.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { seedOnce } from '../db/settings.ts';
import { createCartStore, type CartStore } from './cart-store.ts';
import { createCouponWallet, toCouponUserRow, type CouponWallet } from './coupon-wallet.ts';
import { createHistoryStore, type HistoryStore } from './history-store.ts';
import { createNoticeStore, type NoticeStore } from './notice-store.ts';
import { createRelationStore, MERCHANT_RELATION, type RelationStore } from './relation-store.ts';
import { seedCarts } from './seed-carts.ts';

export interface ShoppingStores {
  carts: CartStore;
  relations: RelationStore;
  wallet: CouponWallet;
  history: HistoryStore;
  notices: NoticeStore;
}

export function createShoppingStores(db: DemoMallDatabase, catalogue: Catalogue): ShoppingStores {
  const carts = createCartStore(db);
  seedOnce(db, 'carts', () => seedCarts(carts, catalogue));
  return {
    carts,
    relations: createRelationStore(db),
    wallet: createCouponWallet(db),
    history: createHistoryStore(db),
    notices: createNoticeStore(db),
  };
}

/** The catalogue's view of shopper state, answered from these stores. */
export function shopperSignalsOf(stores: ShoppingStores): ShopperSignals {
  return {
    isFavourite: (key, productId) => stores.relations.has(key, 0, productId),
    isFollowing: (key, merId) => stores.relations.has(key, MERCHANT_RELATION, merId),
    followerCount: (merId) => stores.relations.followerCount(merId),
    claimedCount: (couponId) => stores.wallet.claimed(couponId),
    claimRow(key, couponId) {
      const claim = stores.wallet.find(key, couponId);
      return claim ? toCouponUserRow(claim) : null;
    },
    recordView: (key, productId) => stores.history.record(key, productId),
  };
}

/** The counts GET /api/user appends (favourites, follows, coupons, visits) for one principal. */
export function countersOf(stores: ShoppingStores, principalKey: string): Partial<UserCounters> {
  return {
    total_collect_product: stores.relations.count(principalKey, 0),
    total_collect_store: stores.relations.count(principalKey, MERCHANT_RELATION),
    total_coupon: stores.wallet.count(principalKey),
    total_visit_product: stores.history.count(principalKey),
  };
}
