// The route table of docs/product.md §2 (history mode): page names for titles, and the paths links are built
// from. The pages themselves are routed by their folders under web/pages (filesystem routing), and the
// login rule by the route group a folder sits in; the route-table test checks that every path and `auth`
// here matches what the server answers.

import { CHROME_PATHS, STORE_PAGES } from './route-links.ts';

export type RouteAuth = 'public' | 'login' | 'guest-only';

export interface RouteEntry {
  /** the URL path (a `@param` marks a parameter) */
  path: string;
  /** page name used in the title '<name>-<site name>' */
  name: string;
  auth: RouteAuth;
}

export const ROUTES = {
  home: { path: CHROME_PATHS.home, name: '首页', auth: 'public' },
  couponCenter: { path: '/coupon_center', name: '领券中心', auth: 'public' },
  evaluation: { path: '/evaluation', name: '商品评价', auth: 'login' },
  goodsCate: { path: '/goods_cate', name: '商品分类', auth: 'public' },
  goodsCategories: { path: '/goods_categories', name: '全部分类', auth: 'public' },
  goodsCoupon: { path: '/goods_coupon', name: '优惠券商品', auth: 'public' },
  goodsLabel: { path: '/goods_label', name: '标签商品', auth: 'public' },
  goodsList: { path: '/goods_list', name: '商品列表', auth: 'public' },
  goodsPresell: { path: '/goods_presell', name: '预售', auth: 'public' },
  goodsSearch: { path: '/goods_search', name: '商品搜索', auth: 'public' },
  goodsSeckill: { path: '/goods_seckill', name: '限时秒杀', auth: 'public' },
  login: { path: CHROME_PATHS.login, name: '登录', auth: 'guest-only' },
  logistics: { path: '/logistics', name: '物流详情', auth: 'login' },
  logisticsDelivery: { path: '/logistics_delivery', name: '配送详情', auth: 'login' },
  merchantSettled: { path: CHROME_PATHS.merchantSettled, name: '商户入驻', auth: 'login' },
  newsList: { path: CHROME_PATHS.newsList, name: '资讯信息', auth: 'public' },
  orderConfirm: { path: '/order_confirm', name: '确认订单', auth: 'login' },
  orderDetail: { path: '/order_detail', name: '订单详情', auth: 'login' },
  orderStayDetail: { path: '/order_stay_detail', name: '待付款订单', auth: 'login' },
  payment: { path: '/payment', name: '支付', auth: 'login' },
  qualifications: { path: '/qualifications', name: '店铺资质', auth: 'public' },
  quickOrder: { path: CHROME_PATHS.quickOrder, name: '快速下单', auth: 'login' },
  rechargeRemittance: { path: '/recharge-remittance', name: '充值汇款', auth: 'login' },
  refund: { path: '/refund', name: '批量退款', auth: 'login' },
  refundConfirm: { path: '/refund_confirm', name: '申请退款', auth: 'login' },
  refundDetail: { path: '/refund_detail', name: '退款详情', auth: 'login' },
  refundGoods: { path: '/refund_goods', name: '退回商品', auth: 'login' },
  refundLogistics: { path: '/refund_logistics', name: '退款物流', auth: 'login' },
  shopMore: { path: '/shop_more', name: '更多店铺', auth: 'public' },
  shopStreet: { path: '/shop_street', name: '店铺街', auth: 'public' },
  shoppingCart: { path: CHROME_PATHS.shoppingCart, name: '购物车', auth: 'login' },
  privacyAgreement: { path: '/privacy_agreement', name: '协议', auth: 'public' },
  goodsDetail: { path: '/goods_detail/@id', name: '商品详情', auth: 'public' },
  goodsPresellDetail: { path: '/goods_presell_detail/@id', name: '预售详情', auth: 'public' },
  goodsSeckillDetail: { path: '/goods_seckill_detail/@id', name: '秒杀详情', auth: 'public' },
  newsDetail: { path: '/news_detail/@id', name: '资讯详情', auth: 'public' },
  goodsRanking: { path: '/goods_ranking', name: '热销榜单', auth: 'public' },
  store: { path: '/store', name: '店铺首页', auth: 'public' },
  user: { path: '/user', name: '个人中心', auth: 'login' },
} as const satisfies Record<string, RouteEntry>;

