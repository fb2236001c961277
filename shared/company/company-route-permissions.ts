// Which permission of the role table (company-roles.ts) each forced-login route of the mall needs when it
// touches company data (docs/company-api.md §1.3, docs/adr/0029-one-route-permission-table.md). The mall
// enforces every row in one preHandler (demo-mall/company/route-guard.ts); a forced-login route with no
// row is refused to company members, and a generated test walks every role against every row.
//
// Rows under /api/company/ apply to every token (a user token acts for its own membership, §1.2); the other
// rows apply when the call is made with a company token, i.e. on the company's shared cart, addresses,
// invoice titles and orders. A personal token on those routes is not a company call and passes.
import { type CompanyPermission, type CompanyRole, roleAllows } from './company-roles.ts';

/** Every active member of the company, whatever the role (their own notices, limits, profile and session). */
export const ANY_MEMBER = 'member';
/** No membership check: the route answers about the caller's own membership (token, member), refusals included. */
export const OWN_MEMBERSHIP = 'self';

/** A permission, any one of several permissions, or one of the two markers above. */
export type CompanyRouteNeed = CompanyPermission | readonly CompanyPermission[] | typeof ANY_MEMBER | typeof OWN_MEMBERSHIP;

/** `METHOD /path/:param`, as Fastify registers the route. */
export type CompanyRouteKey = `${'GET' | 'POST'} /api/${string}`;

const VIEW = 'company.view';
const BUY = 'orders.buy';

