// Shared by the approval browser tests: the mall's envelope read through the BFF, and a buy-now line of about
// 1,500 yuan (over a 1,000 yuan per-order limit) that stays within stock and the product's quantity rules.
import type { APIRequestContext } from '@playwright/test';
import { call } from './envelope.ts';
import { fenOf } from './company-finance.ts';

/** A product and SKU with a quantity that totals about 1,500 yuan (over 1,000) and stays within stock. */
export async function aboutFifteenHundred(request: APIRequestContext): Promise<{ productId: number; unique: string; pieces: number }> {
  const list = await call<{ list: { product_id: number }[] }>(
    request,
    'get',
    '/api/product/spu/lst?price_on=100&price_off=1500&page=1&limit=30',
  );
  for (const item of list.data.list) {
    const detail = await call<{
      once_min_count?: number;
      once_max_count?: number;
      sku: Record<string, { unique: string; stock: number; price: string }>;
    }>(request, 'get', `/api/store/product/detail/${item.product_id}`);
    for (const sku of Object.values(detail.data.sku)) {
      const priceFen = fenOf(sku.price);
      const pieces = Math.ceil(150_000 / priceFen);
      const max = detail.data.once_max_count ?? 0;
      if (
        priceFen > 0 &&
        pieces * priceFen > 100_000 &&
        sku.stock >= pieces + 5 &&
        (detail.data.once_min_count ?? 0) <= pieces &&
        (max === 0 || max >= pieces)
      )
        return { productId: item.product_id, unique: sku.unique, pieces };
    }
  }
  throw new Error('no product for a ~1,500 yuan order');
}
