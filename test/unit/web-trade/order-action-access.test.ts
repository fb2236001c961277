// Order buttons follow the mall's route table (docs/company-api.md §1.3): an 审批人, 财务 or 只读 reads every company
// order but is shown no 取消订单 / 立即付款 the mall would refuse; 财务 keeps 申请开票; under 个人 everything shows.
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { type CompanyRouteKey, companyRouteNeed, roleMeets } from '#shared/company/company-route-permissions.ts';
import { type GuardedOrderAction, roleMayUse } from '#web/features/order/order-action-access.ts';

/** The mall call behind each button that acts. */
const CALLS: Readonly<Record<Exclude<GuardedOrderAction, 'logistics' | 'detail'>, CompanyRouteKey>> = {
  cancel: 'POST /api/order/cancel/:id',
  pay: 'POST /api/order/pay/:id',
  payTail: 'POST /api/presell/pay/:id',
  take: 'POST /api/company/acceptance/accept/:id',
  review: 'POST /api/reply/:id',
  invoice: 'POST /api/order/receipt/:id',
  delete: 'POST /api/order/del/:id',
  again: 'POST /api/user/cart/again',
  refund: 'POST /api/refund/apply/:id',
};
const ACTIONS: GuardedOrderAction[] = ['cancel', 'pay', 'payTail', 'logistics', 'take', 'review', 'invoice', 'delete', 'again', 'detail'];
const shown = (role: Parameters<typeof roleMayUse>[0]) => ACTIONS.filter((action) => roleMayUse(role, action));

describe('order buttons by company role', () => {
  it('shows each role only what the mall lets it do', () => {
    expect(shown('approver')).toEqual(['logistics', 'detail']);
    expect(shown('viewer')).toEqual(['logistics', 'detail']);
    expect(shown('finance')).toEqual(['logistics', 'invoice', 'detail']);
    expect(shown('buyer')).toEqual(ACTIONS);
    expect(shown('admin')).toEqual(ACTIONS);
    expect(shown(null)).toEqual(ACTIONS);
  });

  it('answers as the route table does, for every role and every button that acts', () => {
    for (const role of COMPANY_ROLES) {
      for (const [action, call] of Object.entries(CALLS) as [GuardedOrderAction, CompanyRouteKey][]) {
        const [method = '', url = ''] = call.split(' ');
        const need = companyRouteNeed(method, url);
        expect(need, call).toBeDefined();
        expect(roleMayUse(role, action), `${role} ${action}`).toBe(need !== undefined && roleMeets(role, need));
      }
    }
  });
});
