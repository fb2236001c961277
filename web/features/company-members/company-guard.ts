// The server-side guard of the company pages (docs/user-centre.md): after the login check, a visitor without a
// company account, or whose role lacks the page's permission, gets the 403 page (无权访问) instead of the data.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loginRequired } from '#web/features/login/guards.ts';
import { companyPageRefusal } from './company-access.ts';

export function companyPageGuard(pageContext: PageContextServer): void {
  const session = pageContext.layout?.session;
  const refusal = companyPageRefusal(pageContext.urlPathname, {
    hasCompany: session?.hasCompany === true,
    companyRole: session?.companyRole ?? null,
  });
  if (refusal) throw render(403, refusal);
}

/** The +guard of the (account) and (trade) groups: the login first, then the company role. */
export function signedInWithRole(pageContext: PageContextServer): void {
  loginRequired(pageContext);
  companyPageGuard(pageContext);
}
