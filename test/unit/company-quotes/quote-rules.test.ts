// The quote state machine's table (shared/company/quote-rules.ts), the request lines split by merchant and the
// browser's reading of a quote (docs/company-api.md §10).
import { describe, expect, it } from 'vitest';
import { buyerQuoteActions, QUOTE_STATES, quoteActionAllowed } from '#shared/company/quote-rules.ts';
import { byMerchant, cartLinesToQuote, targetPriceOk } from '#web/features/quotes/quote-drafts.ts';
import { quotesHref, toQuoteDetail } from '#web/features/quotes/quote-view.ts';

describe('the state table', () => {
  it('accepts a quoted quote, or an accepted one whose order closed, never an expired one; closed states allow nothing', () => {
    expect(quoteActionAllowed('accept', 'quoted')).toBe(true);
    expect(quoteActionAllowed('accept', 'expired')).toBe(false);
    expect(quoteActionAllowed('counter', 'expired')).toBe(true);
    expect(quoteActionAllowed('withdraw', 'quoted')).toBe(false);
    for (const state of ['ordered', 'accepted', 'declined', 'withdrawn'] as const) {
      for (const action of ['answer', 'merchantDecline', 'counter', 'decline', 'withdraw'] as const) {
        expect(quoteActionAllowed(action, state), `${action} from ${state}`).toBe(false);
      }
    }
    // 已接受 with its order alive (held for approval) offers nothing; with its order closed unpaid, 接受报价并下单
    expect(buyerQuoteActions('accepted', true)).toEqual([]);
    expect(buyerQuoteActions('accepted', false)).toEqual(['accept']);
    expect(buyerQuoteActions('ordered', false)).toEqual([]);
    expect(Object.values(QUOTE_STATES)).toEqual(['待报价', '已报价', '议价中', '已接受', '已下单', '已拒绝', '已过期', '已撤回']);
  });
});

describe('request lines', () => {
  it('split the cart selection into one quote per merchant, keeping the cart order', () => {
    const view = {
      stores: [
        { merId: 1, lines: [{ cartId: 11, productId: 5, unique: 'a', num: 2, name: '扳手', sku: '大号' }] },
        {
          merId: 2,
          lines: [
            { cartId: 21, productId: 6, unique: 'b', num: 1, name: '螺丝', sku: '' },
            { cartId: 22, productId: 7, unique: 'c', num: 4, name: '垫片', sku: '' },
          ],
        },
      ],
    };
    const lines = cartLinesToQuote(view, [22, 11]);
    expect(lines.map((line) => line.unique)).toEqual(['a', 'c']);
    expect(byMerchant(lines).map((group) => group.map((line) => line.merId))).toEqual([[1], [2]]);
  });

  it('take a blank target price or a positive amount with at most two decimals', () => {
    expect(['', '1', '1.5', '12.34'].every(targetPriceOk)).toBe(true);
    expect(['0', '-1', '1.234', 'abc'].some(targetPriceOk)).toBe(false);
  });
});

describe('the browser view', () => {
  it('keeps a missing price null and reads the actions the mall allows', () => {
    const quote = toQuoteDetail({
      id: 3,
      quote_sn: 'XJ20261127000003',
      state: 'quoted',
      quoted_total: '21.00',
      lines: [{ line_no: 1, quantity: 3, target_price: null, price: '7.00', changed: ['price'] }],
      actions: ['accept', 'counter', 'bogus'],
    });
    expect(quote.quotedFen).toBe(2100);
    expect(quote.lines[0]).toMatchObject({ targetFen: null, priceFen: 700, changed: ['price'] });
    expect(quote.actions).toEqual(['accept', 'counter']);
    expect(quotesHref('quoted', '扳手', 2)).toBe('/user/quotes?state=quoted&keyword=%E6%89%B3%E6%89%8B&page=2');
  });
});
