// 浏览记录 (/user/history, docs/user-centre.md): GET /api/user/history grouped by the day of the visit, newest
// day first, as the mall lists them newest first.
import { formatFen } from '#shared/money.ts';
import { type PricedRow, type PriceViewer, shownPrice } from '#shared/pricing/shown-price.ts';

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PATH = '/user/history';

export interface HistoryItem {
  historyId: number;
  productId: number;
  name: string;
  image: string;
  /** what one piece costs this buyer (shared/pricing/shown-price.ts), formatted */
  price: string;
  time: string;
}

export interface HistoryDay {
  day: string;
  items: HistoryItem[];
}

export interface RawHistory {
  history_id?: unknown;
  product_id?: unknown;
  update_time?: unknown;
  spu?: ({ store_name?: unknown; image?: unknown } & PricedRow) | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Entries whose product is gone are left out (the mall answers spu null for them). */
export function groupHistoryByDay(list: readonly RawHistory[], viewer: PriceViewer): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const raw of list) {
    if (!raw.spu) continue;
    const time = text(raw.update_time);
    const day = time.slice(0, 10);
    const item: HistoryItem = {
      historyId: Number(raw.history_id) || 0,
      productId: Number(raw.product_id) || 0,
      name: text(raw.spu.store_name),
      image: text(raw.spu.image),
      price: formatFen(shownPrice(raw.spu, viewer).fen),
      time,
    };
    const last = days[days.length - 1];
    if (last && last.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

export function historyHref(page = 1): string {
  return page > 1 ? `${HISTORY_PATH}?page=${page}` : HISTORY_PATH;
}
