// Merchant shapes: the brief object inside product cards and the rows of the shop street.
import { money } from '../../envelope.ts';
import type { CatalogStore } from '../catalog-store.ts';
import type { Merchant } from '../catalog-types.ts';

export function typeName(store: CatalogStore, m: Merchant): string {
  return store.merchantTypeById.get(m.type_id)?.type_name ?? '';
}

/** `merchant` inside spu items */
export function toMerchantBrief(store: CatalogStore, m: Merchant) {
  return {
    mer_id: m.mer_id,
    mer_name: m.mer_name,
    mer_avatar: m.mer_avatar,
    is_trader: m.is_trader,
    mer_info: m.mer_info,
    mer_keyword: m.mer_keyword,
    type_id: m.type_id,
    type_name: typeName(store, m),
  };
}

/** merchant row minus private fields (shop street, detail) */
export function toMerchantRow(store: CatalogStore, m: Merchant) {
  return {
    mer_id: m.mer_id,
    mer_name: m.mer_name,
    real_name: m.real_name,
    mer_address: m.mer_address,
    mark: m.mark,
    mer_keyword: m.mer_keyword,
    mer_info: m.mer_info,
    mer_avatar: m.mer_avatar,
    mer_banner: m.mer_banner,
    mini_banner: m.mini_banner,
    service_phone: m.service_phone,
    is_trader: m.is_trader,
    is_best: m.is_best,
    type_id: m.type_id,
    type_name: typeName(store, m),
    category_id: m.category_id,
    category_name: store.merchantCategoryById.get(m.category_id)?.category_name ?? '',
    product_score: m.product_score.toFixed(1),
    service_score: m.service_score.toFixed(1),
    postage_score: m.postage_score.toFixed(1),
    sales: m.sales,
    care_count: m.care_count,
    status: 1,
    mer_state: 1,
    is_margin: m.is_margin,
    margin: m.margin,
    long: m.long,
    lat: m.lat,
    create_time: m.create_time,
    product_count: store.productsByMerchant.get(m.mer_id)?.length ?? 0,
  };
}

export function merchantScore(m: Merchant): string {
  return money((m.product_score + m.service_score + m.postage_score) / 3);
}
