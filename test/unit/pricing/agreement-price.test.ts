// 企业协议价's one rule (shared/pricing/agreement-price.ts) and how surfaces show it (shown-price.ts, cart-totals.ts).
import { describe, expect, it } from 'vitest';
import {
  type AgreementTerms,
  agreedPieceFen,
  agreementInForce,
  agreementQuantityProblem,
  firstAllowedQty,
  tierRanges,
} from '../../../shared/pricing/agreement-price.ts';
import { priceViewerOf, shownPrice } from '../../../shared/pricing/shown-price.ts';
import { lineCents, toCartView, withQuantity } from '../../../web/features/cart/cart-totals.ts';

const TERMS: AgreementTerms = {
  unique: 'sku-a',
  productId: 7,
  tiers: [
    { from: 1, fen: 9800 },
    { from: 10, fen: 9000 },
    { from: 50, fen: 8500 },
  ],
  minQty: 2,
  step: 2,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
};

describe('the agreed piece price', () => {
  it('changes at each break, never above the list price', () => {
    expect([1, 9, 10, 49, 50, 500].map((n) => agreedPieceFen(TERMS, 12000, n))).toEqual([9800, 9800, 9000, 9000, 8500, 8500]);
    // the merchant lowered the list price below the agreement: the company pays the lower
    expect(agreedPieceFen(TERMS, 9500, 2)).toBe(9500);
  });

  it('refuses a quantity below the minimum or off the increment, naming the quantities that work', () => {
    expect(agreementQuantityProblem(TERMS, 1)).toBe('企业协议价起订量为2件，当前1件，请至少购买2件');
    expect(agreementQuantityProblem(TERMS, 11)).toBe('企业协议价需按2件的倍数购买，当前11件，请改为10件或12件');
    expect(agreementQuantityProblem({ minQty: 6, step: 6 }, 7)).toBe('企业协议价需按6件的倍数购买，当前7件，请改为6件或12件');
    expect(agreementQuantityProblem(TERMS, 10)).toBeNull();
    expect(firstAllowedQty({ minQty: 0, step: 5 })).toBe(5);
  });

  it('is in force from its start date to the end of its end date', () => {
    expect(['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'].map((day) => agreementInForce(TERMS, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('writes its tiers as ranges', () => {
    expect(tierRanges(TERMS).map((tier) => tier.range)).toEqual(['1–9件', '10–49件', '50件及以上']);
  });
});

describe('what surfaces show under 企业', () => {
  const company = { loggedIn: true, entity: 'COMPANY', hasCompany: true, user: { is_svip: 1 } };
  const viewer = priceViewerOf(company, true, [TERMS]);

  it('labels 企业协议价 with the list price struck, on SKU and product rows; 个人 sees the list price', () => {
    expect(shownPrice({ price: '120.00', unique: 'sku-a', product_id: 7 }, viewer)).toEqual({
      fen: 9800,
      label: '企业协议价',
      originalFen: 12000,
    });
    expect(shownPrice({ price: '120.00', unique: 'sku-a' }, viewer, 50).fen).toBe(8500);
    expect(shownPrice({ price: '99.00', product_id: 7 }, viewer)).toMatchObject({ fen: 9800, label: '企业协议价' });
    expect(shownPrice({ price: '120.00', product_id: 8 }, viewer).label).toBe('售价');
    // an activity SKU keeps its activity price
    expect(shownPrice({ price: '60.00', unique: 'sku-a', product_type: 1 }, viewer).label).toBe('秒杀价');
    const personal = priceViewerOf({ ...company, entity: 'PERSONAL' }, true, [TERMS]);
    expect(shownPrice({ price: '120.00', unique: 'sku-a' }, personal).label).not.toBe('企业协议价');
  });

  it('moves a cart line to the break of its new quantity, and the stepper by the increment', () => {
    const view = toCartView(
      {
        list: [
          {
            mer_id: 1,
            list: [
              {
                cart_id: 5,
                product_id: 7,
                cart_num: 8,
                product_attr_unique: 'sku-a',
                product: { store_name: 'A', product_type: 0 },
                productAttr: { price: '120.00', stock: 999 },
              },
            ],
          },
        ],
      },
      viewer,
    );
    const line = view.stores[0]?.lines[0];
    expect(line && { fen: line.shown.fen, step: line.step, min: line.min }).toEqual({ fen: 9800, step: 2, min: 2 });
    const at = (num: number) => {
      const moved = withQuantity(view, 5, num).stores[0]?.lines[0];
      return moved ? lineCents(moved) : 0;
    };
    expect([at(8), at(10), at(50)]).toEqual([8 * 9800, 10 * 9000, 50 * 8500]);
  });
});
