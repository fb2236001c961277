// The cart list as CRMEB sends it: lines grouped by merchant (newest first), lines whose SKU vanished or sold
// out under `fail`. Prices are the catalogue's fen, written as strings with two places.
import { formatFen } from '#shared/money.ts';
import { uidOf } from '../core/login-gate.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { CatalogueViews } from '../catalogue/views/product-views.ts';
import type { CartLine } from './cart-store.ts';
import { SEED_STOCK_LEVELS, type StockLevels } from '../catalogue/stock-levels.ts';

export function createCartViews(catalogue: Catalogue, views: CatalogueViews, levels: StockLevels = SEED_STOCK_LEVELS) {
  const { goods, merchants, coupons } = catalogue;

  function row(line: CartLine) {
    const product = goods.productById.get(line.product_id);
    const sku = product?.skus.find((s) => s.unique === line.sku_unique);
    return {
      cart_id: line.cart_id,
      uid: uidOf(line.principal),
      mer_id: line.mer_id,
      product_type: line.product_type,
      product_id: line.product_id,
      product_attr_unique: line.sku_unique,
      cart_num: line.cart_num,
      source: 0,
      source_id: 0,
      is_pay: 0,
      is_del: 0,
      is_new: line.is_new,
      is_fail: 0,
      create_time: line.create_time,
      product: product
        ? {
            product_id: product.product_id,
            image: product.image,
            store_name: product.store_name,
            is_show: 1,
            status: 1,
            is_del: 0,
            unit_name: product.unit_name,
            price: formatFen(product.price),
            ot_price: formatFen(product.ot_price),
            mer_status: 1,
            temp_id: product.temp_id,
            once_min_count: product.once_min_count,
            once_max_count: product.once_max_count,
            pay_limit: product.pay_limit,
            product_type: product.product_type,
          }
        : null,
      productAttr:
        sku && product
          ? {
              product_id: product.product_id,
              stock: levels.skuStock(sku),
              price: formatFen(sku.price),
              ot_price: formatFen(sku.ot_price),
              unique: sku.unique,
              sku: sku.sku,
              bar_code: sku.bar_code,
              image: sku.image,
              svip_price: formatFen(sku.svip_price),
              show_svip_price: true,
            }
          : null,
    };
  }

  return {
    list(lines: readonly CartLine[]) {
      const groups = new Map<number, ReturnType<typeof row>[]>();
      const failed: ReturnType<typeof row>[] = [];
      for (const line of lines) {
        const cartRow = row(line);
        if (!cartRow.productAttr || cartRow.productAttr.stock <= 0) {
          failed.push(cartRow);
          continue;
        }
        const list = groups.get(line.mer_id);
        if (list) list.push(cartRow);
        else groups.set(line.mer_id, [cartRow]);
      }
      const list = [...groups.entries()].map(([merId, carts]) => {
        const m = merchants.merchantById.get(merId);
        return {
          mer_id: merId,
          mer_name: m?.mer_name ?? '',
          mer_state: 1,
          mer_avatar: m?.mer_avatar ?? '',
          is_trader: m?.is_trader ?? 0,
          type_id: m?.type_id ?? 0,
          type_name: m ? views.merchant.typeName(m) : '',
          openReceipt: 1,
          hasCoupon: coupons.coupons.some((c) => c.mer_id === merId),
          list: carts,
        };
      });
      return { list, fail: failed };
    },
  };
}

export type CartViews = ReturnType<typeof createCartViews>;
