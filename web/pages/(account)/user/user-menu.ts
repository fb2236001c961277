// The user centre's left menu, in the original's order; the company group only for company accounts, filtered
// by the member's role (web/features/company-members/company-menu.ts).
import type { UserPage } from '#shared/routes.ts';

export interface UserMenuGroup {
  title: string;
  keys: UserPage['key'][];
  companyOnly: boolean;
}

export const USER_MENU: UserMenuGroup[] = [
  {
    title: '个人中心',
    keys: [
      'index',
      'order_list',
      'presell_order',
      'refund_list',
      'balance',
      'integral',
      'collect',
      'history',
      'address_list',
      'my_coupon',
      'invoice_list',
      'settle_record',
    ],
    companyOnly: false,
  },
  {
    title: '企业中心',
    keys: [
      'messages',
      'company',
      'company_user_management',
      'org',
      'approval_rules',
      'approvals',
      'budgets',
      'spend',
      'financial_management',
      'remittance_management',
      'statement_management',
      'quick_order',
      'reorder_lists',
      'replenishment',
      'agreement_prices',
      'quotes',
    ],
    companyOnly: true,
  },
];
