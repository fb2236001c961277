// Who may change the addresses and invoice titles on screen (docs/company-api.md §1.3): anyone under 个人 (their
// own data); under 企业 only the roles the one role table gives addresses.manage / invoiceTitles.manage.
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '#shared/company/company-roles.ts';
import { mayChangeShownData } from '#web/features/company-members/use-company-permission.ts';

describe('mayChangeShownData', () => {
  it('lets every role change its own data under 个人', () => {
    for (const role of [...COMPANY_ROLES, null]) expect(mayChangeShownData(false, role, 'addresses.manage'), String(role)).toBe(true);
  });

  it('under 企业: addresses for 管理员 and 采购员, invoice titles for 管理员, the cart for 管理员 and 采购员', () => {
    const allowed = (permission: 'addresses.manage' | 'invoiceTitles.manage' | 'cart.use') =>
      COMPANY_ROLES.filter((role) => mayChangeShownData(true, role, permission));
    expect(allowed('addresses.manage')).toEqual(['admin', 'buyer']);
    expect(allowed('invoiceTitles.manage')).toEqual(['admin']);
    expect(allowed('cart.use')).toEqual(['admin', 'buyer']);
    expect(mayChangeShownData(true, null, 'addresses.manage')).toBe(false);
  });
});
