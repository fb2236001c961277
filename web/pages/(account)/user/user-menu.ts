// The user centre's left menu, in the original's order; the company group only for company accounts, filtered
// by the member's role (web/features/company-members/company-menu.ts).
import type { LayoutView } from '#shared/api/layout-view.ts';
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

/** The mall's switches hide what it has turned off: 我的余额 with the balance feature, 我的积分 with points. */
export function menuForSwitches(groups: readonly UserMenuGroup[], switches: Pick<LayoutView, 'balanceOn' | 'integralOn'>): UserMenuGroup[] {
  const off = new Set<UserPage['key']>([
    ...(switches.balanceOn ? [] : ['balance' as const]),
    ...(switches.integralOn ? [] : ['integral' as const]),
  ]);
  return groups.map((group) => ({ ...group, keys: group.keys.filter((key) => !off.has(key)) }));
}
