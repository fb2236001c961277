// Part numbers (型号/物料编码) of the demo catalogue (docs/company-api.md §6.1), derived from the seed so every
// start agrees: a product's is `DL` + its id in five digits (DL00012), a SKU's adds its place among the
// product's SKUs in two digits (DL00012-03). A SKU's code is its `bar_code`, and the model number its name
// ends with (型号, FN-3065) names the product as its DL code does, with `-NN` a SKU (FN-3065-02): the codes buyers
// read on product pages, carts and orders (ADR 0035). All are matched without regard to case; only normal products
// (not seckill or presell copies, which share their source's bar codes and names) count.
import { modelNumberOf } from '#shared/quick-order/model-number.ts';
import type { Product, Sku } from '../../catalogue/catalogue-types.ts';

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

export function buildCodeIndex(products: Iterable<Product>): CodeIndex {
  const byCode = new Map<string, CodeTarget>();
  const skuCodes = new Map<string, string>();
  for (const product of products) {
    if (product.product_type !== 0) continue;
    const model = modelNumberOf(product.store_name);
    product.skus.forEach((sku, skuIndex) => {
      const target: CodeTarget = { kind: 'sku', product, sku, skuIndex };
      const own = skuPartNumber(product.product_id, skuIndex);
      const shown = model ? `${model}-${own.slice(-2)}` : own;
      skuCodes.set(sku.unique, shown);
      byCode.set(own, target);
      if (!byCode.has(sku.bar_code)) byCode.set(sku.bar_code.toUpperCase(), target);
      if (!byCode.has(shown)) byCode.set(shown, target);
    });
    const only = product.skus[0];
    const whole: CodeTarget =
      product.skus.length === 1 && only ? { kind: 'sku', product, sku: only, skuIndex: 0 } : { kind: 'product', product };
    byCode.set(productPartNumber(product.product_id), whole);
    // two products sharing a model keep it for the first (the DL code still tells them apart)
    if (model && !byCode.has(model)) byCode.set(model, whole);
  }
  return {
    find: (code) => byCode.get(code.trim().toUpperCase()),
    skuCode: (product, sku) => skuCodes.get(sku.unique) ?? productPartNumber(product.product_id),
  };
}
