// The tabs of the paged user-centre lists: the first is the default, read from anything unknown and left out of links.
import { describe, expect, it } from 'vitest';
import { tabNamed, tabPageHref } from '../../../web/features/ui/list-tabs.ts';

const TABS = [{ key: 'unused' }, { key: 'used' }] as const;

describe('list tabs', () => {
  it('reads the tab a query names, and the first for anything else', () => {
    expect(tabNamed(TABS, 'used')).toBe('used');
    expect(tabNamed(TABS, 'unused')).toBe('unused');
    expect(tabNamed(TABS, 'nope')).toBe('unused');
    expect(tabNamed(TABS, undefined)).toBe('unused');
  });

  it('links the default tab without its key, the others under the given key, and pages above 1', () => {
    expect(tabPageHref('/user/my_coupon', 'tab', TABS, 'unused')).toBe('/user/my_coupon');
    expect(tabPageHref('/user/my_coupon', 'tab', TABS, 'unused', 2)).toBe('/user/my_coupon?page=2');
    expect(tabPageHref('/user/remittance_management', 'status', TABS, 'used', 3)).toBe('/user/remittance_management?status=used&page=3');
  });
});
