// The shared link builder of the tabbed, paged screens.
import { describe, expect, it } from 'vitest';
import { pageHref } from '../../../web/features/browse/page-href.ts';

describe('pageHref', () => {
  it('keeps keys in order, leaves out empty values and page 1', () => {
    expect(pageHref('/shop_more', { title: '工具', order: '' })).toBe('/shop_more?title=%E5%B7%A5%E5%85%B7');
    expect(pageHref('/shop_street', { cid: undefined }, 1)).toBe('/shop_street');
    expect(pageHref('/goods_presell', { type: 0 }, 3)).toBe('/goods_presell?type=0&page=3');
  });
});
