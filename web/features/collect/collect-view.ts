// Pure logic of 我的收藏 (docs/screens.md a.11): the two tabs, 12 per page, the links, and the mall's rows as
// the cards show them.
import { wan } from '../browse/format.ts';
import type { SpuItem } from '../browse/types.ts';
import { pageHref } from '#web/features/browse/page-href.ts';

export const COLLECT_PER_PAGE = 12;

/** The relation type of a followed store; products are 0 (docs/mall-api.md §3.9). */
export const STORE_RELATION = 10;

export type CollectTab = 'goods' | 'store';

export const COLLECT_TABS: readonly { key: CollectTab; label: string }[] = [
  { key: 'goods', label: '商品收藏' },
  { key: 'store', label: '店铺收藏' },
];

export const COLLECT_PATH = '/user/collect';

export function collectTabOf(value: unknown): CollectTab {
  return value === 'store' ? 'store' : 'goods';
}

export function collectPageOf(value: unknown): number {
  const page = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

export function collectHref(tab: CollectTab, page = 1): string {
  return pageHref(COLLECT_PATH, { tab: tab === 'goods' ? undefined : tab }, page);
}

export interface RawStoreRelation {
  type_id: number;
  merchant: {
    mer_id: number;
    mer_name: string;
    mer_avatar: string;
    is_trader?: number;
    care_count?: number;
    type_name?: string;
  } | null;
}

export interface RawGoodsRelation {
  type_id: number;
  spu: SpuItem | null;
}

export interface StoreCard {
  id: number;
  name: string;
  avatar: string;
  selfRun: boolean;
  followers: string;
}

/** 关注人数 as the original writes it: 12345 → 1.2万人关注. */
export function followersText(count: number): string {
  return `${wan(count)}人关注`;
}

export function toStoreCard(raw: RawStoreRelation): StoreCard {
  return {
    id: raw.type_id,
    name: raw.merchant?.mer_name ?? '店铺已关闭',
    avatar: raw.merchant?.mer_avatar ?? '',
    selfRun: raw.merchant?.is_trader === 1,
    followers: followersText(raw.merchant?.care_count ?? 0),
  };
}

/** The selection after a click on one card: added or removed. */
export function toggled(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id];
}
