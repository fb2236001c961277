// The two login rules of docs/product.md §2, each used as the +guard of a route group: account and
// trading pages send a guest to /login?fromPath=<path and query>; the sign-in pages send a signed-in
// visitor home. Browse pages have no guard. Guards run on the server only (web/pages/+config.ts).
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { ROUTES } from '#shared/routes.ts';
import { loginHref } from '#shared/route-links.ts';

const signedIn = (pageContext: PageContextServer) => pageContext.layout?.session.loggedIn === true;

export function loginRequired(pageContext: PageContextServer): void {
  if (signedIn(pageContext)) return;
  const { pathname, search } = pageContext.urlParsed;
  const query = new URLSearchParams(search).toString();
  throw redirect(loginHref(query ? `${pathname}?${query}` : pathname));
}

export function guestOnly(pageContext: PageContextServer): void {
  if (signedIn(pageContext)) throw redirect(ROUTES.home.path);
}
