// The purse a payment page shows follows the purchasing entity: 企业 reads the company account, 个人 (or a
// visitor without a company, whatever the cookie says) the user's own.
import { describe, expect, it } from 'vitest';
import { purseEntity, purseOf, pursePath } from '#web/features/order/purse.ts';

describe('purchasing entity purse', () => {
  it('reads the company account only under COMPANY with a company account', () => {
    expect(pursePath(purseEntity({ entity: 'COMPANY', hasCompany: true }))).toBe('/api/company/account');
    expect(pursePath(purseEntity({ entity: 'COMPANY', hasCompany: false }))).toBe('/api/user');
    expect(pursePath(purseEntity({ entity: 'PERSONAL', hasCompany: true }))).toBe('/api/user');
  });

  it('keeps the mall’s decimal string and reads points as a number, defaulting to nothing', () => {
    expect(purseOf({ now_money: '50000.00', integral: '120' })).toEqual({ balance: '50000.00', points: 120 });
    expect(purseOf({ now_money: 12, integral: 'x' })).toEqual({ balance: '0', points: 0 });
    expect(purseOf(null)).toEqual({ balance: '0', points: 0 });
  });
});
