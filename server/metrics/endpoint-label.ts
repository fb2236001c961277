// The `endpoint` label of a mall call: the method and the path as a pattern, e.g. a product detail with an
// id becomes `GET /<area>/product/detail/:id`. Segments that are not plain words (ids, codes, file names)
// become `:id`, the query is dropped and the depth is capped, so the label names the endpoint and never
// a visitor's ids; boundedLabel (bff-metrics.ts) still caps how many distinct values there can be.
import { methodLabel } from './bounded-label.ts';

const WORD = /^[a-z_][a-z_-]{0,39}$/;
const MAX_SEGMENTS = 6;

/** Labels already worked out, by method and path: the same few endpoints come back on every request. Bounded. */
const KNOWN_LIMIT = 2_000;
const known = new Map<string, string>();

export function mallEndpointLabel(method: string, url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const key = `${method} ${pathname}`;
  const found = known.get(key);
  if (found !== undefined) return found;
  const label = labelOf(method, pathname.toLowerCase());
  if (known.size >= KNOWN_LIMIT) known.delete(known.keys().next().value as string);
  known.set(key, label);
  return label;
}

function labelOf(method: string, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const shown = segments.slice(0, MAX_SEGMENTS).map((segment) => (WORD.test(segment) ? segment : ':id'));
  if (segments.length > MAX_SEGMENTS) shown.push('…');
  return `${methodLabel(method.toUpperCase())} /${shown.join('/')}`;
}
