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

interface Paged<T> {
  count?: number;
  list?: T[];
}

const groupRows = (list: RawGroupOrder[] = []): OrderListRow[] => list.map((raw) => ({ kind: 'group', group: toGroupOrderView(raw) }));
const orderRows = (list: RawOrder[] = []): OrderListRow[] => list.map((raw) => ({ kind: 'order', order: toMerchantOrderView(raw) }));

/** Every paid order at offset … offset + count − 1, read page by page. */
async function paidSlice(mall: MallReader, offset: number, count: number): Promise<RawOrder[]> {
  const parts = await Promise.all(
    pagesCovering(offset, count, ORDERS_PER_PAGE).map(async ({ page, from, to }) => {
      const answer = await mall.get<Paged<RawOrder>>('/api/order/list', { page, limit: ORDERS_PER_PAGE });
      return (answer.list ?? []).slice(from, to);
    }),
  );
  return parts.flat();
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
  const [numbers, groups, paidCount] = await Promise.all([
    numbersRead,
    mall.get<Paged<RawGroupOrder>>('/api/order/group_order_list', { page, limit }),
    mall.get<Paged<RawOrder>>('/api/order/list', { page: 1, limit: 1 }),
  ]);
  const unpaidTotal = Number(groups.count) || 0;
  const window = mergedWindow(page, limit, unpaidTotal);
  const paid = await paidSlice(mall, window.paidOffset, window.paidCount);
  return {
    numbers,
    rows: [...groupRows((groups.list ?? []).slice(0, window.unpaidCount)), ...orderRows(paid)],
    total: unpaidTotal + (Number(paidCount.count) || 0),
  };
}
