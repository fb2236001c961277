// Guests' recently viewed products, kept in this browser only (logged-in shoppers use the mall's
// /api/user/history, so the BFF itself stays stateless).
import type { SpuItem } from '../browse/types.ts';

export const RECENT_KEY = 'mall_recent_views';
const LIMIT = 12;

export type RecentItem = Pick<SpuItem, 'product_id' | 'store_name' | 'image' | 'price' | 'ot_price' | 'product_type'>;

export function readRecent(): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RecentItem[]).filter((item) => item && typeof item.product_id === 'number') : [];
  } catch {
    return [];
  }
}

export function rememberRecent(item: RecentItem): void {
  try {
    const list = [item, ...readRecent().filter((old) => old.product_id !== item.product_id)].slice(0, LIMIT);
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: history is a nicety
  }
}
