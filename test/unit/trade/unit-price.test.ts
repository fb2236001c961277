import { describe, expect, it } from 'vitest';
import { pieceFen, svipActive, svipSavingFen, unitPriceFen } from '../../../shared/pricing/unit-price.ts';

describe('the shared piece-price rule', () => {
  it('counts an SVIP only while the mall switch is on', () => {
    expect(svipActive(1, '1')).toBe(true);
    expect(svipActive(3, 1)).toBe(true);
    expect(svipActive(1, true)).toBe(true);
    expect(svipActive(1, '0')).toBe(false);
    expect(svipActive(0, '1')).toBe(false);
    expect(svipActive(undefined, '1')).toBe(false);
    expect(svipActive(1, undefined)).toBe(false);
  });

  it('charges an SVIP the SVIP price and everyone else the sale price', () => {
    const sku = { price: '100.00', svip_price: '95.00' };
    expect(unitPriceFen(sku, { svip: true })).toBe(9500);
    expect(unitPriceFen(sku, { svip: false })).toBe(10000);
    expect(svipSavingFen(sku, { svip: true })).toBe(500);
    expect(svipSavingFen(sku, { svip: false })).toBe(0);
  });

  it('reads yuan numbers as the catalogue keeps them', () => {
    expect(unitPriceFen({ price: 12.5, svip_price: 11.88 }, { svip: true })).toBe(1188);
  });

  it('ignores a missing, zero or higher SVIP price', () => {
    expect(unitPriceFen({ price: '100' }, { svip: true })).toBe(10000);
    expect(unitPriceFen({ price: '100', svip_price: '0' }, { svip: true })).toBe(10000);
    expect(unitPriceFen({ price: '100', svip_price: '120' }, { svip: true })).toBe(10000);
    expect(pieceFen(10000, 10000, { svip: true })).toBe(10000);
  });

  it('keeps activity prices (seckill 1, presell 2) as they are', () => {
    expect(pieceFen(10000, 9000, { svip: true, productType: 1 })).toBe(10000);
    expect(pieceFen(10000, 9000, { svip: true, productType: 2 })).toBe(10000);
    expect(pieceFen(10000, 9000, { svip: true, productType: 0 })).toBe(9000);
  });
});
