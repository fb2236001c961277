// Company members' roles and what each may do (docs/company-api.md §1.3). The mall enforces these rules on
// every route that touches company data, through the route table of company-route-permissions.ts; the
// storefront reads the same table to show each member only the menu entries, pages and buttons their role
// allows (a page outside it answers 403). One table, both sides.

export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'finance', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_NAMES: Readonly<Record<CompanyRole, string>> = {
  admin: '管理员',
  buyer: '采购员',
  approver: '审批人',
  finance: '财务',
  viewer: '只读',
};

export type CompanyPermission =
  /** 企业信息: read */
  | 'company.view'
  /** 企业信息: edit and resubmit for verification */
  | 'company.edit'
  /** 企业成员管理: list, invite, change role, disable, remove */
  | 'members.manage'
  /** 财务管理, 汇款管理, 线下汇款充值: the account, its ledger and remittances */
  | 'finance.manage'
  /** 对账单管理 and 对账单明细: read and export */
  | 'statements.view'
  /** confirm a statement or dispute it */
  | 'statements.confirm'
  /** place and pay orders with the company entity; act on one's own company orders */
  | 'orders.buy'
  /** read every company order (others read only the orders they placed) */
  | 'orders.viewAll'
  /** act on any company order (cancel, receive, refund), not only one's own */
  | 'orders.manageAll'
  /** ask for the invoice of any company order (a 采购员 may for their own orders through orders.buy) */
  | 'invoices.manage'
  /** the approval queue: approve or reject orders held over a member's spending limit */
  | 'approvals.manage'
  /** open the approval queue (采购审批) and read a held order there: it lists only the orders of the units the member
   * covers (docs/company-api.md §13), so 财务 named in a rule's level decides from the page as an approver does */
  | 'approvals.view'
  /** edit or delete any member's reorder list (常购清单); everyone else edits only their own */
  | 'lists.manageAll'
  /** add, edit, delete and choose the default of the company's shared delivery addresses */
  | 'addresses.manage'
  /** add, edit, delete and choose the default of the company's saved invoice titles (name, tax number, bank) */
  | 'invoiceTitles.manage'
  /** 企业协议价: the company's agreed prices, their tiers and validity, and their export */
  | 'agreements.view'
  /** act on any member's request for quotation (询价单); everyone else who may buy acts only on their own */
  | 'quotes.manageAll'
  /** 消息推送: the company's webhook endpoints (URL, secret, event kinds), their delivery log and 重新发送 */
  | 'webhooks.manage'
  /** 开放接口: the company's API clients (create, rotate, revoke) and the audit of their calls (docs/company-api.md §17) */
  | 'openApi.manage'
  /** put products into the company cart, change or empty it (cart, quick order, reorder list to cart) */
  | 'cart.use'
  /** 组织架构 and 审批流程: the unit tree, heads, members' units, and the ordered approval rules */
  | 'org.manage'
  /** 预算: budgets per unit or cost centre */
  | 'budgets.manage'
  /** 集中开票 for a confirmed statement, its 数电发票 downloads, and confirming or rejecting 红字确认单 (§12) */
  | 'statementInvoices.manage'
  /** 采购分析: spend by month, unit, cost centre, category, shop and member, budget use, top products, and its export (§15) */
  | 'spend.view';

const PERMISSIONS: Readonly<Record<CompanyRole, readonly CompanyPermission[]>> = {
  admin: [
    'company.view',
    'company.edit',
    'members.manage',
    'finance.manage',
    'statements.view',
    'statements.confirm',
    'orders.buy',
    'orders.viewAll',
    'orders.manageAll',
    'invoices.manage',
    'approvals.manage',
    'approvals.view',
    'lists.manageAll',
    'quotes.manageAll',
    'addresses.manage',
    'invoiceTitles.manage',
    'cart.use',
    'agreements.view',
    'org.manage',
    'budgets.manage',
    'statementInvoices.manage',
    'webhooks.manage',
    'spend.view',
    'openApi.manage',
  ],
  // A 采购员 fills the cart and adds the delivery address its order needs; saved invoice titles (the company's
  // tax number and bank) stay with the 管理员, and an invoice request types or picks a title without saving it.
  buyer: ['company.view', 'orders.buy', 'addresses.manage', 'cart.use', 'agreements.view'],
  approver: ['company.view', 'approvals.manage', 'approvals.view', 'orders.viewAll'],
  finance: [
    'company.view',
    'finance.manage',
    'statements.view',
    'statements.confirm',
    'orders.viewAll',
    'invoices.manage',
    'agreements.view',
    'budgets.manage',
    'approvals.view',
    'statementInvoices.manage',
    'spend.view',
  ],
  viewer: ['company.view', 'statements.view', 'orders.viewAll'],
};

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);
}

export function roleAllows(role: CompanyRole | null | undefined, permission: CompanyPermission): boolean {
  return role ? PERMISSIONS[role].includes(permission) : false;
}

/** The storefront pages of the company area and the permission each needs (the menu and the page guard read it). */
export const COMPANY_PAGE_PERMISSIONS: Readonly<Record<string, CompanyPermission>> = {
  '/user/company': 'company.view',
  '/user/company_user_management': 'members.manage',
  '/user/financial_management': 'finance.manage',
  '/user/remittance_management': 'finance.manage',
  '/recharge-remittance': 'finance.manage',
  '/user/statement_management': 'statements.view',
  '/user/statement_details': 'statements.view',
  '/user/approvals': 'approvals.view',
  '/user/reorder_lists': 'company.view',
  '/user/agreement_prices': 'agreements.view',
  '/user/quotes': 'company.view',
  '/user/org': 'org.manage',
  '/user/approval_rules': 'org.manage',
  '/user/budgets': 'budgets.manage',
  '/user/messages': 'company.view',
  '/user/replenishment': 'orders.buy',
  '/user/spend': 'spend.view',
};

/** The mall's refusal when a member's role does not allow a call (body status 400). */
export const COMPANY_FORBIDDEN_MESSAGE = '您的企业角色无权进行此操作';
/** The mall's refusal when the caller belongs to no company, or their membership is disabled or gone. */
export const NOT_A_MEMBER_MESSAGE = '暂无企业账号';
export const MEMBER_DISABLED_MESSAGE = '您的企业成员身份已停用';
