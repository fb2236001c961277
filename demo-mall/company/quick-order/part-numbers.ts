// Part numbers (型号/物料编码) of the demo catalogue (docs/company-api.md §6.1), derived from the seed so every
// start agrees: a product's is `DL` + its id in five digits (DL00012), a SKU's adds its place among the
// product's SKUs in two digits (DL00012-03). A SKU's code is its `bar_code`, and the model number its name
// ends with (型号, FN-3065) names the product as its DL code does, with `-NN` a SKU (FN-3065-02): the codes buyers
// read on product pages, carts and orders (ADR 0035). All are matched without regard to case; only normal products
// (not seckill or presell copies, which share their source's bar codes and names) count.
import { modelNumberOf } from '#shared/quick-order/model-number.ts';
import type { Goods } from '../../catalogue/catalogue-reads.ts';
import type { Product, Sku } from '../../catalogue/catalogue-types.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

export function productPartNumber(productId: number): string {
  return `DL${String(productId).padStart(5, '0')}`;
}

export function skuPartNumber(productId: number, skuIndex: number): string {
  return `${productPartNumber(productId)}-${String(skuIndex + 1).padStart(2, '0')}`;
}

/** What a code names: one SKU, or a product whose several SKUs the buyer must choose from. */
export type CodeTarget = { kind: 'sku'; product: Product; sku: Sku; skuIndex: number } | { kind: 'product'; product: Product };

export interface CodeIndex {
  find(code: string): CodeTarget | undefined;
  /** the SKU's own part number (what a chosen spec turns the row's code into): FN-3065-02, DL00012-03 without a model */
  skuCode(product: Product, sku: Sku): string;
}

const PRODUCT_CODE = /^DL(\d{5,})$/;
const SKU_CODE = /^DL(\d{5,})-(\d{2})$/;
const MODEL_SKU_CODE = /^(.+)-(\d{2})$/;

/**
 * The codes over the catalogue tables (docs/adr/0080), read per code, nothing held: DL codes are parsed, bar codes and
 * model numbers found by their indexes. A model two products share names the first (the DL code still tells them
 * apart), and its `-NN` the first of them with that many SKUs, as a list built in id order would.
 */
export function createCodeIndex(db: DemoMallDatabase, goods: Goods): CodeIndex {
  const byBarCode =
    db.prepare(`SELECT s.product_id, s.position FROM catalogue_skus s JOIN catalogue_products p ON p.product_id = s.product_id
    WHERE s.bar_code = ? AND p.product_type = 0 ORDER BY s.product_id, s.position LIMIT 1`);
  const byModel = db
    .prepare('SELECT product_id FROM catalogue_products WHERE model = ? AND product_type = 0 ORDER BY product_id LIMIT 1')
    .pluck();
  const byModelSku = db.prepare(`SELECT p.product_id, s.position FROM catalogue_products p
    JOIN catalogue_skus s ON s.product_id = p.product_id AND s.position = ?
    WHERE p.model = ? AND p.product_type = 0 ORDER BY p.product_id LIMIT 1`);

  const normal = (id: number): Product | undefined => {
    const product = goods.productById.get(id);
    return product?.product_type === 0 ? product : undefined;
  };
  const skuTarget = (productId: number, skuIndex: number): CodeTarget | undefined => {
    const product = normal(productId);
    const sku = product?.skus[skuIndex];
    return product && sku ? { kind: 'sku', product, sku, skuIndex } : undefined;
  };
  const wholeTarget = (productId: number): CodeTarget | undefined => {
    const product = normal(productId);
    if (!product) return undefined;
    const only = product.skus[0];
    return product.skus.length === 1 && only ? { kind: 'sku', product, sku: only, skuIndex: 0 } : { kind: 'product', product };
  };
  /** the id a DL code's digits name, when they are written as the catalogue writes them (DL00012, not DL000012) */
  const idOf = (digits: string): number => (String(Number(digits)).padStart(5, '0') === digits ? Number(digits) : 0);
  const hit = (row: unknown): CodeTarget | undefined => {
    const found = row as { product_id: number; position: number } | undefined;
    return found ? skuTarget(found.product_id, found.position) : undefined;
  };

  return {
    find(raw) {
      const code = raw.trim().toUpperCase();
      const product = PRODUCT_CODE.exec(code);
      if (product) return wholeTarget(idOf(product[1] as string));
      const own = SKU_CODE.exec(code);
      if (own) return skuTarget(idOf(own[1] as string), Number(own[2]) - 1);
      const viaBarCode = hit(byBarCode.get(code));
      if (viaBarCode) return viaBarCode;
      const shown = MODEL_SKU_CODE.exec(code);
      const viaModelSku = shown ? hit(byModelSku.get(Number(shown[2]) - 1, shown[1])) : undefined;
      if (viaModelSku) return viaModelSku;
      const modelOwner = byModel.get(code) as number | undefined;
      return modelOwner === undefined ? undefined : wholeTarget(modelOwner);
    },
    skuCode(product, sku) {
      const skuIndex = product.skus.findIndex((s) => s.unique === sku.unique);
      if (product.product_type !== 0 || skuIndex < 0) return productPartNumber(product.product_id);
      const own = skuPartNumber(product.product_id, skuIndex);
      const model = modelNumberOf(product.store_name);
      return model ? `${model}-${own.slice(-2)}` : own;
    },
  };
}
