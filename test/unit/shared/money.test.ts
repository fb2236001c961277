import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateFen, formatFen, lineFen, money, shortYuan, sumFen, toFen, yuan } from '../../../shared/money.ts';

describe('shared money module', () => {
  it('reads the mall string decimals digit by digit', () => {
    expect(toFen('12.50')).toBe(1250);
    expect(toFen('12.5')).toBe(1250);
    expect(toFen('0.1')).toBe(10);
    expect(toFen('1234567.89')).toBe(123456789);
    expect(toFen('-0.01')).toBe(-1);
    expect(toFen('.5')).toBe(50);
    expect(toFen('3.005')).toBe(301);
    expect(toFen('abc')).toBe(0);
    expect(toFen('')).toBe(0);
    expect(toFen(null)).toBe(0);
    expect(toFen(undefined)).toBe(0);
  });

  it('reads numbers without float drift', () => {
    expect(toFen(0.1 + 0.2)).toBe(30);
    expect(toFen(19.99)).toBe(1999);
    expect(toFen(1.005)).toBe(101);
    expect(toFen(Number.NaN)).toBe(0);
  });

  it('formats fen as the mall does', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(123456)).toBe('1234.56');
    expect(formatFen(-1)).toBe('-0.01');
    expect(money('12.5')).toBe('12.50');
    expect(money('garbage')).toBe('0.00');
    expect(yuan(8)).toBe('¥8.00');
    expect(shortYuan('99.00')).toBe('99');
    expect(shortYuan('12.50')).toBe('12.5');
  });

  it('round-trips every amount', () => {
    fc.assert(fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (fen) => toFen(formatFen(fen)) === fen));
  });

  it('multiplies and sums lines in fen', () => {
    expect(lineFen('0.10', 3)).toBe(30);
    expect(sumFen([lineFen('0.1', 1), lineFen('0.2', 1)])).toBe(30);
  });

  it('allocates a total over weights so the parts add up exactly', () => {
    expect(allocateFen(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateFen(500, [0, 0])).toEqual([500, 0]);
    expect(allocateFen(7, [])).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocateFen(total, weights);
          return sumFen(parts) === total && parts.every((part) => part >= 0);
        },
      ),
    );
  });
});
