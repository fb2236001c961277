// Merchant shapes: the brief object inside product cards and the rows of the shop street. care_count is the
// seeded count plus the shoppers following the store now.
import type { Catalogue } from '../catalogue.ts';
import type { Merchant } from '../catalogue-types.ts';
import type { ShopperSignals } from '../shopper-signals.ts';

export function createMerchantViews(catalogue: Catalogue, signals: ShopperSignals) {
  const { merchants, goods } = catalogue;

  const typeName = (m: Merchant): string => merchants.typeById.get(m.type_id)?.type_name ?? '';
  const careCount = (m: Merchant): number => m.care_count + signals.followerCount(m.mer_id);

  return {
    typeName,

    /** `merchant` inside spu items */
    brief(m: Merchant) {
      return {
        mer_id: m.mer_id,
        mer_name: m.mer_name,
        mer_avatar: m.mer_avatar,
        is_trader: m.is_trader,
        mer_info: m.mer_info,
        mer_keyword: m.mer_keyword,
        type_id: m.type_id,
        type_name: typeName(m),
      };
    },

    careCount,

    /** merchant row minus private fields (shop street, detail) */
    row(m: Merchant) {
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
        type_name: typeName(m),
        category_id: m.category_id,
        category_name: merchants.settleCategoryById.get(m.category_id)?.category_name ?? '',
        // review scores, one decimal (not money)
        product_score: m.product_score.toFixed(1),
        service_score: m.service_score.toFixed(1),
        postage_score: m.postage_score.toFixed(1),
        sales: m.sales,
        care_count: careCount(m),
        status: 1,
        mer_state: 1,
        is_margin: m.is_margin,
        margin: m.margin,
        long: m.long,
        lat: m.lat,
        create_time: m.create_time,
        product_count: goods.countOfMerchant(m.mer_id),
      };
    },
  };
}
