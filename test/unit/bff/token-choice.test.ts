// Which token a call carries, by the endpoint table's token kind and the visitor's cookies (docs/product.md §6).
import { describe, expect, it } from 'vitest';
import { chooseToken } from '../../../server/auth/token-choice.ts';
import type { AuthState } from '../../../server/auth/token-cookies.ts';
import { canonicalPathname } from '../../../server/rules/canonical-path.ts';
import { ruleFor } from '../../../server/rules/rule-for.ts';

const GUEST: AuthState = { userToken: undefined, companyToken: undefined, companyName: undefined, entity: 'PERSONAL' };
const PERSONAL: AuthState = { userToken: 'user-t', companyToken: 'company-t', companyName: '公司', entity: 'PERSONAL' };
const COMPANY: AuthState = { ...PERSONAL, entity: 'COMPANY' };
const COMPANY_WITHOUT_ACCOUNT: AuthState = { ...PERSONAL, companyToken: undefined, entity: 'COMPANY' };

describe('chooseToken', () => {
  it("'none' sends no token, whoever asks", () => {
    for (const auth of [GUEST, PERSONAL, COMPANY]) expect(chooseToken('none', auth)).toBeUndefined();
  });

  it("'user' sends the user token, also while the entity is COMPANY", () => {
    expect(chooseToken('user', PERSONAL)).toBe('user-t');
    expect(chooseToken('user', COMPANY)).toBe('user-t');
    expect(chooseToken('user', GUEST)).toBeUndefined();
  });

  it("'trading' sends the company token only while the entity is COMPANY and a company token exists", () => {
    expect(chooseToken('trading', COMPANY)).toBe('company-t');
    expect(chooseToken('trading', PERSONAL)).toBe('user-t');
    expect(chooseToken('trading', COMPANY_WITHOUT_ACCOUNT)).toBe('user-t');
    expect(chooseToken('trading', GUEST)).toBeUndefined();
  });

  it('follows the table for a COMPANY buyer: company area and orders, but not the company-token call, the user or captchas', () => {
    const tokenFor = (method: string, url: string) => chooseToken(ruleFor(method, canonicalPathname(url)).token, COMPANY);
    expect(tokenFor('GET', '/api/company/user/lst')).toBe('company-t');
    expect(tokenFor('POST', '/api/v2/order/create')).toBe('company-t');
    expect(tokenFor('GET', '/API/User/Cart/Count/')).toBe('company-t');
    expect(tokenFor('GET', '/api/company/token')).toBe('user-t');
    expect(tokenFor('POST', '/api/company/token')).toBe('user-t');
    expect(tokenFor('GET', '/api/user')).toBe('user-t');
    expect(tokenFor('POST', '/api/auth/verify')).toBe('user-t');
    expect(tokenFor('GET', '/api/ajcaptcha?captchaType=blockPuzzle')).toBeUndefined();
    expect(tokenFor('POST', '/api/ajcheck')).toBeUndefined();
  });
});
