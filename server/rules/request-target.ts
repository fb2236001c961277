// The request target resolved once (docs/adr/0012-one-resolved-path.md): the path every rule, the router and the
// forwarded call use. The mall (ThinkPHP behind a web server) decodes %-escapes, ignores case, repeated and
// trailing slashes and the `.html` suffix, and the web server resolves dot segments; a target that could reach a
// different action there than the one our rules matched is refused instead of guessed at.

export type RequestTarget =
  | {
      ok: true;
      /** the path as forwarded and routed: escapes normalised, case kept, no empty segments or trailing slash */
      path: string;
      /** the path the endpoint table is matched against: decoded, lower case, `.html` suffix removed */
      matchPath: string;
      /** the query string as the client sent it, with its '?', or '' */
      query: string;
    }
  | { ok: false; reason: string };

/** Printable ASCII only: browsers escape everything else. '#' never leaves a browser; '\' is a slash to some servers. */
const RAW_TARGET = /^[\x21-\x7e]*$/;
const RAW_REFUSED = /[#\\]/;
/**
 * Decoded segment contents no mall route can hold: separators, control characters, and '&', which a mall behind
 * the usual rewrite (`/index.php?s=<path>`) would read as the start of another query parameter.
 */
function hasRefusedCharacter(decoded: string): boolean {
  for (let at = 0; at < decoded.length; at += 1) {
    const code = decoded.charCodeAt(at);
    if (code < 0x20 || code === 0x7f || code === 0x2f || code === 0x5c || code === 0x26) return true;
  }
  return false;
}
const DOUBLE_ESCAPE = /%[0-9a-f]{2}/i;
/** RFC 3986 pchar minus escapes: kept as they are in the normalised path; everything else is %-escaped. */
const PCHAR = /[A-Za-z0-9\-._~!$'()*+,;=:@]/;
const SUFFIX = '.html';

function encodeSegment(decoded: string): string {
  let out = '';
  for (const char of decoded) {
    if (PCHAR.test(char)) out += char;
    else for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function decodeSegment(raw: string): { decoded: string } | { refused: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { refused: 'malformed escape' };
  }
  if (decoded === '.' || decoded === '..') return { refused: 'dot segment' };
  if (hasRefusedCharacter(decoded)) return { refused: 'separator or control character inside a segment' };
  if (DOUBLE_ESCAPE.test(decoded)) return { refused: 'double escape' };
  return { decoded };
}

/** Resolves a request target (the request line's second word). Only origin-form (`/path?query`) is accepted. */
export function resolveRequestTarget(rawTarget: string): RequestTarget {
  if (!rawTarget.startsWith('/')) return { ok: false, reason: 'not an origin-form target (absolute or asterisk form)' };
  if (!RAW_TARGET.test(rawTarget) || RAW_REFUSED.test(rawTarget)) return { ok: false, reason: 'character not allowed in a target' };
  const queryAt = rawTarget.indexOf('?');
  const rawPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawTarget.slice(queryAt);

  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    const result = decodeSegment(raw);
    if ('refused' in result) return { ok: false, reason: result.refused };
    segments.push(result.decoded);
  }
  const path = `/${segments.map(encodeSegment).join('/')}`;
  let matchPath = `/${segments.join('/')}`.toLowerCase();
  if (matchPath.endsWith(SUFFIX) && !matchPath.endsWith(`/${SUFFIX}`)) matchPath = matchPath.slice(0, -SUFFIX.length);
  return { ok: true, path, matchPath, query };
}

/**
 * True when the query names ThinkPHP's path-info variable `s`, which picks the route in place of the path
 * (PHP decodes the name and drops leading spaces; `s[...]` is the same variable).
 */
export function queryChoosesRoute(query: string): boolean {
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const rawName = pair.split('=', 1)[0] ?? '';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // An undecodable name is not `s`.
    }
    if (name.trimStart().split('[', 1)[0] === 's') return true;
  }
  return false;
}
