// 开放接口 (docs/company-api.md §17): what an API client of a company may reach. The scopes the 管理员 grants,
// their names on the page, the roles a client may act under, and the one rule table path prefix → scope the
// mall checks on every call made with a client's token (a path no prefix names is refused to every client).
import type { CompanyRole } from './company-roles.ts';

export const OPEN_CLIENT_SCOPES = ['catalogue', 'prices', 'orders', 'invoices', 'messages'] as const;
export type OpenClientScope = (typeof OPEN_CLIENT_SCOPES)[number];

export const OPEN_CLIENT_SCOPE_NAMES: Readonly<Record<OpenClientScope, string>> = {
  catalogue: '商品目录',
  prices: '协议价与报价',
  orders: '下单与订单',
  invoices: '发票与对账',
  messages: '消息',
};

/** A client acts as a system member under one of these roles; never 管理员 (docs/adr/0106). */
export const OPEN_CLIENT_ROLES: readonly CompanyRole[] = ['buyer', 'finance', 'viewer'];

export function isOpenClientScope(value: unknown): value is OpenClientScope {
  return typeof value === 'string' && (OPEN_CLIENT_SCOPES as readonly string[]).includes(value);
}

/** Route path prefix → scope; the first prefix that matches wins, so the narrower ones come first. */
const SCOPE_RULES: readonly (readonly [string, OpenClientScope])[] = [
  // an order's invoice, the saved invoice titles, 集中开票, statements and red-letter confirmations
  ['/api/order/receipt/', 'invoices'],
  ['/api/user/receipt/', 'invoices'],
  ['/api/company/invoice/', 'invoices'],
  ['/api/company/statement/', 'invoices'],
  ['/api/company/red_confirmation/', 'invoices'],
  // agreed prices and quotes; the price and stock of part numbers (the open API's batch price and order lines)
  ['/api/company/agreement_price/', 'prices'],
  ['/api/quick_order/check', 'prices'],
  ['/api/company/quote/', 'prices'],
  // cart, order check/create, orders, logistics, addresses and their regions, receipt, refunds, cost centres
  ['/api/user/cart/', 'orders'],
  ['/api/v2/order/', 'orders'],
  ['/api/order/', 'orders'],
  ['/api/user/address/', 'orders'],
  ['/api/v2/system/city/', 'orders'],
  ['/api/company/acceptance/', 'orders'],
  ['/api/company/cost_center/', 'orders'],
  ['/api/refund/', 'orders'],
  ['/api/common/express', 'orders'],
  // goods, categories, brands, shops
  ['/api/store/product/', 'catalogue'],
  ['/api/product/spu/', 'catalogue'],
  ['/api/store/merchant/', 'catalogue'],
  // the system member's own inbox: the message pool
  ['/api/company/message/', 'messages'],
  // what the shop shows every visitor (settings, search words, news, agreements): a PunchOut browser signed in
  // with the client's token renders the shop's pages with them (docs/punchout.md)
  ['/api/pc/', 'catalogue'],
  ['/api/config', 'catalogue'],
  ['/api/version', 'catalogue'],
  ['/api/common/hot_keyword', 'catalogue'],
  ['/api/article/', 'catalogue'],
  ['/api/agreement/', 'catalogue'],
];

/**
 * Routes every client may call whatever its scopes: who the token's system member is and which company it acts
 * for, nothing else (the shop's session and a PunchOut sign-in read them, docs/punchout.md).
 */
export const OPEN_CLIENT_SELF_ROUTES: ReadonlySet<string> = new Set(['/api/user', '/api/company/member']);

/** The scope a route (as registered, `/api/order/detail/:id`) needs from a client; null: no client may call it. */
export function openClientScopeOf(routePath: string): OpenClientScope | null {
  for (const [prefix, scope] of SCOPE_RULES) if (routePath.startsWith(prefix)) return scope;
  return null;
}

/** The refusals of docs/company-api.md §17 (the token's, a call's). */
export const OPEN_CLIENT_MESSAGES = {
  badCredentials: '客户端凭据无效',
  disabled: '客户端已停用',
  ipRefused: '该 IP 不在客户端允许列表中',
  outOfScope: '该接口不在客户端授权范围内',
  missing: '客户端不存在',
  nameInvalid: '请输入1～30个字的客户端名称',
  roleInvalid: '请选择采购员、财务或只读角色',
  unitInvalid: '所选部门不存在或已停用',
  scopesRequired: '请至少选择一项授权范围',
  scopeInvalid: '授权范围不存在',
  ipInvalid: 'IP 白名单格式不正确：',
  ipTooMany: 'IP 白名单最多20条',
  tooMany: '每个企业最多创建20个客户端',
  nameTaken: '已有同名的启用中客户端，请换一个名称',
} as const;

export const OPEN_CLIENT_LIMITS = { nameMax: 30, ipMax: 20, clients: 20, tokenSeconds: 1800 } as const;