export const COMPANY_ROUTE_PERMISSIONS: Readonly<Record<CompanyRouteKey, CompanyRouteNeed>> = {
  // the caller's own session and profile
  'GET /api/user': ANY_MEMBER,
  'POST /api/logout': ANY_MEMBER,
  'POST /api/user/change/info': ANY_MEMBER,
  'POST /api/user/change/phone': ANY_MEMBER,
  'POST /api/upload/image/file': ANY_MEMBER,
  'GET /api/company/token': OWN_MEMBERSHIP,
  'GET /api/company/member': OWN_MEMBERSHIP,

  // §2 profile and members
  'GET /api/company/info': VIEW,
  'POST /api/company/info': 'company.edit',
  'GET /api/company/member/lst': 'members.manage',
  'POST /api/company/member/invite': 'members.manage',
  'POST /api/company/member/role/:uid': 'members.manage',
  'POST /api/company/member/status/:uid': 'members.manage',
  'POST /api/company/member/delete/:uid': 'members.manage',

  // §3 account, ledger, remittances; the company's balance bills and points
  'GET /api/company/account': ANY_MEMBER,
  'GET /api/company/ledger': 'finance.manage',
  'GET /api/company/remittance/prepare': 'finance.manage',
  'POST /api/company/remittance/create': 'finance.manage',
  'GET /api/company/remittance/lst': 'finance.manage',
  'GET /api/company/remittance/detail/:id': 'finance.manage',
  'POST /api/company/remittance/cancel/:id': 'finance.manage',
  'GET /api/user/bill': VIEW,
  'GET /api/user/integral/info': VIEW,
  'GET /api/user/integral/lst': VIEW,

  // §4 statements
  'GET /api/company/statement/lst': 'statements.view',
  'GET /api/company/statement/detail/:id': 'statements.view',
  'GET /api/company/statement/export/:id': 'statements.view',
  // §15 采购分析 (read-only)
  'GET /api/company/spend/summary': 'spend.view',
  'GET /api/company/spend/export': 'spend.view',
  'POST /api/company/statement/confirm/:id': 'statements.confirm',
  'POST /api/company/statement/dispute/:id': 'statements.confirm',

  // §5 limits and approvals
  'GET /api/company/approval/limit/:uid': 'members.manage',
  'POST /api/company/approval/limit/:uid': 'members.manage',
  'GET /api/company/approval/my_limit': ANY_MEMBER,
  'GET /api/company/approval/lst': 'approvals.view',
  'GET /api/company/approval/detail/:id': 'approvals.view',
  'POST /api/company/approval/approve/:id': 'approvals.manage',
  'POST /api/company/approval/reject/:id': 'approvals.manage',
  'GET /api/company/approval/notice': ANY_MEMBER,
  'POST /api/company/approval/notice/seen': ANY_MEMBER,

  // §13 units, approval rules, budgets; the queue (§5) is also open to whoever a rule's chain names (route-guard
  // alsoAllows: a unit head, a role or members a level names)
  'GET /api/company/org/tree': ANY_MEMBER,
  'POST /api/company/org/create': 'org.manage',
  'POST /api/company/org/update/:id': 'org.manage',
  'POST /api/company/org/move/:id': 'org.manage',
  'POST /api/company/org/status/:id': 'org.manage',
  'POST /api/company/org/head/:id': 'org.manage',
  'POST /api/company/org/member/:uid': 'org.manage',
  // §13.6 each unit's own addresses, invoice titles and cost centres; what a member may pick from them to order
  'GET /api/company/org/unit_data/:id': 'org.manage',
  'POST /api/company/org/unit_address/save/:id': 'org.manage',
  'POST /api/company/org/unit_address/delete/:id': 'org.manage',
  'POST /api/company/org/unit_receipt/save/:id': 'org.manage',
  'POST /api/company/org/unit_receipt/delete/:id': 'org.manage',
  'POST /api/company/org/unit_cost_center/save/:id': 'org.manage',
  'POST /api/company/org/unit_cost_center/delete/:id': 'org.manage',
  'GET /api/company/org/unit_choices': BUY,
  'GET /api/company/approval_rule/lst': 'org.manage',
  'POST /api/company/approval_rule/save': 'org.manage',
  'POST /api/company/approval_rule/delete/:id': 'org.manage',
  'POST /api/company/approval_rule/sort': 'org.manage',
  'GET /api/company/budget/lst': 'budgets.manage',
  'POST /api/company/budget/create': 'budgets.manage',
  'POST /api/company/budget/delete/:id': 'budgets.manage',
  'POST /api/company/approval/forecast': ANY_MEMBER,

  // §6 quick order: checking rows reads the catalogue, adding fills the company cart
  'GET /api/quick_order/template': VIEW,
  'POST /api/quick_order/check': VIEW,
  'POST /api/quick_order/upload': VIEW,
  'POST /api/quick_order/cart': 'cart.use',

  // §7 reorder lists (editing someone else's list also needs lists.manageAll, checked on the list)
  'GET /api/company/reorder_list/lst': VIEW,
  'GET /api/company/reorder_list/detail/:id': VIEW,
  'POST /api/company/reorder_list/create': BUY,
  'POST /api/company/reorder_list/lines/:id': VIEW,
  'POST /api/company/reorder_list/line/update/:id': VIEW,
  'POST /api/company/reorder_list/line/delete/:id': VIEW,
  'POST /api/company/reorder_list/rename/:id': VIEW,
  'POST /api/company/reorder_list/delete/:id': VIEW,
  'POST /api/company/reorder_list/cart/:id': 'cart.use',

  // §16 定期采购: members who may buy manage their own schedules; 管理员 (orders.manageAll) any, checked on the schedule
  'GET /api/company/replenishment/lst': BUY,
  'GET /api/company/replenishment/detail/:id': BUY,
  'GET /api/company/replenishment/runs/:id': BUY,
  'POST /api/company/replenishment/create': BUY,
  'POST /api/company/replenishment/update/:id': BUY,
  'POST /api/company/replenishment/pause/:id': BUY,
  'POST /api/company/replenishment/resume/:id': BUY,
  'POST /api/company/replenishment/skip/:id': BUY,
  'POST /api/company/replenishment/unskip/:id': BUY,
  'POST /api/company/replenishment/delete/:id': BUY,

  // §10 requests for quotation: every member reads the company's quotes; acting on one also needs to be its
  // requester or hold quotes.manageAll (管理员), checked on the quote
  'GET /api/company/quote/lst': VIEW,
  'GET /api/company/quote/detail/:id': VIEW,
  'POST /api/company/quote/create': BUY,
  'POST /api/company/quote/counter/:id': BUY,
  'POST /api/company/quote/accept/:id': BUY,
  'POST /api/company/quote/decline/:id': BUY,
  'POST /api/company/quote/withdraw/:id': BUY,

  // §8 cost centres
  // §9 agreed prices: the list and its export for 管理员, 采购员 and 财务; the price sheet for every member, since
  // the price a member is shown under 企业 must be the price the company pays
  'GET /api/company/agreement_price/lst': 'agreements.view',
  'GET /api/company/agreement_price/export': 'agreements.view',
  'GET /api/company/agreement_price/sheet': ANY_MEMBER,
  'GET /api/company/cost_center/lst': VIEW,
  'POST /api/company/cost_center/create': 'company.edit',
  'POST /api/company/cost_center/update/:id': 'company.edit',
  'POST /api/company/cost_center/status/:id': 'company.edit',
  'POST /api/company/cost_center/delete/:id': 'company.edit',

  // §11 goods receipt and credit terms (accepting someone else's order also needs orders.manageAll, checked on the order)
  'GET /api/company/acceptance/lst': VIEW,
  'GET /api/company/acceptance/detail/:id': VIEW,
  'POST /api/company/acceptance/accept/:id': BUY,
  'GET /api/company/terms': VIEW,
  'POST /api/company/terms': 'company.edit',
  'GET /api/company/credit/items': 'finance.manage',
  'GET /api/company/credit/reminder': ANY_MEMBER,
  'POST /api/company/credit/repay': 'finance.manage',

  // §12 集中开票 and 红字确认单: 管理员 and 财务
  // read by any member: an order's 专票 request starts from the company's certified tax details (issue 37 item 9)
  'GET /api/company/invoice/profile': ANY_MEMBER,
  'POST /api/company/invoice/profile': 'statementInvoices.manage',
  'GET /api/company/invoice/lst': 'statementInvoices.manage',
  'POST /api/company/invoice/request/:id': 'statementInvoices.manage',
  'GET /api/company/invoice/download/:id': 'statementInvoices.manage',
  'GET /api/company/red_confirmation/lst': 'statementInvoices.manage',
  'GET /api/company/red_confirmation/reminder': 'statementInvoices.manage',
  'POST /api/company/red_confirmation/confirm/:id': 'statementInvoices.manage',
  'POST /api/company/red_confirmation/reject/:id': 'statementInvoices.manage',
  // §14 消息中心: every member reads their own inbox (the unread count answers any signed-in user, 0 without a
  // membership, so the header's bell needs no membership check first); 消息推送 endpoints for the 管理员
  'GET /api/company/message/unread': OWN_MEMBERSHIP,
  'GET /api/company/message/lst': ANY_MEMBER,
  'POST /api/company/message/read': ANY_MEMBER,
  'POST /api/company/message/read_all': ANY_MEMBER,
  'GET /api/company/webhook/lst': 'webhooks.manage',
  'POST /api/company/webhook/create': 'webhooks.manage',
  'POST /api/company/webhook/update/:id': 'webhooks.manage',
  'POST /api/company/webhook/delete/:id': 'webhooks.manage',
  'GET /api/company/webhook/delivery/lst': 'webhooks.manage',
  'POST /api/company/webhook/delivery/resend/:id': 'webhooks.manage',
  // §17 开放接口: the company's API clients and their audit, 管理员 only
  'GET /api/company/open_client/lst': 'openApi.manage',
  'POST /api/company/open_client/create': 'openApi.manage',
  'POST /api/company/open_client/update/:id': 'openApi.manage',
  'POST /api/company/open_client/rotate/:id': 'openApi.manage',
  'POST /api/company/open_client/revoke/:id': 'openApi.manage',
  'GET /api/company/open_client/audit': 'openApi.manage',

  // the company's shared delivery addresses
  'GET /api/user/address/lst': VIEW,
  'GET /api/user/address/detail/:id': VIEW,
  'POST /api/user/address/create': 'addresses.manage',
  'POST /api/user/address/update/:id': 'addresses.manage',
  'POST /api/user/address/delete/:id': 'addresses.manage',

  // the company's saved invoice titles, and the invoices of its orders (a 采购员 sees those of its own orders)
  'GET /api/user/receipt/lst': VIEW,
  'GET /api/user/receipt/detail/:id': VIEW,
  'POST /api/user/receipt/create': 'invoiceTitles.manage',
  'POST /api/user/receipt/update/:id': 'invoiceTitles.manage',
  'POST /api/user/receipt/is_default/:id': 'invoiceTitles.manage',
  'POST /api/user/receipt/delete/:id': 'invoiceTitles.manage',
  'GET /api/user/receipt/order': VIEW,
  'GET /api/user/receipt/order/:id': VIEW,

  // the company cart (buy-now goes through cart/create too)
  'GET /api/user/cart/count': VIEW,
  'GET /api/user/cart/lst': VIEW,
  'POST /api/user/cart/create': 'cart.use',
  'POST /api/user/cart/again': 'cart.use',
  'POST /api/user/cart/change/:id': 'cart.use',
  'POST /api/user/cart/delete': 'cart.use',

  // company orders: reading follows orders.viewAll per order (company-order-access.ts); acting needs orders.buy
  'POST /api/v2/order/check': BUY,
  'POST /api/v2/order/create': BUY,
  'GET /api/order/list': VIEW,
  'GET /api/order/number': VIEW,
  'GET /api/order/group_order_list': VIEW,
  'GET /api/order/group_order_detail/:id': VIEW,
  'GET /api/order/status/:id': VIEW,
  'GET /api/order/detail/:id': VIEW,
  'POST /api/order/express/:id': VIEW,
  'GET /api/order/delivery/:id': VIEW,
  'POST /api/order/pay/:id': BUY,
  'POST /api/order/cancel/:id': BUY,
  'POST /api/order/take/:id': BUY,
  'POST /api/order/del/:id': BUY,
  'POST /api/order/receipt/:id': [BUY, 'invoices.manage'],
  'POST /api/presell/pay/:id': BUY,
  'GET /api/reply/product/:id': VIEW,
  'POST /api/reply/:id': BUY,

  // refunds of company orders
  'GET /api/refund/list': VIEW,
  'GET /api/refund/detail/:id': VIEW,
  'GET /api/refund/express/:id': VIEW,
  'GET /api/refund/batch_product/:id': BUY,
  'GET /api/refund/product/:id': BUY,
  'POST /api/refund/compute': BUY,
  'POST /api/refund/apply/:id': BUY,
  'POST /api/refund/back_goods/:id': BUY,
  'POST /api/refund/cancel/:id': BUY,
  'POST /api/refund/del/:id': BUY,

  // coupons go into the company's wallet for its purchases
  'GET /api/coupon/list': VIEW,
  'POST /api/coupon/receive/:id': BUY,

  // conveniences the company's token keeps for whoever browses with it: favourites, history, merchant applications
  'GET /api/user/history': ANY_MEMBER,
  'POST /api/user/history/delete/:id': ANY_MEMBER,
  'POST /api/user/history/batch/delete': ANY_MEMBER,
  'GET /api/user/relation/product/lst': ANY_MEMBER,
  'GET /api/user/relation/merchant/lst': ANY_MEMBER,
  'POST /api/user/relation/create': ANY_MEMBER,
  'POST /api/user/relation/delete': ANY_MEMBER,
  'POST /api/user/relation/batch/create': ANY_MEMBER,
  'POST /api/user/relation/batch/delete': ANY_MEMBER,
  'POST /api/store/product/increase_take': ANY_MEMBER,
  'GET /api/intention/lst': ANY_MEMBER,
  'GET /api/intention/detail/:id': ANY_MEMBER,
  'POST /api/intention/create': ANY_MEMBER,
  'POST /api/intention/update/:id': ANY_MEMBER,
};

/** The row of a registered route (`GET`, `/api/order/detail/:id`); undefined when the table has none. */
export function companyRouteNeed(method: string, url: string): CompanyRouteNeed | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  return (COMPANY_ROUTE_PERMISSIONS as Readonly<Record<string, CompanyRouteNeed>>)[`${verb} ${url}`];
}

/** true for the routes whose rows apply to every token, not only to company tokens */
export function isCompanyAreaPath(url: string): boolean {
  return url.startsWith('/api/company/');
}

/** Whether an active member with `role` may make a call whose row is `need`. */
export function roleMeets(role: CompanyRole, need: CompanyRouteNeed): boolean {
  if (need === ANY_MEMBER || need === OWN_MEMBERSHIP) return true;
  if (typeof need === 'string') return roleAllows(role, need);
  return need.some((permission) => roleAllows(role, permission));
}
