// The open API's one route table: every endpoint under /open/v1 but the token and the document. The plugin
// matches a request's resolved lower-case path (docs/adr/0012-one-resolved-path.md) against it, so every
// spelling of a path (`//open/v1`, `%2F`-free escapes, upper case, `.html`) reaches the same endpoint and rules.
import { CATALOGUE_ROUTES } from './catalogue-endpoints.ts';
import { FINANCE_ROUTES } from './finance-endpoints.ts';
import { MESSAGE_ROUTES } from './message-endpoints.ts';
import type { OpenRoute } from './open-route.ts';
import { ORDER_ROUTES } from './order-endpoints.ts';

export const OPEN_PREFIX = '/open/v1';
export const TOKEN_PATH = `${OPEN_PREFIX}/token`;
export const DOCUMENT_PATH = `${OPEN_PREFIX}/openapi.json`;

export const OPEN_ROUTES: readonly OpenRoute[] = [...CATALOGUE_ROUTES, ...ORDER_ROUTES, ...FINANCE_ROUTES, ...MESSAGE_ROUTES];

interface Compiled {
  route: OpenRoute;
  pattern: RegExp;
  names: string[];
}

const compiled: Compiled[] = OPEN_ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path
    .toLowerCase()
    .split('/')
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
      names.push(name);
      return '([1-9]\\d{0,9})';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
});

export type RouteMatch =
  | { kind: 'found'; route: OpenRoute; params: Record<string, number> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' };

/** The endpoint of a method and a resolved (lower-case) path. */
export function matchOpenRoute(method: string, matchPath: string): RouteMatch {
  const allowed: string[] = [];
  for (const { route, pattern, names } of compiled) {
    const found = pattern.exec(matchPath);
    if (!found) continue;
    if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) {
      allowed.push(route.method);
      continue;
    }
    const params = Object.fromEntries(names.map((name, at) => [name, Number(found[at + 1])]));
    return { kind: 'found', route, params };
  }
  return allowed.length ? { kind: 'wrong-method', allowed } : { kind: 'none' };
}
