// Products a browser test can buy in quantity whatever other specs bought before it: normal products (no activity,
// no purchase limits) with several SKUs well in stock, found by asking the mall from the end of the seed.
import type { APIRequestContext } from '@playwright/test';
import { call } from './envelope.ts';

export interface SkuRow {
  unique: string;
  stock: number;
  sku: string;
}

export interface ProductDetail {
  product_id: number;
  store_name: string;
  product_type?: number;
  once_min_count?: number;
  once_max_count?: number;
  sku?: Record<string, SkuRow>;
}

/**
 * The first product, from `fromId` down, with at least `skuCount` SKUs each holding `minStock` pieces; `finiteStock`
 * also skips SKUs whose stock reads as unlimited (9999), for tests that count stock down.
 */
export async function productWithSkus(
  request: APIRequestContext,
  { skuCount, minStock, fromId = 80, finiteStock = false }: { skuCount: number; minStock: number; fromId?: number; finiteStock?: boolean },
): Promise<{ detail: ProductDetail; skus: SkuRow[] }> {
  for (let id = fromId; id >= 1; id--) {
    const answer = await call<ProductDetail | null>(request, 'get', `/api/store/product/detail/${id}`).catch(() => null);
    const detail = answer?.status === 200 ? answer.data : null;
    if (!detail || (detail.product_type ?? 0) !== 0 || detail.once_min_count || detail.once_max_count) continue;
    const skus = Object.values(detail.sku ?? {}).filter((s) => s.stock >= minStock && (!finiteStock || s.stock < 9999));
    if (skus.length >= skuCount) return { detail, skus };
  }
  throw new Error(`no product with ${skuCount} SKUs of ${minStock} pieces in stock`);
}
