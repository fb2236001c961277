// Login guard for every page (spec §2): login-required pages send a guest to /login?fromPath=<page>;
// /login is guest-only. Page folders owned by others inherit this guard too.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loginHref, requiresLogin, ROUTES } from '#shared/routes.ts';

export default function guard(pageContext: PageContextServer): void {
  const { pathname, search } = pageContext.urlParsed;
  const loggedIn = pageContext.layout?.session.loggedIn === true;
  if (!loggedIn && requiresLogin(pathname)) {
    const query = new URLSearchParams(search).toString();
    throw redirect(loginHref(query ? `${pathname}?${query}` : pathname));
  }
  if (loggedIn && pathname === ROUTES.login.path) throw redirect(ROUTES.home.path);
}
