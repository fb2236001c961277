// The order list's data, read on the server through pageContext.mall (docs/screens.md a.11): the tab counts
// and one page of the chosen tab. 全部订单 puts the unpaid group orders before the paid orders and reads
// only the mall pages it needs.
import type { MallReader } from '#shared/api/mall-reader.ts';
import { type RawGroupOrder, toGroupOrderView } from './group-order-view.ts';
import {
  mergedWindow,
  type OrderListData,
  type OrderListRow,
  ORDERS_PER_PAGE,
  type OrderNumbers,
  type OrderTabKey,
  pagesCovering,
} from './order-list-view.ts';
import { type RawOrder, toMerchantOrderView } from './order-view.ts';

export interface Paged<T> {
  count?: number;
  list?: T[];
}

const groupRows = (list: RawGroupOrder[] = []): OrderListRow[] => list.map((raw) => ({ kind: 'group', group: toGroupOrderView(raw) }));
const orderRows = (list: RawOrder[] = []): OrderListRow[] => list.map((raw) => ({ kind: 'order', order: toMerchantOrderView(raw) }));

/**
 * Paid orders at offset … offset + count − 1 of GET /api/order/list (`status` absent: every paid order), read
 * page by page, and how many there are in all.
 */
export async function paidSlice(
  mall: MallReader,
  status: number | undefined,
  offset: number,
  count: number,
): Promise<{ list: RawOrder[]; total: number }> {
  const parts = pagesCovering(offset, count, ORDERS_PER_PAGE);
  if (parts.length === 0) {
    const answer = await mall.get<Paged<RawOrder>>('/api/order/list', { status, page: 1, limit: 1 });
    return { list: [], total: Number(answer.count) || 0 };
  }
  const answers = await Promise.all(
    parts.map(({ page }) => mall.get<Paged<RawOrder>>('/api/order/list', { status, page, limit: ORDERS_PER_PAGE })),
  );
  return {
    list: answers.flatMap((answer, index) => (answer.list ?? []).slice(parts[index]?.from ?? 0, parts[index]?.to ?? 0)),
    total: Number(answers[0]?.count) || 0,
  };
}

export async function loadOrderList(mall: MallReader, tab: OrderTabKey, page: number): Promise<OrderListData> {
  const limit = ORDERS_PER_PAGE;
  const numbersRead = mall.getOr<OrderNumbers>('/api/order/number', {});
  if (tab === 'unpaid') {
    const [numbers, groups] = await Promise.all([
      numbersRead,
      mall.get<Paged<RawGroupOrder>>('/api/order/group_order_list', { page, limit }),
    ]);
    return { numbers, rows: groupRows(groups.list), total: Number(groups.count) || 0 };
  }
  if (tab !== 'all') {
    const [numbers, orders] = await Promise.all([numbersRead, mall.get<Paged<RawOrder>>('/api/order/list', { status: tab, page, limit })]);
    return { numbers, rows: orderRows(orders.list), total: Number(orders.count) || 0 };
  }
  const [numbers, groups] = await Promise.all([
    numbersRead,
    mall.get<Paged<RawGroupOrder>>('/api/order/group_order_list', { page, limit }),
  ]);
  const unpaidTotal = Number(groups.count) || 0;
  const window = mergedWindow(page, limit, unpaidTotal);
  const paid = await paidSlice(mall, undefined, window.paidOffset, window.paidCount);
  return {
    numbers,
    rows: [...groupRows((groups.list ?? []).slice(0, window.unpaidCount)), ...orderRows(paid.list)],
    total: unpaidTotal + paid.total,
  };
}
