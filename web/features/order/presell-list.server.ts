// The presell list's data, read on the server (docs/screens.md a.11 /user/presell_order): deposit orders whose
// tail is due (GET /api/order/list?status=10), 10 per page, and on the first page the presell orders whose
// deposit is still unpaid (unpaid group orders close after minutes, so they are few).
import type { MallReader } from '#shared/api/mall-reader.ts';
import { type RawGroupOrder, toGroupOrderView } from './group-order-view.ts';
import { ORDERS_PER_PAGE } from './order-list-view.ts';
import { type RawOrder, toMerchantOrderView } from './order-view.ts';
import { isPresellGroup, type PresellListData } from './presell-view.ts';

/** GET /api/order/list status: a presell deposit paid, its tail due (docs/product.md §13). */
export const PRESELL_TAIL_STATUS = 10;
/** how many unpaid group orders the first page looks through for deposits */
const UNPAID_SCAN = 50;

type RawPresellGroup = RawGroupOrder & { orderList?: (NonNullable<RawGroupOrder['orderList']>[number] & { activity_type?: number })[] };

interface Paged<T> {
  count?: number;
  list?: T[];
}

export async function loadPresellList(mall: MallReader, page: number): Promise<PresellListData> {
  const [orders, groups] = await Promise.all([
    mall.get<Paged<RawOrder>>('/api/order/list', { status: PRESELL_TAIL_STATUS, page, limit: ORDERS_PER_PAGE }),
    page === 1
      ? mall.getOr<Paged<RawPresellGroup>>('/api/order/group_order_list', {}, { page: 1, limit: UNPAID_SCAN })
      : Promise.resolve({} as Paged<RawPresellGroup>),
  ]);
  return {
    deposits: (groups.list ?? []).filter(isPresellGroup).map(toGroupOrderView),
    orders: (orders.list ?? []).map(toMerchantOrderView),
    total: Number(orders.count) || 0,
  };
}
