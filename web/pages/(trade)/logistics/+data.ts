// /logistics?orderId=<order id> (docs/screens.md a.8 物流详情; ?order_id= is read too): one paid order read on
// the server — its goods, 快递公司, 快递单号, 订单编号, 收货地址, 买家留言 — with its courier timeline (a server
// read, express-track.server.ts) and 为你推荐. An unknown order is the 404 page; without one the page says so.
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { EMPTY_PAGE, type Paged, type SpuItem } from '#web/features/browse/types.ts';
import { shareAgreementsFor } from '#web/features/goods/price/page-agreements.server.ts';
import { readExpressSteps } from '#web/features/logistics/express-track.server.ts';
import { orderIdFrom } from '#web/features/logistics/logistics-links.ts';
import { toShipmentView, type RawPaidOrder } from '#web/features/logistics/shipment-view.ts';

/** 为你推荐: one row of the five-column grid. */
const RECOMMEND_LIMIT = 5;

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.logistics.name };
  const id = orderIdFrom(pageContext.urlParsed.search);
  if (id === null) return { meta, order: null, recommend: [], track: null };
  const { mall } = pageContext;
  const [raw, recommend] = await Promise.all([
    readOrErrorPage(mall.get<RawPaidOrder>(`/api/order/detail/${id}`)),
    mall.getOr<Paged<SpuItem>>('/api/product/spu/recommend', EMPTY_PAGE, { page: 1, limit: RECOMMEND_LIMIT }),
  ]);
  const order = toShipmentView(raw, pageContext.layout.session.entity);
  await shareAgreementsFor(pageContext, recommend.list);
  const track = order.kind === 'express' && order.shipped ? await readExpressSteps(mall, order.orderId) : null;
  return { meta, order, recommend: recommend.list ?? [], track };
}
