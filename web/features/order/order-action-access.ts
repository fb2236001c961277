// Pure: which order buttons a company member's role may use (docs/company-api.md §1.3). Each button names the
// permission of the one role table (shared/company/company-roles.ts) that the mall's route table asks for the call
// behind it; test/unit/web-trade/order-action-access.test.ts walks every role and checks each answer against that
// route table, so the two cannot drift. (The route table itself stays out of the page's script: it is large, and
// the order detail is at its JavaScript ceiling.) An 审批人, 财务 or 只读 reads every company order but is shown no
// 取消订单 or 立即付款 the mall would refuse.
import { type CompanyPermission, type CompanyRole, roleAllows } from '#shared/company/company-roles.ts';
import type { OrderActionKey } from './order-action-rules.ts';

/** An order button, or 申请退款 on a line. */
export type GuardedOrderAction = OrderActionKey | 'refund';

const BUY: CompanyPermission[] = ['orders.buy'];

/** The permissions (any one) the call behind each button needs; none for a page that only reads. */
const ACTION_NEEDS: Readonly<Record<GuardedOrderAction, readonly CompanyPermission[]>> = {
  cancel: BUY,
  pay: BUY,
  payTail: BUY,
  logistics: [],
  // under 企业 确认收货 is 收货验收 (§11.2), which needs the same permission
  take: BUY,
  review: BUY,
  invoice: ['orders.buy', 'invoices.manage'],
  delete: BUY,
  again: ['cart.use'],
  detail: [],
  refund: BUY,
};

/** Whether a member with `role` may use the button; `role` null: not buying as a company member (all their own). */
export function roleMayUse(role: CompanyRole | null, action: GuardedOrderAction): boolean {
  const needs = ACTION_NEEDS[action];
  return role === null || needs.length === 0 || needs.some((permission) => roleAllows(role, permission));
}
