// Logo, site title and unread count, written by the browser so the server can restore them at the start
// of a render when the mall's config cannot be read (docs/product.md §3). Plain preferences: no secret, not httpOnly.
import type { LayoutView } from '#shared/api/layout-view.ts';
import { UI_COOKIES } from '#shared/cookie-names.ts';
import { writeCookie } from './write-cookie.ts';

export const UI_COOKIE_MAX_AGE_SECONDS = 604_800;

/** Pure: the cookie values the layout implies. */
export function uiCookieValues(layout: Pick<LayoutView, 'siteLogo' | 'siteName' | 'unreadCount'>): Record<string, string> {
  return {
    [UI_COOKIES.logo]: layout.siteLogo,
    [UI_COOKIES.title]: layout.siteName,
    [UI_COOKIES.unread]: String(layout.unreadCount),
  };
}

/** Pure: name → decoded value of a `document.cookie` string. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      cookies.set(name, part.slice(index + 1).trim());
    }
  }
  return cookies;
}

/** Pure: the Set-Cookie strings needed to bring `current` up to `wanted`. */
export function uiCookieWrites(current: Map<string, string>, wanted: Record<string, string>): string[] {
  return Object.entries(wanted)
    .filter(([name, value]) => current.get(name) !== value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${UI_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`);
}

/** Browser only: writes the cookies that differ from the layout. */
export function syncUiCookies(layout: LayoutView): void {
  for (const cookie of uiCookieWrites(parseCookies(document.cookie), uiCookieValues(layout))) writeCookie(cookie);
}
