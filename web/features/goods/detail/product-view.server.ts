// The mall's product record (docs/mall-api.md §3.1) cut down to what the detail page renders, so the
// browser never receives the rest of it (description HTML, internal ids, templates, statistics).
import { type PriceViewer, shownPrice } from '#shared/pricing/shown-price.ts';
import type { CouponRow } from '../../browse/types.ts';
import type { MerchantView, ProductDetail, ProductView, ReviewPage, ReviewRow, SkuRow } from './detail-types.ts';

const skuView = (row: SkuRow, productType: unknown, viewer: PriceViewer): SkuRow => ({
  sku: row.sku,
  bar_code: row.bar_code,
  price: row.price,
  ot_price: row.ot_price,
  svip_price: row.svip_price,
  stock: row.stock,
  image: row.image,
  unique: row.unique,
  down_price: row.down_price,
  final_price: row.final_price,
  shown: shownPrice({ ...row, product_type: productType }, viewer),
});

function merchantView(merchant: ProductDetail['merchant'], viewer: PriceViewer): MerchantView | null {
  if (!merchant) return null;
  return {
    mer_id: merchant.mer_id,
    mer_name: merchant.mer_name,
    mer_avatar: merchant.mer_avatar,
    is_trader: merchant.is_trader,
    type_name: merchant.type_name,
    service_phone: merchant.service_phone,
    product_score: merchant.product_score,
    service_score: merchant.service_score,
    postage_score: merchant.postage_score,
    care_count: merchant.care_count,
    care: merchant.care,
    isset_certificate: merchant.isset_certificate,
    recommend: (merchant.recommend ?? []).map((row) => ({
      product_id: row.product_id,
      store_name: row.store_name,
      image: row.image,
      price: row.price,
      shown: shownPrice(row, viewer),
    })),
  };
}

/** The product as `viewer` sees it: every SKU and the product itself carry their shown price. */
export function toProductView(product: ProductDetail, viewer: PriceViewer): ProductView {
  return {
    product_id: product.product_id,
    store_name: product.store_name,
    store_info: product.store_info,
    image: product.image,
    slider_image: product.slider_image ?? [],
    price: product.price,
    ot_price: product.ot_price,
    svip_price: product.svip_price,
    shown: shownPrice(product, viewer),
    stock: product.stock,
    sales: product.sales,
    unit_name: product.unit_name,
    product_type: product.product_type,
    once_min_count: product.once_min_count,
    once_max_count: product.once_max_count,
    isRelation: Boolean(product.isRelation),
    attr: (product.attr ?? []).map(({ attr_name, attr_values }) => ({ attr_name, attr_values })),
    sku: Object.fromEntries(Object.entries(product.sku ?? {}).map(([key, row]) => [key, skuView(row, product.product_type, viewer)])),
    params: (product.params ?? []).map(({ name, value }) => ({ name, value })),
    shipping: product.temp?.info || product.temp?.name || '',
    guarantees: (product.guaranteeTemplate?.templateValue ?? []).map(({ value }) => ({
      name: value.guarantee_name,
      info: value.guarantee_info,
    })),
    merchant: merchantView(product.merchant, viewer),
  };
}

/** A coupon as the detail page's 优惠券 row shows it (type, rule, validity, 领取 / 已领取). */
export function couponView(coupon: CouponRow): CouponRow {
  return {
    coupon_id: coupon.coupon_id,
    title: coupon.title,
    coupon_price: coupon.coupon_price,
    use_min_price: coupon.use_min_price,
    coupon_type: coupon.coupon_type,
    coupon_time: coupon.coupon_time,
    use_start_time: coupon.use_start_time,
    use_end_time: coupon.use_end_time,
    type: coupon.type,
    issue: Boolean(coupon.issue),
  };
}

const reviewView = (row: ReviewRow): ReviewRow => ({
  reply_id: row.reply_id,
  nickname: row.nickname,
  avatar: row.avatar,
  comment: row.comment,
  pics: row.pics,
  rate: row.rate,
  sku: row.sku,
  create_time: row.create_time,
  merchant_reply_content: row.merchant_reply_content,
});

/** The first page of reviews: the rows as shown and the counts of the 全部/好评/中评/差评 tabs. */
export function reviewPageView(page: ReviewPage): ReviewPage {
  const { count, list, best, middle, negative, rate, star, stat } = page;
  return { count, list: (list ?? []).map(reviewView), best, middle, negative, rate, star, ...(stat ? { stat } : {}) };
}
