// 我的收藏's data, read on the server through pageContext.mall (docs/screens.md a.11): one page of the tab.
import type { MallReader } from '#shared/api/mall-reader.ts';
import {
  COLLECT_PER_PAGE,
  type CollectTab,
  type RawGoodsRelation,
  type RawStoreRelation,
  type StoreCard,
  toStoreCard,
} from './collect-view.ts';
import type { SpuItem } from '../browse/types.ts';

export interface CollectData {
  total: number;
  goods: { id: number; spu: SpuItem | null }[];
  stores: StoreCard[];
}

interface Paged<T> {
  count?: number;
  list?: T[];
}

export async function loadCollect(mall: MallReader, tab: CollectTab, page: number): Promise<CollectData> {
  const query = { page, limit: COLLECT_PER_PAGE };
  if (tab === 'store') {
    const answer = await mall.get<Paged<RawStoreRelation>>('/api/user/relation/merchant/lst', query);
    return { total: Number(answer.count) || 0, goods: [], stores: (answer.list ?? []).map(toStoreCard) };
  }
  const answer = await mall.get<Paged<RawGoodsRelation>>('/api/user/relation/product/lst', query);
  return { total: Number(answer.count) || 0, goods: (answer.list ?? []).map((row) => ({ id: row.type_id, spu: row.spu })), stores: [] };
}
