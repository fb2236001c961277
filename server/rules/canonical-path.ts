// The path the endpoint table is matched against (endpoint-table.ts, rule-for.ts). The mall's
// router decodes %-escapes, ignores case, repeated and trailing slashes, so '/api/auth/verify/' or
// '/api/auth/%76erify' reach the same action and must not slip past a rule written for '/api/auth/verify'.
// Only matching uses this; the URL forwarded upstream stays exactly as the browser sent it.

export function canonicalPathname(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape cannot match any rule; keep the raw text.
  }
  const collapsed = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}
