// The price rule of every card and price block: logged in → price; guest → ot_price when above 0, else price.
import { describe, expect, it } from 'vitest';
import { money } from '../../../shared/money.ts';
import { displayPrice } from '../../../web/features/browse/format.ts';

describe('displayPrice', () => {
  it('shows the price to a logged-in shopper, whatever ot_price is', () => {
    expect(displayPrice({ price: '88', ot_price: '120' }, true)).toBe('88.00');
    expect(displayPrice({ price: '88.5', ot_price: '0' }, true)).toBe('88.50');
  });

  it('shows a guest ot_price when it is above 0', () => {
    expect(displayPrice({ price: '88', ot_price: '120' }, false)).toBe('120.00');
    expect(displayPrice({ price: '88', ot_price: '0.01' }, false)).toBe('0.01');
  });

  it('falls back to price for a guest when ot_price is 0, missing or not a number', () => {
    expect(displayPrice({ price: '88', ot_price: '0' }, false)).toBe('88.00');
    expect(displayPrice({ price: '88', ot_price: '0.00' }, false)).toBe('88.00');
    expect(displayPrice({ price: '88' }, false)).toBe('88.00');
    expect(displayPrice({ price: '88', ot_price: 'n/a' }, false)).toBe('88.00');
  });
});

describe('money', () => {
  it('always two decimals, garbage as 0.00', () => {
    expect(money('12.5')).toBe('12.50');
    expect(money(3)).toBe('3.00');
    expect(money('abc')).toBe('0.00');
  });
});
