// The price rule of every surface (shared/pricing/shown-price.ts): a guest sees ot_price when above 0 (原价), else
// price; a buyer sees what order/check charges, under a label that says what it is; SVIP never counts under 企业.
import { describe, expect, it } from 'vitest';
import { money } from '../../../shared/money.ts';
import { GUEST_VIEWER, priceViewerOf, shownPrice } from '../../../shared/pricing/shown-price.ts';

const buyer = { loggedIn: true, svip: false };
const svip = { loggedIn: true, svip: true };
const normal = { price: '88', ot_price: '120', svip_price: '83.60', product_type: 0 };

describe('shownPrice', () => {
  it('shows a guest ot_price as 原价 when it is above 0, else price as 售价', () => {
    expect(shownPrice(normal, GUEST_VIEWER)).toEqual({ fen: 12000, label: '原价' });
    expect(shownPrice({ price: '88', ot_price: '0.01' }, GUEST_VIEWER)).toEqual({ fen: 1, label: '原价' });
    for (const ot of ['0', '0.00', undefined, 'n/a'])
      expect(shownPrice({ price: '88', ot_price: ot }, GUEST_VIEWER)).toEqual({ fen: 8800, label: '售价' });
  });

  it('never calls a guest’s number 秒杀价 or 预售价', () => {
    expect(shownPrice({ ...normal, product_type: 1 }, GUEST_VIEWER).label).toBe('原价');
    expect(shownPrice({ price: '68.77', ot_price: '0', product_type: 2 }, GUEST_VIEWER).label).toBe('售价');
  });

  it('shows a buyer the sale price, an SVIP buyer the SVIP price below it', () => {
    expect(shownPrice(normal, buyer)).toEqual({ fen: 8800, label: '售价' });
    expect(shownPrice(normal, svip)).toEqual({ fen: 8360, label: 'SVIP价' });
    expect(shownPrice({ ...normal, svip_price: '90' }, svip)).toEqual({ fen: 8800, label: '售价' });
  });

  it('keeps activity prices final and names them', () => {
    expect(shownPrice({ ...normal, product_type: 1, svip_price: '10' }, svip)).toEqual({ fen: 8800, label: '秒杀价' });
    expect(shownPrice({ ...normal, product_type: 2 }, buyer)).toEqual({ fen: 8800, label: '预售价' });
  });
});

describe('priceViewerOf', () => {
  const user = { is_svip: 1 };
  it('counts SVIP under 个人 only while the switch is on', () => {
    expect(priceViewerOf({ loggedIn: true, entity: 'PERSONAL', hasCompany: true, user }, true)).toEqual(svip);
    expect(priceViewerOf({ loggedIn: true, entity: 'PERSONAL', hasCompany: true, user }, false)).toEqual(buyer);
    expect(priceViewerOf({ loggedIn: false, entity: 'PERSONAL', hasCompany: false, user: null }, true)).toEqual(GUEST_VIEWER);
  });

  it('drops SVIP under 企业 (the company pays list prices, ADR 0034), not for a personal-only account', () => {
    expect(priceViewerOf({ loggedIn: true, entity: 'COMPANY', hasCompany: true, user }, true)).toEqual(buyer);
    expect(priceViewerOf({ loggedIn: true, entity: 'COMPANY', hasCompany: false, user }, true)).toEqual(svip);
  });
});

describe('money', () => {
  it('always two decimals, garbage as 0.00', () => {
    expect(money('12.5')).toBe('12.50');
    expect(money(3)).toBe('3.00');
    expect(money('abc')).toBe('0.00');
  });
});
