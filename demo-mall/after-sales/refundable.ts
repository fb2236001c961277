// What each product of a paid order may still give back (docs/mall-api.md §3.8, docs/product.md §13): pieces,
// goods money, postage and points, less what open and refunded requests already took. Pure: rows in, numbers
// out. The order keeps totals only, so a product's postage is spread as pricing spread it (by quantity over the
// products that ship) and its points by goods amount; the last pieces of a product always take what is left,
// so a product never gives back more than it was paid, over any number of requests.
import { allocateFen, type Fen } from '#shared/money.ts';
import type { OrderProductRow, OrderRow } from '../trade/order-store.ts';
import type { TakenRow } from './refund-store.ts';

export interface LineState {
  line: OrderProductRow;
  /** what the product was paid, postage left out */
  goodsFen: Fen;
  /** its share of the order's postage */
  postageFen: Fen;
  /** its share of the points the order paid with */
  points: number;
  taken: { num: number; goodsFen: Fen; postageFen: Fen; points: number };
  /** pieces whose refund went through */
  doneNum: number;
  /** a request on it is still open */
  open: boolean;
  /** pieces no request holds yet (CRMEB's refund_num) */
  remainingNum: number;
}

export interface LineQuote {
  goodsFen: Fen;
  postageFen: Fen;
  points: number;
}

/** Postage goes back only while the order has not shipped (待发货). */
export const isUnshipped = (order: OrderRow) => order.status === 0 || order.status === 9;

/** Each line's share of the order's postage, as pricing spread it: by quantity over the lines that ship. */
export function postageShares(
  totalPostageFen: Fen,
  lines: readonly Pick<OrderProductRow, 'product_id' | 'product_num' | 'pay_price_fen'>[],
  shipsFree: (productId: number) => boolean,
): Fen[] {
  const shipping = lines.map((line) => (shipsFree(line.product_id) ? 0 : line.product_num));
  const hasShipping = shipping.some((quantity) => quantity > 0);
  const postage = allocateFen(totalPostageFen, hasShipping ? shipping : lines.map((line) => line.product_num));
  return lines.map((line, index) => Math.min(postage[index] ?? 0, line.pay_price_fen));
}

export function lineStates(
  order: OrderRow,
  lines: readonly OrderProductRow[],
  taken: readonly TakenRow[],
  shipsFree: (productId: number) => boolean,
) {
  const postage = postageShares(order.total_postage_fen, lines, shipsFree);
  const points = allocateFen(
    order.integral,
    lines.map((line) => line.total_price_fen),
  );
  const takenBy = new Map(taken.map((row) => [row.order_product_id, row]));
  return lines.map((line, index): LineState => {
    const postageFen = postage[index] ?? 0;
    const row = takenBy.get(line.order_product_id);
    const takenNum = row?.num ?? 0;
    return {
      line,
      goodsFen: line.pay_price_fen - postageFen,
      postageFen,
      points: order.integral > 0 ? (points[index] ?? 0) : 0,
      taken: {
        num: takenNum,
        goodsFen: (row?.price_fen ?? 0) - (row?.postage_fen ?? 0),
        postageFen: row?.postage_fen ?? 0,
        points: row?.integral ?? 0,
      },
      doneNum: row?.done_num ?? 0,
      open: (row?.open ?? 0) === 1,
      remainingNum: Math.max(0, line.product_num - takenNum),
    };
  });
}

/** The most `num` of the remaining pieces may give back; the last pieces take whatever is left. */
export function quoteLine(state: LineState, num: number, unshipped: boolean): LineQuote {
  const whole = num >= state.remainingNum;
  const pieces = state.line.product_num;
  const share = (total: number, takenSoFar: number, perPiece: number) =>
    Math.max(0, whole ? total - takenSoFar : Math.min(perPiece * num, total - takenSoFar));
  return {
    goodsFen: share(state.goodsFen, state.taken.goodsFen, Math.floor(state.goodsFen / pieces)),
    postageFen: unshipped ? share(state.postageFen, state.taken.postageFen, Math.floor(state.postageFen / pieces)) : 0,
    points: share(state.points, state.taken.points, Math.floor(state.points / pieces)),
  };
}

/** CRMEB's is_refund of an order product: 0 none, 1 退款中, 2 部分退款, 3 全部退款. */
export function refundMark(state: LineState): 0 | 1 | 2 | 3 {
  if (state.open) return 1;
  if (state.doneNum >= state.line.product_num) return 3;
  return state.doneNum > 0 ? 2 : 0;
}

/** Every piece of every product went back and nothing is still open. */
export const fullyRefunded = (states: readonly LineState[]) => states.length > 0 && states.every((state) => refundMark(state) === 3);
