// The order list's 采购单号 search, read on the server through pageContext.mall (docs/company-api.md §8.2).
import type { MallReader } from '#shared/api/mall-reader.ts';
import { type RawOrder, toMerchantOrderView, type MerchantOrderView } from '../order/order-view.ts';
import { PO_SEARCH_PER_PAGE } from './po-search.ts';

export interface PoSearchResult {
  orders: MerchantOrderView[];
  total: number;
}

export async function loadPoSearch(mall: MallReader, poNumber: string, page: number): Promise<PoSearchResult> {
  const answer = await mall.get<{ count?: number; list?: RawOrder[] }>('/api/order/list', {
    po_number: poNumber,
    page,
    limit: PO_SEARCH_PER_PAGE,
  });
  return { orders: (answer.list ?? []).map((raw) => toMerchantOrderView(raw)), total: Number(answer.count) || 0 };
}
