import { describe, expect, it } from 'vitest';
import { parseCookies, uiCookieValues, uiCookieWrites } from '../../../web/state/ui-cookies.ts';

const layout = { siteLogo: '/api/static/logo.png', siteName: '东联工业品商城', unreadCount: 3 };

describe('ui cookies (logo, title, unread)', () => {
  it('writes all three when none is set, encoded, for a week, readable by every path', () => {
    expect(uiCookieWrites(new Map(), uiCookieValues(layout))).toEqual([
      'mall_logo=%2Fapi%2Fstatic%2Flogo.png; Path=/; Max-Age=604800; SameSite=Lax',
      'mall_title=%E4%B8%9C%E8%81%94%E5%B7%A5%E4%B8%9A%E5%93%81%E5%95%86%E5%9F%8E; Path=/; Max-Age=604800; SameSite=Lax',
      'mall_unread=3; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });
  it('writes nothing when the cookies already hold the values', () => {
    const current = parseCookies(
      'a=1; mall_logo=%2Fapi%2Fstatic%2Flogo.png; mall_title=%E4%B8%9C%E8%81%94%E5%B7%A5%E4%B8%9A%E5%93%81%E5%95%86%E5%9F%8E; mall_unread=3',
    );
    expect(uiCookieWrites(current, uiCookieValues(layout))).toEqual([]);
  });
  it('writes only the one that changed', () => {
    const current = parseCookies(
      'mall_logo=%2Fapi%2Fstatic%2Flogo.png; mall_title=%E4%B8%9C%E8%81%94%E5%B7%A5%E4%B8%9A%E5%93%81%E5%95%86%E5%9F%8E; mall_unread=3',
    );
    expect(uiCookieWrites(current, uiCookieValues({ ...layout, unreadCount: 0 }))).toEqual([
      'mall_unread=0; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });
  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(parseCookies('x=%E4%; y=a=b').get('x')).toBe('%E4%');
    expect(parseCookies('x=%E4%; y=a=b').get('y')).toBe('a=b');
  });
});
