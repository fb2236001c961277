// What a product card, a flash-sale tile or a store row needs, cut from the mall's rows on the server: page data
// is serialised into the HTML for hydration, and the mall's rows carry ten times more than any card shows
// (keywords, descriptions, whole coupon and merchant records). Mapping them once here keeps the home page's HTML
// a third of its former size. Every product gets the price its viewer sees (`shown`, shared/pricing/shown-price.ts).
import { type PricedRow, type PriceViewer, type ShownPrice, shownPrice } from '#shared/pricing/shown-price.ts';
import type { CouponRow, MerchantRow, MiniGoodsRow, SpuItem } from '../browse/types.ts';

/** Copies the keys of `row` that are listed and defined (absent and undefined stay absent in the JSON). */
function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (row[key] !== undefined) out[key] = row[key];
  return out;
}

const CARD_KEYS = [
  'product_id',
  'store_name',
  'image',
  'product_type',
  'activity_id',
  'sales',
  'stock',
  'rate',
  'percent',
] as const satisfies readonly (keyof SpuItem)[];

/** A product as ProductCard, MiniGoods and the flash-sale strip render it. */
export function cardView(item: SpuItem, viewer: PriceViewer): SpuItem {
  const card: SpuItem = { ...pick(item, CARD_KEYS), price: item.price, shown: shownPrice(item, viewer) };
  // an activity tile strikes the original price through beside its own
  if (Number(item.product_type) > 0 && item.ot_price !== undefined) card.ot_price = item.ot_price;
  if (item.merchant?.is_trader !== undefined) {
    card.merchant = { mer_id: item.merchant.mer_id, mer_name: item.merchant.mer_name, is_trader: item.merchant.is_trader };
  }
  if (item.issetCoupon) card.issetCoupon = pick(item.issetCoupon, ['coupon_id', 'title', 'coupon_price', 'use_min_price']);
  return card;
}

export const cardViews = (items: SpuItem[] | undefined, viewer: PriceViewer): SpuItem[] =>
  (items ?? []).map((item) => cardView(item, viewer));

/** A thumbnail of a coupon strip or a store row. */
const miniView = (p: MiniGoodsRow, viewer: PriceViewer): MiniGoodsRow => ({
  ...pick(p, ['product_id', 'store_name', 'image', 'price']),
  shown: shownPrice(p, viewer),
});

/** A coupon as the home page's coupon strip renders it (its text, its claim button and up to three products). */
export function couponView(coupon: CouponRow, viewer: PriceViewer): CouponRow {
  const view: CouponRow = pick(coupon, [
    'coupon_id',
    'title',
    'coupon_price',
    'use_min_price',
    'coupon_type',
    'coupon_time',
    'use_start_time',
    'use_end_time',
  ]);
  // only whether it was claimed is shown
  if (coupon.issue) view.issue = true;
  if (coupon.ProductLst) view.ProductLst = coupon.ProductLst.slice(0, 3).map((p) => miniView(p, viewer));
  return view;
}

/** A store as the home page's brand-store rows render it. */
export function storeRowView(store: MerchantRow, viewer: PriceViewer): MerchantRow {
  const view: MerchantRow = pick(store, ['mer_id', 'mer_name', 'mer_avatar', 'is_trader', 'care_count']);
  if (store.recommend) view.recommend = store.recommend.slice(0, 3).map((p) => miniView(p, viewer));
  return view;
}

/** Activity rows kept whole (their pages read more than a card) with the price their viewer sees. */
export function withShown<T extends PricedRow>(
  rows: T[] | undefined,
  viewer: PriceViewer,
  productType?: number,
): (T & { shown: ShownPrice })[] {
  return (rows ?? []).map((row) => ({
    ...row,
    shown: shownPrice(productType === undefined ? row : { ...row, product_type: productType }, viewer),
  }));
}
