// What a product may still give back (demo-mall/after-sales/refundable.ts): over any sequence of requests,
// each asking any amount up to its cap, a product never gives back more pieces, money, postage or points than
// it was paid with; asking the cap every time gives back exactly what was paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TakenRow } from '../../../demo-mall/after-sales/refund-store.ts';
import { fullyRefunded, lineStates, quoteLine, refundMark } from '../../../demo-mall/after-sales/refundable.ts';
import type { OrderProductRow, OrderRow } from '../../../demo-mall/trade/order-store.ts';

function orderOf(postageFen: number, integral: number, status: number): OrderRow {
  return { order_id: 1, total_postage_fen: postageFen, integral, status } as OrderRow;
}

function lineOf(id: number, pieces: number, paidFen: number, goodsFen: number): OrderProductRow {
  return {
    order_product_id: id,
    order_id: 1,
    product_id: id,
    product_num: pieces,
    pay_price_fen: paidFen,
    total_price_fen: goodsFen,
  } as OrderProductRow;
}

/** One request taking `num` pieces for `fraction` of its cap, refunded at once. */
interface Ask {
  num: number;
  fraction: number;
}

function run(order: OrderRow, line: OrderProductRow, asks: readonly Ask[], unshipped: boolean) {
  const taken: TakenRow = {
    order_product_id: line.order_product_id,
    num: 0,
    price_fen: 0,
    postage_fen: 0,
    integral: 0,
    done_num: 0,
    open: 0,
  };
  for (const ask of asks) {
    const [state] = lineStates(order, [line], taken.num > 0 ? [taken] : [], () => false);
    if (!state || state.remainingNum === 0) break;
    const num = Math.min(ask.num, state.remainingNum);
    const quote = quoteLine(state, num, unshipped);
    const cap = quote.goodsFen + quote.postageFen;
    const price = Math.floor(cap * ask.fraction);
    taken.num += num;
    taken.done_num += num;
    taken.price_fen += price;
    taken.postage_fen += Math.max(0, price - quote.goodsFen);
    taken.integral += quote.points;
  }
  return taken;
}

const scenario = fc.record({
  pieces: fc.integer({ min: 1, max: 12 }),
  paidFen: fc.integer({ min: 0, max: 500_000 }),
  postageFen: fc.integer({ min: 0, max: 2_000 }),
  integral: fc.integer({ min: 0, max: 5_000 }),
  unshipped: fc.boolean(),
  asks: fc.array(fc.record({ num: fc.integer({ min: 1, max: 12 }), fraction: fc.double({ min: 0, max: 1, noNaN: true }) }), {
    minLength: 1,
    maxLength: 15,
  }),
});

describe('refundable amounts', () => {
  it('never give back more than was paid, over any requests', () => {
    fc.assert(
      fc.property(scenario, ({ pieces, paidFen, postageFen, integral, unshipped, asks }) => {
        const postage = Math.min(postageFen, paidFen);
        const order = orderOf(postage, integral, unshipped ? 0 : 1);
        const line = lineOf(7, pieces, paidFen, paidFen);
        const taken = run(order, line, asks, unshipped);
        expect(taken.num).toBeLessThanOrEqual(pieces);
        expect(taken.price_fen).toBeLessThanOrEqual(paidFen);
        expect(taken.postage_fen).toBeLessThanOrEqual(unshipped ? postage : 0);
        expect(taken.integral).toBeLessThanOrEqual(integral);
      }),
      { numRuns: 400 },
    );
  });

  it('asking the most every time gives back exactly what was paid', () => {
    fc.assert(
      fc.property(scenario, ({ pieces, paidFen, postageFen, integral, asks }) => {
        const postage = Math.min(postageFen, paidFen);
        const order = orderOf(postage, integral, 0);
        const line = lineOf(7, pieces, paidFen, paidFen);
        const taken = run(order, line, [...asks.map((ask) => ({ ...ask, fraction: 1 })), { num: pieces, fraction: 1 }], true);
        expect(taken.num).toBe(pieces);
        expect(taken.price_fen).toBe(paidFen);
        expect(taken.postage_fen).toBe(postage);
        expect(taken.integral).toBe(integral);
      }),
      { numRuns: 400 },
    );
  });

  it('spreads postage by pieces over the products that ship and marks 退款中 / 部分退款 / 全部退款', () => {
    const order = orderOf(800, 0, 0);
    const lines = [lineOf(1, 2, 2_533, 2_000), lineOf(2, 1, 1_000, 1_000), lineOf(3, 1, 1_267, 1_000)];
    const free = (productId: number) => productId === 2;
    const states = lineStates(order, lines, [], free);
    expect(states.map((state) => state.postageFen)).toEqual([533, 0, 267]);
    expect(states.map((state) => state.goodsFen)).toEqual([2_000, 1_000, 1_000]);
    const open: TakenRow = { order_product_id: 1, num: 1, price_fen: 1, postage_fen: 0, integral: 0, done_num: 0, open: 1 };
    const whole: TakenRow = { ...open, order_product_id: 2, num: 1, done_num: 1, open: 0 };
    const marked = lineStates(order, lines, [open, whole], free);
    expect(marked.map(refundMark)).toEqual([1, 3, 0]);
    expect(lineStates(order, lines, [{ ...open, open: 0, done_num: 1 }], free).map(refundMark)).toEqual([2, 0, 0]);
    expect(fullyRefunded(marked)).toBe(false);
    const all = lines.map((line) => ({
      ...whole,
      order_product_id: line.order_product_id,
      num: line.product_num,
      done_num: line.product_num,
    }));
    expect(fullyRefunded(lineStates(order, lines, all, free))).toBe(true);
  });
});
