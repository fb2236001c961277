// What the catalogue needs to know about shoppers, without owning their state: the shopping module answers
// these from the database (favourites, follows, claimed coupons, browsing history). The catalogue stays a
// read-only seed; only the views combine it with these live answers.

export interface ShopperSignals {
  /** has the principal favourited the product (any product relation type)? */
  isFavourite(principalKey: string, productId: number): boolean;
  /** does the principal follow the store (relation type 10)? */
  isFollowing(principalKey: string, merId: number): boolean;
  /** shoppers following the store, added to its seeded care_count */
  followerCount(merId: number): number;
  /** coupons of this definition claimed so far (by anyone) */
  claimedCount(couponId: number): number;
  /** the principal's claimed coupon of this definition, as the coupon_user row CRMEB sends, or null */
  claimRow(principalKey: string, couponId: number): object | null;
  /** a product detail seen by a logged-in caller goes to the browsing history */
  recordView(principalKey: string, productId: number): void;
}
