// Fastify's side of the one resolved path (docs/adr/0012-one-resolved-path.md). rewriteUrl runs before the router:
// it resolves the target once, remembers the result for the request, and hands the router the resolved path with
// the original query, so routing, every hook, the handlers, the logs and the forwarded call read one URL. A
// refused target is routed nowhere in particular and answered 400 by target-guard.ts, before any other rule runs.
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { resolveRequestTarget, type RequestTarget } from './request-target.ts';

const targets = new WeakMap<IncomingMessage, RequestTarget>();

/** Where the router sends a refused target; the guard answers it before any handler runs. */
const REFUSED_ROUTE = '/';

/** The open API's prefix: routed in lower case, so `/OPEN/v1` reaches its one handler, which reads matchPath. */
const OPEN_AREA = '/open';

/** PunchOut's routes are lower case and take no path parameters: routed by matchPath itself (docs/punchout.md). */
const PUNCHOUT_AREA = '/punchout/';

function routedPath(target: Extract<RequestTarget, { ok: true }>): string {
  if (target.matchPath.startsWith(PUNCHOUT_AREA)) return target.matchPath;
  const open = target.matchPath === OPEN_AREA || target.matchPath.startsWith(`${OPEN_AREA}/`);
  return open ? `${OPEN_AREA}${target.path.slice(OPEN_AREA.length)}` : target.path;
}

/** Fastify's rewriteUrl option. */
export function rewriteToResolvedTarget(raw: IncomingMessage): string {
  const target = resolveRequestTarget(raw.url ?? '');
  targets.set(raw, target);
  return target.ok ? `${routedPath(target)}${target.query}` : REFUSED_ROUTE;
}

/** The request's resolved target; resolved here when the app runs without rewriteUrl (unit tests). */
export function resolvedTargetOf(request: FastifyRequest): RequestTarget {
  let target = targets.get(request.raw);
  if (!target) {
    target = resolveRequestTarget(request.url);
    targets.set(request.raw, target);
  }
  return target;
}
