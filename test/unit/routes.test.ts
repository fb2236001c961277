// The route table's helpers. Which paths need a login and which carry the 商品分类 bar is no longer a
// path list here: it is the route group's +guard / +config, checked over every route by
// test/unit/web-routes/route-table.test.ts (the same paths these tests used to list).
import { describe, expect, it } from 'vitest';
import { legacyUserHref, pageNameFor, ROUTES, USER_PAGES, userPageByPath, userPageHref } from '../../shared/routes.ts';
import { loginHref, safeFromPath } from '../../shared/route-links.ts';

describe('route table rules', () => {
  it('honours only same-site relative paths in fromPath', () => {
    expect(safeFromPath('/shopping_cart?x=1')).toBe('/shopping_cart?x=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/path\nSet-Cookie:x',
      42,
      undefined,
    ]) {
      expect(safeFromPath(bad)).toBe('/');
    }
    expect(loginHref('//evil.example')).toBe('/login?fromPath=%2F');
  });

  it('maps every old /user?type=N to its section path once, keeping the rest of the query', () => {
    expect(new Set(USER_PAGES.map((page) => page.type)).size).toBe(USER_PAGES.length);
    expect(new Set(USER_PAGES.map((page) => page.path)).size).toBe(USER_PAGES.length);
    for (const page of USER_PAGES) {
      expect(legacyUserHref({ type: String(page.type) })).toBe(page.path);
      expect(userPageByPath(page.path)).toBe(page);
      expect(userPageHref(page.key)).toBe(page.path);
    }
    expect(legacyUserHref({ type: '1', status: '2', page: '3' })).toBe('/user/order_list?status=2&page=3');
    expect(legacyUserHref({ type: 'x' })).toBe('/user');
    expect(legacyUserHref({ page: '2' })).toBeNull();
  });

  it('names pages by path for their titles', () => {
    expect(pageNameFor('/shopping_cart')).toBe(ROUTES.shoppingCart.name);
    expect(pageNameFor('/store/storeCoupon')).toBe('店铺优惠券');
    expect(pageNameFor('/user/balance')).toBe('我的余额');
    expect(pageNameFor('/user')).toBe('账户管理');
    expect(pageNameFor('/no_such_page')).toBeUndefined();
  });
});
