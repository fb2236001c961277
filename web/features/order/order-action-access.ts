// Pure: which order buttons a company member's role may use (docs/company-api.md §1.3). Each button is the mall
// call it makes, and the mall's own route table (shared/company/company-route-permissions.ts, built on the one role
// table) says which roles may make that call, so the buttons follow it with no list of their own: an 审批人, 财务
// or 只读 reads every company order but sees no 取消订单 or 立即付款 the mall would refuse.
import type { CompanyRole } from '#shared/company/company-roles.ts';
import { type CompanyRouteKey, companyRouteNeed, roleMeets } from '#shared/company/company-route-permissions.ts';
import type { OrderActionKey } from './order-action-rules.ts';

/** An order button, or 申请退款 on a line. */
export type GuardedOrderAction = OrderActionKey | 'refund';

/** The mall call behind each button; null for a page that only reads (查看物流, 查看详情). */
const ACTION_CALLS: Readonly<Record<GuardedOrderAction, CompanyRouteKey | null>> = {
  cancel: 'POST /api/order/cancel/:id',
  pay: 'POST /api/order/pay/:id',
  payTail: 'POST /api/presell/pay/:id',
  logistics: null,
  // under 企业 确认收货 is 收货验收 (§11.2), which needs the same permission
  take: 'POST /api/order/take/:id',
  review: 'POST /api/reply/:id',
  invoice: 'POST /api/order/receipt/:id',
  delete: 'POST /api/order/del/:id',
  again: 'POST /api/user/cart/again',
  detail: null,
  refund: 'POST /api/refund/apply/:id',
};

/** Whether a member with `role` may use the button; `role` null: not buying as a company member (all their own). */
export function roleMayUse(role: CompanyRole | null, action: GuardedOrderAction): boolean {
  const call = ACTION_CALLS[action];
  if (role === null || call === null) return true;
  const [method = '', url = ''] = call.split(' ');
  const need = companyRouteNeed(method, url);
  return need !== undefined && roleMeets(role, need);
}