/**
 * The user centre's sections (docs/product.md §2), each a nested route under /user. `type` is the old
 * /user?type=N selector: such links answer a 301 to the section's path (docs/user-centre.md).
 */
export const USER_PAGES = [
  { type: 0, key: 'index', path: '/user', name: '账户管理' },
  { type: 1, key: 'order_list', path: CHROME_PATHS.orderList, name: '我的订单' },
  { type: 2, key: 'presell_order', path: '/user/presell_order', name: '预售订单' },
  { type: 3, key: 'balance', path: CHROME_PATHS.balance, name: '我的余额' },
  { type: 4, key: 'integral', path: '/user/integral', name: '我的积分' },
  { type: 5, key: 'collect', path: '/user/collect', name: '我的收藏' },
  { type: 6, key: 'address_list', path: '/user/address_list', name: '地址管理' },
  { type: 7, key: 'my_coupon', path: '/user/my_coupon', name: '我的优惠券' },
  { type: 8, key: 'invoice_list', path: '/user/invoice_list', name: '我的发票' },
  { type: 9, key: 'settle_record', path: '/user/settle_record', name: '入驻记录' },
  { type: 10, key: 'refund_list', path: '/user/refund_list', name: '售后/退款' },
  { type: 11, key: 'refund_select', path: '/user/refund_select', name: '选择退款类型' },
  { type: 12, key: 'company', path: '/user/company', name: '企业信息' },
  { type: 13, key: 'company_user_management', path: '/user/company_user_management', name: '企业成员管理' },
  { type: 14, key: 'financial_management', path: '/user/financial_management', name: '财务管理' },
  { type: 15, key: 'remittance_management', path: '/user/remittance_management', name: '汇款管理' },
  { type: 16, key: 'statement_management', path: '/user/statement_management', name: '对账单管理' },
  { type: 17, key: 'statement_details', path: '/user/statement_details', name: '对账单明细' },
  { type: 18, key: 'history', path: '/user/history', name: '浏览记录' },
  { type: 19, key: 'approvals', path: '/user/approvals', name: '采购审批' },
  { type: 20, key: 'reorder_lists', path: '/user/reorder_lists', name: '常购清单' },
  { type: 22, key: 'agreement_prices', path: '/user/agreement_prices', name: '企业协议价' },
  // Listed for the 企业中心 menu; the page itself is the top-level /quick_order (ROUTES.quickOrder).
  { type: 21, key: 'quick_order', path: CHROME_PATHS.quickOrder, name: '快速下单' },
  { type: 23, key: 'quotes', path: '/user/quotes', name: '我的询价' },
  { type: 24, key: 'org', path: '/user/org', name: '组织架构' },
  { type: 25, key: 'approval_rules', path: '/user/approval_rules', name: '审批流程' },
  { type: 26, key: 'budgets', path: '/user/budgets', name: '预算管理' },
  { type: 27, key: 'messages', path: '/user/messages', name: '消息中心' },
  { type: 28, key: 'spend', path: '/user/spend', name: '采购分析' },
  { type: 29, key: 'replenishment', path: '/user/replenishment', name: '定期采购' },
] as const;

export type UserPage = (typeof USER_PAGES)[number];

export function userPageByPath(pathname: string): UserPage | undefined {
  return USER_PAGES.find((page) => page.path === pathname);
}

export function userPageHref(key: UserPage['key']): string {
  return (USER_PAGES.find((candidate) => candidate.key === key) ?? USER_PAGES[0]).path;
}

/**
 * Where an old /user?type=N link now lives: the section's path with the rest of the query kept, or null
 * when there is no `type` to translate. An unknown N goes to the account page (/user), as it showed before.
 */
export function legacyUserHref(search: Record<string, string>): string | null {
  if (!('type' in search)) return null;
  const page = USER_PAGES.find((candidate) => String(candidate.type) === search.type) ?? USER_PAGES[0];
  const rest = Object.entries(search).filter(([name]) => name !== 'type');
  const query = rest.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return query ? `${page.path}?${query}` : page.path;
}

/** The page name of a path without parameters (the route table, /store and /user pages), for titles. */
export function pageNameFor(pathname: string): string | undefined {
  const entries: readonly { path: string; name: string }[] = [...USER_PAGES, ...Object.values(STORE_PAGES), ...Object.values(ROUTES)];
  return entries.find((entry) => entry.path === pathname)?.name;
}
