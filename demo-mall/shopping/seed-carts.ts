// Demo carts, written on the first start of a database: the company owner (uid 2) has 2 lines (3 pieces) in
// the personal cart, the company account (id 1) 3 lines (5 pieces), so switching the purchasing entity
// visibly changes the count.
import { formatDateTime } from '../core/envelope.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Product } from '../catalogue/catalogue-types.ts';
import type { CartStore } from './cart-store.ts';

export const SEEDED_CARTS: Record<string, Array<[productId: number, num: number]>> = {
  'user:2': [
    [1, 2],
    [8, 1],
  ],
  'company:1': [
    [14, 2],
    [27, 2],
    [52, 1],
  ],
};

export function seedCarts(carts: CartStore, catalogue: Catalogue): void {
  const createTime = formatDateTime(new Date(2025, 5, 30, 9, 0, 0));
  for (const [principal, lines] of Object.entries(SEEDED_CARTS)) {
    for (const [wanted, num] of lines) {
      // the first product from `wanted` on that has an in-stock SKU and no minimum quantity
      let product: Product | undefined;
      for (const p of catalogue.goods.eachNormalProduct(wanted)) {
        if (p.once_min_count === 0 && p.skus.some((s) => s.stock >= 10)) {
          product = p;
          break;
        }
      }
      const sku = product?.skus.find((s) => s.stock >= 10);
      if (!product || !sku) continue;
      carts.insert({
        principal,
        mer_id: product.mer_id,
        product_type: 0,
        product_id: product.product_id,
        sku_unique: sku.unique,
        cart_num: num,
        is_new: 0,
        create_time: createTime,
      });
    }
  }
}
