// SKU choice on the detail page: first values preselected, unavailable combinations disabled, quantity limits.
import { describe, expect, it } from 'vitest';
import type { AttrRow, SkuRow } from '../../../web/features/goods/detail/detail-types.ts';
import { clampQuantity, initialChoice, isValueAvailable, quantityBounds, skuFor } from '../../../web/features/goods/detail/sku-logic.ts';

const ATTRS: AttrRow[] = [
  { attr_name: '颜色', attr_values: ['红', '蓝'] },
  { attr_name: '尺寸', attr_values: ['S', 'M', 'L'] },
];

function skus(stock: Record<string, number>): Record<string, SkuRow> {
  return Object.fromEntries(
    Object.entries(stock).map(([key, n], i) => [key, { sku: key, price: String(10 + i), stock: n, unique: `u${i}` }]),
  );
}

describe('initialChoice', () => {
  it('chooses the first value of every row when that SKU is in stock', () => {
    expect(initialChoice(ATTRS, skus({ '红,S': 5, '红,M': 1, '蓝,S': 2 }))).toEqual(['红', 'S']);
  });

  it('moves to the first in-stock combination when the first values are sold out', () => {
    expect(initialChoice(ATTRS, skus({ '红,S': 0, '红,M': 0, '蓝,M': 4 }))).toEqual(['蓝', 'M']);
  });

  it('keeps the first values when everything is sold out', () => {
    expect(initialChoice(ATTRS, skus({ '红,S': 0, '蓝,L': 0 }))).toEqual(['红', 'S']);
  });

  it('gives an empty choice for a product without attributes', () => {
    expect(initialChoice([], skus({ '': 3 }))).toEqual([]);
  });
});

describe('skuFor and isValueAvailable', () => {
  const map = skus({ '红,S': 5, '红,M': 0, '蓝,S': 2 });

  it('finds the SKU of a full choice', () => {
    expect(skuFor(['蓝', 'S'], map)?.unique).toBe('u2');
    expect(skuFor(['蓝', 'L'], map)).toBeUndefined();
  });

  it('disables a value whose combination with the other rows is missing or out of stock', () => {
    const choice = ['红', 'S'];
    expect(isValueAvailable(1, 'S', choice, map)).toBe(true);
    expect(isValueAvailable(1, 'M', choice, map)).toBe(false);
    expect(isValueAvailable(1, 'L', choice, map)).toBe(false);
    expect(isValueAvailable(0, '蓝', choice, map)).toBe(true);
    expect(isValueAvailable(0, '蓝', ['红', 'M'], map)).toBe(false);
  });
});

describe('quantity limits', () => {
  it('bounds by once_min_count, stock and once_max_count (0 means no limit)', () => {
    expect(quantityBounds(50)).toEqual({ min: 1, max: 50 });
    expect(quantityBounds(50, 3, 10)).toEqual({ min: 3, max: 10 });
    expect(quantityBounds(4, 0, 10)).toEqual({ min: 1, max: 4 });
    expect(quantityBounds(0)).toEqual({ min: 1, max: 0 });
  });

  it('clamps typed quantities into the bounds', () => {
    const bounds = { min: 2, max: 6 };
    expect(clampQuantity(9, bounds)).toBe(6);
    expect(clampQuantity(0, bounds)).toBe(2);
    expect(clampQuantity(3.7, bounds)).toBe(3);
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
  });
});
