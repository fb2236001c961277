// /user/refund_select?orderId=&ids=&type= (docs/screens.md a.8), read on the server: the order tells whether the
// goods have left the store (an unshipped order, status 0, offers only 仅退款).
import type { PageContextServer } from 'vike/types';
import { userPageByPath } from '#shared/routes.ts';
import { readRefusable } from '#web/features/refund/read-refund.server.ts';
import { idsOfQuery } from '#web/features/refund/refund-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { search, pathname } = pageContext.urlParsed;
  const meta = { title: userPageByPath(pathname)?.name ?? '选择退款类型' };
  const orderId = Number(search.orderId);
  const ids = idsOfQuery(search.ids);
  if (!Number.isInteger(orderId) || orderId <= 0 || ids.length === 0) return { meta, select: null, message: '请选择退款商品' };
  const order = await readRefusable(pageContext, () => pageContext.mall.get<{ status: number }>(`/api/order/detail/${orderId}`));
  if (!order.ok) return { meta, select: null, message: order.message };
  const type = ids.length === 1 && search.type !== '2' ? 1 : 2;
  return { meta, select: { orderId, ids: ids.join(','), type, shipped: Number(order.value.status) !== 0 }, message: '' };
}
