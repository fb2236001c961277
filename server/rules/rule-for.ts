// What the endpoint table says about one call: every row matching the method and canonical path, merged from
// the broadest to the most specific (docs/bff-contract.md §2). Paths the table does not name get DEFAULT_RULE.
import type { z } from 'zod';
import { ENDPOINT_TABLE, type Area, type CaptureKind, type EndpointRow, type RateBucket, type TokenKind } from './endpoint-table.ts';

export interface EndpointRule {
  area: Area | undefined;
  schema: z.ZodType | undefined;
  bucket: RateBucket | undefined;
  token: TokenKind;
  capture: CaptureKind | undefined;
  keepTokens: boolean;
  logout: boolean;
  csrfExempt: boolean;
  /** the mall route is the BFF's own to call: a browser's call answers 404 and never reaches the mall */
  notForwarded: boolean;
  /** a POST that only reads: server-side page loaders may send it (postRead) */
  serverRead: boolean;
  /** the visitor's own data: a lost login is not retried as a guest */
  personal: boolean;
  /** a public GET a guest is answered from the public-read cache; 0: never cached */
  cacheSeconds: number;
}

export const DEFAULT_RULE: Readonly<EndpointRule> = Object.freeze({
  area: undefined,
  schema: undefined,
  bucket: undefined,
  token: 'user',
  capture: undefined,
  keepTokens: false,
  logout: false,
  csrfExempt: false,
  notForwarded: false,
  serverRead: false,
  personal: false,
  cacheSeconds: 0,
});

export type RuleLookup = (method: string, canonicalPath: string) => EndpointRule;

function pathMatches(row: Pick<EndpointRow, 'match' | 'path'>, canonicalPath: string): boolean {
  if (row.match === 'exact') return canonicalPath === row.path;
  if (row.path.endsWith('/')) return canonicalPath === row.path.slice(0, -1) || canonicalPath.startsWith(row.path);
  return canonicalPath.startsWith(row.path);
}

function methodMatches(row: EndpointRow, method: string): boolean {
  return row.methods === '*' || (row.methods as readonly string[]).includes(method.toUpperCase());
}

/** Exact beats prefix, a longer path a shorter one, named methods beat '*'. */
function specificity(row: EndpointRow): number {
  return (row.match === 'exact' ? 1_000_000 : 0) + row.path.length * 2 + (row.methods === '*' ? 0 : 1);
}

function effectsOf(row: EndpointRow): Partial<EndpointRule> {
  const { methods: _methods, match: _match, path: _path, what: _what, ...effects } = row;
  return Object.fromEntries(Object.entries(effects).filter(([, value]) => value !== undefined));
}

/** Lookups remembered per method and path: the same few hundred paths make up nearly all traffic. */
const REMEMBERED_LOOKUPS = 2_000;

/**
 * A lookup over any table (tests build small ones); the BFF uses ruleFor over ENDPOINT_TABLE. Answers are
 * frozen and remembered (a bounded map, cleared when full), so a request pays for the walk over the rows once
 * per distinct method and path, not once per call.
 */
export function createRuleLookup(rows: readonly EndpointRow[]): RuleLookup {
  const broadestFirst = [...rows].sort((a, b) => specificity(a) - specificity(b)).map((row) => ({ row, effects: effectsOf(row) }));
  const remembered = new Map<string, EndpointRule>();
  return (method, canonicalPath) => {
    const key = `${method.toUpperCase()} ${canonicalPath}`;
    const known = remembered.get(key);
    if (known) return known;
    const rule: EndpointRule = { ...DEFAULT_RULE };
    for (const { row, effects } of broadestFirst) {
      if (methodMatches(row, method) && pathMatches(row, canonicalPath)) Object.assign(rule, effects);
    }
    if (remembered.size >= REMEMBERED_LOOKUPS) remembered.clear();
    remembered.set(key, Object.freeze(rule));
    return rule;
  };
}

/** The rule for a method and a canonical path (canonicalPathname of the URL). */
export const ruleFor: RuleLookup = createRuleLookup(ENDPOINT_TABLE);

/** Fastify route patterns of the areas forwarded to the mall, e.g. '/api/*'. */
export function mallRoutePatterns(rows: readonly EndpointRow[] = ENDPOINT_TABLE): string[] {
  return rows.filter((row) => row.area === 'mall').map((row) => (row.match === 'prefix' ? `${row.path}*` : row.path));
}
