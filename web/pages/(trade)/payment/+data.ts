// /payment?result=<group order id> (docs/screens.md a.7), read on the server: the unpaid group order, the
// purchasing entity's balance and, under 企业, available credit (purse.ts) and which payment methods the mall has on (GET /api/config, already
// read and cached for the header). A paid order goes on to the order list; an unknown or closed one is the 404
// page; without ?result= the page says there is nothing to pay.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { readOrErrorPage } from '#web/features/browse/read-or-error-page.server.ts';
import { toGroupOrderView, type RawGroupOrder } from '#web/features/order/group-order-view.ts';
import { entityPayMethods, payMethods } from '#web/features/order/pay-rules.ts';
import { availableCreditOf, purseEntity, purseOf, pursePath } from '#web/features/order/purse.ts';
import { heldOrderHref } from '#web/features/company-approvals/approval-view.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const meta = { title: ROUTES.payment.name };
  const id = Number(pageContext.urlParsed.search.result);
  // Without an order the page says so (the route itself exists); an unknown order is the 404 page.
  if (!Number.isInteger(id) || id <= 0) return { meta, order: null, balance: '0', credit: '0', methods: [] };
  const { mall } = pageContext;
  const entity = purseEntity(pageContext.layout.session);
  const [raw, user] = await Promise.all([
    readOrErrorPage(mall.get<RawGroupOrder>(`/api/order/group_order_detail/${id}`)),
    mall.getOr<{ now_money?: string; available_credit?: string }>(pursePath(entity), {}),
  ]);
  const order = toGroupOrderView(raw);
  if (order.paid) throw redirect('/user/order_list');
  if (heldOrderHref(order)) throw redirect(heldOrderHref(order) as string);
  return {
    meta,
    order,
    balance: purseOf(user).balance,
    // 企业账期's room; only the company account's answer carries it
    credit: availableCreditOf(user),
    methods: entityPayMethods(payMethods(pageContext.publicConfig ?? {}, pageContext.weixinPay === true), entity),
  };
}
