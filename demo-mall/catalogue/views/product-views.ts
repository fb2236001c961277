// Product shapes: the list item ("spu item", docs/mall-api.md §3) and the detail (§3.1). Prices are fen in
// the catalogue and strings with two places here.
import { formatFen } from '#shared/money.ts';
import type { Principal } from '../../core/login-gate.ts';
import type { Catalogue } from '../catalogue.ts';
import type { ProductSearch } from '../product-search.ts';
import { type BuyerReviews, NO_BUYER_REVIEWS } from '../buyer-reviews.ts';
import type { Coupon, Product, Review, Sku } from '../catalogue-types.ts';
import { GUARANTEE_TEMPLATES, SHIPPING_TEMPLATES } from '../seed/seed-templates.ts';
import type { ShopperSignals } from '../shopper-signals.ts';
import { SEED_STOCK_LEVELS, type StockLevels } from '../stock-levels.ts';
import { toCouponRow } from './coupon-views.ts';
import { createMerchantViews } from './merchant-views.ts';
import { reviewStat } from './review-views.ts';

export function toSkuRow(p: Product, s: Sku, levels: StockLevels = SEED_STOCK_LEVELS) {
  return {
    sku: s.sku,
    price: formatFen(s.price),
    ot_price: formatFen(s.ot_price),
    svip_price: formatFen(s.svip_price),
    cost: formatFen(s.cost),
    stock: levels.skuStock(s),
    sales: s.sales,
    image: s.image,
    unique: s.unique,
    bar_code: s.bar_code,
    // kilograms and cubic metres, two places (not money)
    weight: s.weight.toFixed(2),
    volume: s.volume.toFixed(2),
    product_id: p.product_id,
    ...(s.down_price !== undefined ? { down_price: formatFen(s.down_price), final_price: formatFen(s.price - s.down_price) } : {}),
  };
}

/** `sku` map keyed by the attribute values joined with ',' ('' for a single-spec product) */
export function toSkuMap(p: Product, levels: StockLevels = SEED_STOCK_LEVELS): Record<string, ReturnType<typeof toSkuRow>> {
  const map: Record<string, ReturnType<typeof toSkuRow>> = {};
  for (const s of p.skus) map[s.sku] = toSkuRow(p, s, levels);
  return map;
}

export function toAttrList(p: Product) {
  return p.attr.map((a) => ({
    product_id: p.product_id,
    attr_name: a.attr_name,
    attr_values: a.attr_values,
    attr_value: a.attr_values.map((v) => ({ attr: v, check: false })),
  }));
}

