// Which token goes upstream, as the endpoint table says (docs/product.md §6, docs/bff-contract.md §2): none for
// captchas; on trading paths the company token while the entity is COMPANY and a company token exists; the user
// token for everything else.
import type { TokenKind } from '../rules/endpoint-table.ts';
import type { AuthState } from './token-cookies.ts';

export function chooseToken(kind: TokenKind, auth: AuthState): string | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'trading' && auth.entity === 'COMPANY' && auth.companyToken) return auth.companyToken;
  return auth.userToken;
}
