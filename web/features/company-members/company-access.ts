// Which company pages a visitor may open (docs/company-api.md §1.3, docs/user-centre.md): the one role table
// of shared/company/company-roles.ts decides both the 企业中心 menu entries and the pages' 403 guard.
import type { SessionView } from '#shared/api/envelope.ts';
import {
  COMPANY_PAGE_PERMISSIONS,
  COMPANY_ROLE_NAMES,
  type CompanyPermission,
  type CompanyRole,
  roleAllows,
} from '#shared/company/company-roles.ts';

/** What each permission lets a member do, in the words the 403 page uses. */
export const PERMISSION_LABELS: Readonly<Record<CompanyPermission, string>> = {
  'company.view': '查看企业信息',
  'company.edit': '编辑企业信息',
  'members.manage': '管理企业成员',
  'finance.manage': '管理企业账户与汇款',
  'statements.view': '查看对账单',
  'statements.confirm': '确认对账单',
  'orders.buy': '以企业身份采购',
  'orders.viewAll': '查看企业全部订单',
  'orders.manageAll': '处理企业全部订单',
  'invoices.manage': '为企业订单申请发票',
  'approvals.manage': '审批采购订单',
  'approvals.view': '查看采购审批',
  'lists.manageAll': '管理全部常购清单',
  'quotes.manageAll': '处理企业全部询价单',
  'addresses.manage': '管理企业收货地址',
  'invoiceTitles.manage': '管理企业发票抬头',
  'cart.use': '使用企业购物车',
  'agreements.view': '查看企业协议价',
  'org.manage': '管理组织架构与审批流程',
  'budgets.manage': '管理部门预算',
  'statementInvoices.manage': '集中开票与红字确认单',
  'webhooks.manage': '管理消息推送',
  'openApi.manage': '管理开放接口',
  'spend.view': '查看采购分析',
};

export type CompanyAccessView = Pick<SessionView, 'hasCompany' | 'companyRole'>;

/** The permission a page path needs, or null when it is not a company page. */
export function companyPagePermission(pathname: string): CompanyPermission | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return COMPANY_PAGE_PERMISSIONS[path] ?? null;
}

/** true when the page is not a company page, or the visitor's role allows it */
export function companyPageAllowed(pathname: string, session: CompanyAccessView): boolean {
  const permission = companyPagePermission(pathname);
  return permission === null || (session.hasCompany && roleAllows(session.companyRole, permission));
}

/** The 403 page's sentence for a refused company page; null when the page may be shown. */
export function companyPageRefusal(pathname: string, session: CompanyAccessView): string | null {
  const permission = companyPagePermission(pathname);
  if (permission === null || companyPageAllowed(pathname, session)) return null;
  if (!session.hasCompany) return '该页面仅对企业账号开放，您的账号还没有加入企业。';
  if (!session.companyRole) return '您的企业成员身份已停用或已被移出企业，无法访问该页面。';
  const role: CompanyRole = session.companyRole;
  return `您的企业角色「${COMPANY_ROLE_NAMES[role]}」没有“${PERMISSION_LABELS[permission]}”的权限，如需访问请联系企业管理员。`;
}
