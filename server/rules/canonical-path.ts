// The path the endpoint table is matched against (endpoint-table.ts, rule-for.ts), for a path or URL the server
// writes itself (server-side reads, the BFF's own calls). Incoming requests are resolved once, before routing, by
// resolved-target.ts; both use resolveRequestTarget, so they cannot disagree.
import { resolveRequestTarget } from './request-target.ts';

/** Decoded, lower case, without repeated or trailing slashes or the `.html` suffix; '' for a target that is refused. */
export function canonicalPathname(url: string): string {
  const target = resolveRequestTarget(url);
  return target.ok ? target.matchPath : '';
}
