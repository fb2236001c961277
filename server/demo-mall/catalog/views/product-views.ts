// Product shapes: the list item ("spu item", crmeb-api.md §3) and the detail (§3.1).
import { money } from '../../envelope.ts';
import type { CatalogStore } from '../catalog-store.ts';
import type { Product, Sku } from '../catalog-types.ts';
import { GUARANTEE_TEMPLATES, SHIPPING_TEMPLATES } from '../seed/seed-templates.ts';
import { toCouponRow } from './coupon-views.ts';
import { toMerchantBrief, toMerchantRow } from './merchant-views.ts';
import { reviewStat } from './review-views.ts';

export function toSpuItem(store: CatalogStore, p: Product) {
  const merchant = store.merchantById.get(p.mer_id);
  const coupon = store.couponForProduct.get(p.product_id);
  return {
    product_id: p.product_id,
    spu_id: p.product_id,
    store_name: p.store_name,
    image: p.image,
    activity_id: p.product_type === 0 ? 0 : p.product_id,
    keyword: p.keyword,
    price: money(p.price),
    ot_price: money(p.ot_price),
    svip_price: money(p.svip_price),
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
    stock: p.stock,
    product_type: p.product_type,
    rate: p.rate.toFixed(1),
    reply_count: p.reply_count,
    extension_type: 0,
    sys_labels: [],
    mer_labels: [],
    delivery_way: '2',
    delivery_free: p.delivery_free,
    svip_price_type: 0,
    mer_svip_status: 1,
    show_svip_info: { show_svip: true, show_svip_price: true, save_money: money(p.price - p.svip_price) },
    is_svip_price: false,
    border_pic: '',
    create_time: p.create_time,
    merchant: merchant ? toMerchantBrief(store, merchant) : null,
    issetCoupon: coupon ? toCouponRow(coupon) : null,
  };
}

export function toSkuRow(p: Product, s: Sku) {
  return {
    sku: s.sku,
    price: money(s.price),
    ot_price: money(s.ot_price),
    svip_price: money(s.svip_price),
    cost: money(s.cost),
    stock: s.stock,
    sales: s.sales,
    image: s.image,
    unique: s.unique,
    bar_code: s.bar_code,
    weight: money(s.weight),
    volume: money(s.volume),
    product_id: p.product_id,
    ...(s.down_price !== undefined ? { down_price: money(s.down_price), final_price: money(s.price - s.down_price) } : {}),
  };
}

/** `sku` map keyed by the attribute values joined with ',' ('' for a single-spec product) */
export function toSkuMap(p: Product): Record<string, ReturnType<typeof toSkuRow>> {
  const map: Record<string, ReturnType<typeof toSkuRow>> = {};
  for (const s of p.skus) map[s.sku] = toSkuRow(p, s);
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

export function toDetail(store: CatalogStore, p: Product, viewer: { key: string } | null) {
  const merchant = store.merchantById.get(p.mer_id);
  const relations = viewer ? store.state.relations.get(viewer.key) ?? [] : [];
  const isRelation = relations.some((r) => r.type !== 10 && r.type_id === p.product_id);
  const cares = merchant ? relations.some((r) => r.type === 10 && r.type_id === merchant.mer_id) : false;
  const recommend = (store.productsByMerchant.get(p.mer_id) ?? [])
    .filter((x) => x.product_id !== (p.old_product_id || p.product_id) && x.stock > 0)
    .sort((a, b) => b.sales - a.sales || a.product_id - b.product_id)
    .slice(0, 3)
    .map((x) => ({ mer_id: x.mer_id, product_id: x.product_id, store_name: x.store_name, image: x.image, price: money(x.price), ot_price: money(x.ot_price), is_show: 1, status: 1, is_gift_bag: 0, is_good: x.is_good, sales: x.sales, create_time: x.create_time }));
  const stat = reviewStat(store.reviewsByProduct.get(p.old_product_id || p.product_id) ?? []);
  const topReview = (store.reviewsByProduct.get(p.old_product_id || p.product_id) ?? []).find((r) => r.rate >= 4);
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
    price: money(p.price),
    cost: money(p.cost),
    ot_price: money(p.ot_price),
    svip_price: money(p.svip_price),
    stock: p.stock,
    sales: p.sales,
    video_link: '',
    product_type: p.product_type,
    old_product_id: p.old_product_id,
    extension_type: 0,
    rate: p.rate.toFixed(1),
    star: p.star,
    reply_count: p.reply_count,
    guarantee_template_id: p.guarantee_template_id,
    temp_id: p.temp_id,
    once_max_count: p.once_max_count,
    once_min_count: p.once_min_count,
    pay_limit: p.pay_limit,
    integral_rate: -1,
    max_integral: money(0),
    delivery_way: '2',
    delivery_free: p.delivery_free,
    type: 0,
    cate_id: p.cate_id,
    brand_id: p.brand_id,
    brand: store.brandById.get(p.brand_id) ?? null,
    svip_price_type: 0,
    mer_svip_status: 1,
    show_svip_info: { show_svip: true, show_svip_price: true, save_money: money(p.price - p.svip_price) },
    content: { content: p.content, type: 0 },
    temp,
    guaranteeTemplate: guarantee,
    params: p.params.map((x) => ({ parameter_id: x.parameter_id, name: x.name, value: x.value })),
    attr: toAttrList(p),
    sku: toSkuMap(p),
    isRelation,
    replayData: stat.count > 0 ? stat : null,
    topReply: topReview ? { reply_id: topReview.reply_id, nickname: topReview.nickname, avatar: topReview.avatar, comment: topReview.comment, rate: topReview.rate, sku: topReview.sku, pics: topReview.pics, create_time: topReview.create_time } : null,
    merchant: merchant
      ? {
          ...toMerchantRow(store, merchant),
          isset_certificate: true,
          services_type: 1,
          top_banner: merchant.mer_banner,
          care: cares,
          recommend,
        }
      : null,
    create_time: p.create_time,
  };
}
