// The `endpoint` label of a mall call: the method and the path as a pattern, e.g. a product detail with an
// id becomes `GET /<area>/product/detail/:id`. Segments that are not plain words (ids, codes, file names)
// become `:id`, the query is dropped and the depth is capped, so the label names the endpoint and never
// a visitor's ids; boundedLabel (bff-metrics.ts) still caps how many distinct values there can be.
import { methodLabel } from './bounded-label.ts';

const WORD = /^[a-z_][a-z_-]{0,39}$/;
const MAX_SEGMENTS = 6;

export function mallEndpointLabel(method: string, url: string): string {
  const pathname = (url.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const segments = pathname.split('/').filter(Boolean);
  const shown = segments.slice(0, MAX_SEGMENTS).map((segment) => (WORD.test(segment) ? segment : ':id'));
  if (segments.length > MAX_SEGMENTS) shown.push('…');
  return `${methodLabel(method.toUpperCase())} /${shown.join('/')}`;
}
