// Which token goes upstream: the company token on trading paths while the entity is COMPANY and a
// company token exists; the user token for everything else (spec §6, BFF contract rule 2).
import { isTradingPath } from '#shared/trading-paths.ts';
import type { AuthState } from './token-cookies.ts';

export function chooseToken(pathname: string, auth: AuthState): string | undefined {
  if (auth.entity === 'COMPANY' && auth.companyToken && isTradingPath(pathname)) return auth.companyToken;
  return auth.userToken;
}
