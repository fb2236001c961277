// The browser's one writer of cookies (the UI choices, a closed top banner): `name=value; attributes` strings
// built by their callers. document.cookie rather than the Cookie Store API, which not every browser the shop
// supports has yet (biome.json narrows noDocumentCookie off for this file only).
export function writeCookie(cookie: string): void {
  document.cookie = cookie;
}
