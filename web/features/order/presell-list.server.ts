// The presell list's data, read on the server (docs/screens.md a.11 /user/presell_order): first the presell
// orders whose deposit is still unpaid (unpaid group orders close after minutes, so they are few), then the
// deposit orders whose tail is due (GET /api/order/list?status=10), 10 per page.
import type { MallReader } from '#shared/api/mall-reader.ts';
import { type RawGroupOrder, toGroupOrderView } from './group-order-view.ts';
import { mergedWindow, ORDERS_PER_PAGE } from './order-list-view.ts';
import { type Paged, paidSlice } from './order-list.server.ts';
import { toMerchantOrderView } from './order-view.ts';
import { isPresellGroup, type PresellListData } from './presell-view.ts';

/** GET /api/order/list status: a presell deposit paid, its tail due (docs/product.md §13). */
export const PRESELL_TAIL_STATUS = 10;
/** how many unpaid group orders are looked through for deposits */
const UNPAID_SCAN = 50;

type RawPresellGroup = RawGroupOrder & { orderList?: (NonNullable<RawGroupOrder['orderList']>[number] & { activity_type?: number })[] };

export async function loadPresellList(mall: MallReader, page: number): Promise<PresellListData> {
  const groups = await mall.getOr<Paged<RawPresellGroup>>('/api/order/group_order_list', {}, { page: 1, limit: UNPAID_SCAN });
  const deposits = (groups.list ?? []).filter(isPresellGroup);
  const window = mergedWindow(page, ORDERS_PER_PAGE, deposits.length);
  const start = (page - 1) * ORDERS_PER_PAGE;
  const tails = await paidSlice(mall, PRESELL_TAIL_STATUS, window.paidOffset, window.paidCount);
  return {
    deposits: deposits.slice(start, start + window.unpaidCount).map(toGroupOrderView),
    orders: tails.list.map((raw) => toMerchantOrderView(raw)),
    total: deposits.length + tails.total,
  };
}
