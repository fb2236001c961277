// '<page name>-<site name>' for a page of the route table.
import type { PageContext } from 'vike/types';
import { pageTitle, ROUTES, type RouteKey } from '#shared/routes.ts';

export function routeTitle(key: RouteKey): (pageContext: PageContext) => string {
  return (pageContext) => pageTitle(ROUTES[key].name, pageContext.layout?.siteName ?? '');
}
