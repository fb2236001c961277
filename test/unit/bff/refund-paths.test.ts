// The refund calls go through the BFF as trading calls (docs/bff-contract.md §2): they carry the purchasing
// entity's token and are never read again as a guest; the refund form's public lists (reasons, express
// companies) are served by the mall without a login, so they stay public reads.
import { describe, expect, it } from 'vitest';
import { chooseToken } from '../../../server/auth/token-choice.ts';
import type { AuthState } from '../../../server/auth/token-cookies.ts';
import { canonicalPathname } from '../../../server/rules/canonical-path.ts';
import { ruleFor } from '../../../server/rules/rule-for.ts';

const COMPANY: AuthState = { userToken: 'user-t', companyToken: 'company-t', companyName: '公司', entity: 'COMPANY' };

const REFUND_CALLS: [string, string][] = [
  ['GET', '/api/refund/batch_product/12'],
  ['GET', '/api/refund/product/12?ids=3,4&type=2'],
  ['POST', '/api/refund/compute'],
  ['POST', '/api/refund/apply/12'],
  ['GET', '/api/refund/list?type=1&page=1&limit=10'],
  ['GET', '/api/refund/detail/5'],
  ['POST', '/api/refund/back_goods/5'],
  ['GET', '/api/refund/express/5'],
  ['POST', '/api/refund/cancel/5'],
  ['POST', '/api/refund/del/5'],
];

describe('refund paths in the endpoint table', () => {
  it.each(REFUND_CALLS)('%s %s is a trading call of the visitor', (method, url) => {
    const rule = ruleFor(method, canonicalPathname(url));
    expect(rule).toMatchObject({ area: 'mall', token: 'trading', personal: true });
    expect(chooseToken(rule.token, COMPANY)).toBe('company-t');
  });

  it.each([['/api/common/refund_message'], ['/api/common/express']])('GET %s is a public read', (url) => {
    const rule = ruleFor('GET', canonicalPathname(url));
    expect(rule).toMatchObject({ area: 'mall', token: 'user', personal: false });
  });
});