/** The views every module renders catalogue rows with, over the seed plus the shoppers' live signals. */
export function createCatalogueViews(
  catalogue: Catalogue,
  search: ProductSearch,
  signals: ShopperSignals,
  levels: StockLevels = SEED_STOCK_LEVELS,
  buyerReviews: BuyerReviews = NO_BUYER_REVIEWS,
) {
  const { merchants, brands, reviews, coupons } = catalogue;
  const merchant = createMerchantViews(catalogue, signals);

  /** The product's reviews: buyers' (newest) before the seed's. */
  function reviewsOf(p: Product): Review[] {
    const id = p.old_product_id || p.product_id;
    return [...buyerReviews.reviewsOf(id), ...reviews.reviewsOf(id)];
  }

  /** reply_count and the one-decimal average with buyers' reviews counted in */
  function reviewTotals(p: Product): { reply_count: number; rate: number } {
    const added = buyerReviews.reviewsOf(p.old_product_id || p.product_id);
    if (added.length === 0) return { reply_count: p.reply_count, rate: p.rate };
    const count = p.reply_count + added.length;
    const seedSum = p.reply_count === 0 ? 0 : p.rate * p.reply_count;
    const sum = seedSum + added.reduce((total, r) => total + r.rate, 0);
    return { reply_count: count, rate: Math.round((sum / count) * 10) / 10 };
  }

  const couponRow = (c: Coupon) => toCouponRow(c, signals.claimedCount(c.coupon_id));

  function spuItem(p: Product) {
    const owner = merchants.merchantById.get(p.mer_id);
    const totals = reviewTotals(p);
    const coupon = coupons.couponFor(p);
    return {
      product_id: p.product_id,
      spu_id: p.product_id,
      store_name: p.store_name,
      image: p.image,
      activity_id: p.product_type === 0 ? 0 : p.product_id,
      keyword: p.keyword,
      price: formatFen(p.price),
      ot_price: formatFen(p.ot_price),
      svip_price: formatFen(p.svip_price),
      mer_id: p.mer_id,
      status: 1,
      store_info: p.store_info,
      brand_id: p.brand_id,
      cate_id: p.cate_id,
      unit_name: p.unit_name,
      star: p.star,
      rank: p.rank,
      sort: p.sort,
      sales: p.sales,
      stock: levels.productStock(p),
      product_type: p.product_type,
      rate: totals.rate.toFixed(1),
      reply_count: totals.reply_count,
      extension_type: 0,
      sys_labels: [],
      mer_labels: [],
      delivery_way: '2',
      delivery_free: p.delivery_free,
      svip_price_type: 0,
      mer_svip_status: 1,
      show_svip_info: { show_svip: true, show_svip_price: true, save_money: formatFen(p.price - p.svip_price) },
      is_svip_price: false,
      border_pic: '',
      create_time: p.create_time,
      merchant: owner ? merchant.brief(owner) : null,
      issetCoupon: coupon ? couponRow(coupon) : null,
    };
  }

  function detail(p: Product, viewer: Principal | null) {
    const owner = merchants.merchantById.get(p.mer_id);
    const isRelation = viewer ? signals.isFavourite(viewer.key, p.product_id) : false;
    const cares = viewer && owner ? signals.isFollowing(viewer.key, owner.mer_id) : false;
    const recommend = search
      .top(search.parse({}, { merId: p.mer_id, inStock: true, order: 'sales' }), 4)
      .filter((x) => x.product_id !== (p.old_product_id || p.product_id))
      .slice(0, 3)
      .map((x) => ({
        mer_id: x.mer_id,
        product_id: x.product_id,
        store_name: x.store_name,
        image: x.image,
        price: formatFen(x.price),
        ot_price: formatFen(x.ot_price),
        svip_price: formatFen(x.svip_price),
        product_type: x.product_type,
        is_show: 1,
        status: 1,
        is_gift_bag: 0,
        is_good: x.is_good,
        sales: x.sales,
        create_time: x.create_time,
      }));
    const productReviews = reviewsOf(p);
    const totals = reviewTotals(p);
    const stat = reviewStat(productReviews);
    const topReview = productReviews.find((r) => r.rate >= 4);
    const guarantee = GUARANTEE_TEMPLATES.find((g) => g.guarantee_template_id === p.guarantee_template_id) ?? null;
    const temp = SHIPPING_TEMPLATES.find((t) => t.shipping_template_id === p.temp_id) ?? null;
    return {
      product_id: p.product_id,
      spu_id: p.product_id,
      mer_id: p.mer_id,
      is_show: 1,
      status: 1,
      image: p.image,
      slider_image: p.slider_image,
      store_name: p.store_name,
      store_info: p.store_info,
      keyword: p.keyword,
      unit_name: p.unit_name,
      price: formatFen(p.price),
      cost: formatFen(p.cost),
      ot_price: formatFen(p.ot_price),
      svip_price: formatFen(p.svip_price),
      stock: levels.productStock(p),
      sales: p.sales,
      video_link: '',
      product_type: p.product_type,
      old_product_id: p.old_product_id,
      extension_type: 0,
      rate: totals.rate.toFixed(1),
      star: p.star,
      reply_count: totals.reply_count,
      guarantee_template_id: p.guarantee_template_id,
      temp_id: p.temp_id,
      once_max_count: p.once_max_count,
      once_min_count: p.once_min_count,
      pay_limit: p.pay_limit,
      integral_rate: -1,
      max_integral: formatFen(0),
      delivery_way: '2',
      delivery_free: p.delivery_free,
      type: 0,
      cate_id: p.cate_id,
      brand_id: p.brand_id,
      brand: brands.brandById.get(p.brand_id) ?? null,
      svip_price_type: 0,
      mer_svip_status: 1,
      show_svip_info: { show_svip: true, show_svip_price: true, save_money: formatFen(p.price - p.svip_price) },
      content: { content: p.content, type: 0 },
      temp,
      guaranteeTemplate: guarantee,
      params: p.params.map((x) => ({ parameter_id: x.parameter_id, name: x.name, value: x.value })),
      attr: toAttrList(p),
      sku: toSkuMap(p, levels),
      isRelation,
      replayData: stat.count > 0 ? stat : null,
      topReply: topReview
        ? {
            reply_id: topReview.reply_id,
            nickname: topReview.nickname,
            avatar: topReview.avatar,
            comment: topReview.comment,
            rate: topReview.rate,
            sku: topReview.sku,
            pics: topReview.pics,
            create_time: topReview.create_time,
          }
        : null,
      merchant: owner
        ? { ...merchant.row(owner), isset_certificate: true, services_type: 1, top_banner: owner.mer_banner, care: cares, recommend }
        : null,
      create_time: p.create_time,
    };
  }

  /** The short product object of lists that show a few goods (favourited stores, coupons, merchant cards). */
  function productBrief(p: Product) {
    return {
      product_id: p.product_id,
      store_name: p.store_name,
      image: p.image,
      price: formatFen(p.price),
      ot_price: formatFen(p.ot_price),
      svip_price: formatFen(p.svip_price),
      product_type: p.product_type,
    };
  }

  return {
    spuItem,
    detail,
    productBrief,
    couponRow,
    merchant,
    reviewsOf,
    /** pieces of the product left now: the seed's stock less what orders hold (the stock ledger) */
    productStock: (p: Product) => levels.productStock(p),
  };
}

export type CatalogueViews = ReturnType<typeof createCatalogueViews>;
