// Order buttons follow the mall's route table (docs/company-api.md §1.3): an 审批人, 财务 or 只读 reads every company
// order but is shown no 取消订单 / 立即付款 the mall would refuse; 财务 keeps 申请开票; under 个人 everything shows.
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { companyRouteNeed, roleMeets } from '#shared/company/company-route-permissions.ts';
import { roleMayUse } from '#web/features/order/order-action-access.ts';
import type { OrderActionKey } from '#web/features/order/order-action-rules.ts';

const ACTIONS: OrderActionKey[] = ['cancel', 'pay', 'payTail', 'logistics', 'take', 'review', 'invoice', 'delete', 'again', 'detail'];
const shown = (role: Parameters<typeof roleMayUse>[0]) => ACTIONS.filter((action) => roleMayUse(role, action));

describe('order buttons by company role', () => {
  it('shows each role only what the mall lets it do', () => {
    expect(shown('approver')).toEqual(['logistics', 'detail']);
    expect(shown('viewer')).toEqual(['logistics', 'detail']);
    expect(shown('finance')).toEqual(['logistics', 'invoice', 'detail']);
    expect(shown('buyer')).toEqual(ACTIONS);
    expect(shown('admin')).toEqual(ACTIONS);
    expect(shown(null)).toEqual(ACTIONS);
    // 申请退款 on a line: only who may buy
    expect(['admin', 'buyer', 'approver', 'finance', 'viewer'].map((role) => roleMayUse(role as 'admin', 'refund'))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('agrees with the route table for every role on the calls it names', () => {
    for (const role of COMPANY_ROLES) {
      expect(roleMayUse(role, 'cancel')).toBe(roleMeets(role, companyRouteNeed('POST', '/api/order/cancel/:id') ?? 'member'));
      expect(roleMayUse(role, 'pay')).toBe(roleMeets(role, companyRouteNeed('POST', '/api/order/pay/:id') ?? 'member'));
    }
  });
});
