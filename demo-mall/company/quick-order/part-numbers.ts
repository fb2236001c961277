// Part numbers (型号/物料编码) of the demo catalogue (docs/company-api.md §6.1), derived from the seed so every
// start agrees: a product's is `DL` + its id in five digits (DL00012), a SKU's adds its place among the
// product's SKUs in two digits (DL00012-03). A SKU's code is its `bar_code`. Both are matched without regard
// to case; only normal products (not seckill or presell copies, which share their source's bar codes) count.
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
  /** the SKU's own part number (what a chosen spec turns the row's code into) */
  skuCode(product: Product, sku: Sku): string;
}

export function buildCodeIndex(products: readonly Product[]): CodeIndex {
  const byCode = new Map<string, CodeTarget>();
  const skuCodes = new Map<string, string>();
  for (const product of products) {
    if (product.product_type !== 0) continue;
    product.skus.forEach((sku, skuIndex) => {
      const target: CodeTarget = { kind: 'sku', product, sku, skuIndex };
      const own = skuPartNumber(product.product_id, skuIndex);
      skuCodes.set(sku.unique, own);
      byCode.set(own, target);
      if (!byCode.has(sku.bar_code)) byCode.set(sku.bar_code.toUpperCase(), target);
    });
    const only = product.skus[0];
    byCode.set(
      productPartNumber(product.product_id),
      product.skus.length === 1 && only ? { kind: 'sku', product, sku: only, skuIndex: 0 } : { kind: 'product', product },
    );
  }
  return {
    find: (code) => byCode.get(code.trim().toUpperCase()),
    skuCode: (product, sku) => skuCodes.get(sku.unique) ?? productPartNumber(product.product_id),
  };
}
