// The buyer asks (docs/mall-api.md §3.8, docs/screens.md a.8 退款): which products may still go back and for
// how much, an amount preview, and the request itself. A request is checked and written in one transaction, so
// two requests cannot both take the same pieces or money; the same request again within seconds (a double
// click) answers the first one instead of a refusal.
import { createHash, randomBytes } from 'node:crypto';
import { allocateFen, type Fen, sumFen } from '#shared/money.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { OrderRow } from '../trade/order-store.ts';
import type { RefundFacts } from './refund-facts.ts';
import {
  DOUBLE_SUBMIT_MS,
  type Outcome,
  overRefundable,
  REFUND_MESSAGES,
  RefundRefusal,
  refusable,
  shortOfPieces,
} from './refund-rules.ts';
import type { NewRefundProduct, RefundStore } from './refund-store.ts';
import { isUnshipped, type LineQuote, type LineState, quoteLine } from './refundable.ts';
import { REFUND_KIND, REFUND_TYPE, type RefundApplyParams } from './refund-params.ts';

export interface RefundRequestsDeps {
  store: RefundStore;
  facts: RefundFacts;
  now: () => number;
}

/** One product of a preview: `num` pieces, 0 for all that remain. */
export interface RefundPick {
  orderProductId: number;
  num: number;
}

export interface ProductQuote {
  order: OrderRow;
  states: LineState[];
  goodsFen: Fen;
  postageFen: Fen;
}

interface PlannedLine {
  state: LineState;
  num: number;
  quote: LineQuote;
}

const M = REFUND_MESSAGES;
const refuse = (message: string): never => {
  throw new RefundRefusal(message);
};

/** The chosen products of the order, each at most once; a refusal when one is not the order's. */
function chosen(states: readonly LineState[], ids: readonly number[]): LineState[] {
  const picked = [...new Set(ids)].map((id) => states.find((state) => state.line.order_product_id === id));
  if (picked.length === 0 || picked.some((state) => state === undefined)) refuse(M.wrongProducts);
  return picked as LineState[];
}

/** The normalised content of a request: equal keys mean the same request sent again. */
function requestKey(orderId: number, input: RefundApplyParams): string {
  const content = { ...input, ids: [...input.ids].sort((a, b) => a - b), orderId };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** What a refund moves: money, postage share, pieces and points given back. */
interface RefundFigures {
  refund_price_fen: Fen;
  refund_postage_fen: Fen;
  refund_num: number;
  integral: number;
}

/** A new refund's row, made at `at` (`time` is the same instant as text), for the single and the batch request. */
function refundRow(
  order: OrderRow,
  principal: string,
  input: RefundApplyParams,
  key: string,
  at: number,
  time: string,
  figures: RefundFigures,
) {
  return {
    refund_order_sn: `rwx${at}${randomBytes(3).toString('hex')}`,
    order_id: order.order_id,
    principal,
    mer_id: order.mer_id,
    refund_type: input.refund_type,
    refund_message: input.refund_message,
    ...figures,
    mark: input.mark,
    pics: JSON.stringify(input.pics),
    status_time: time,
    request_key: key,
    create_time: time,
    create_unix: at,
  };
}

export function createRefundRequests(deps: RefundRequestsDeps) {
  const { store, facts, now } = deps;

  /** Writes a new refund, stamped now, with the product lines it covers; its id. */
  function writeRefund(
    order: OrderRow,
    principal: string,
    input: RefundApplyParams,
    key: string,
    figures: RefundFigures,
    products: ReadonlyArray<Omit<NewRefundProduct, 'refund_order_id'>>,
  ): number {
    const at = now();
    const time = formatDateTime(new Date(at));
    const refundId = store.insertRefund(refundRow(order, principal, input, key, at, time, figures));
    for (const product of products) store.insertProduct({ refund_order_id: refundId, ...product });
    return refundId;
  }

  /** the buyer's order, open for refunds; `missing` is the endpoint's own word for an order it cannot see */
  function refundableOrder(principal: string, orderId: number, missing: string): OrderRow {
    const order = facts.ownOrder(principal, orderId) ?? refuse(missing);
    const why = facts.refusal(order);
    if (why) refuse(why);
    return order;
  }

  /** products still free to go back: pieces left and no open request */
  function batchProducts(principal: string, orderId: number): Outcome<LineState[]> {
    return refusable(() => {
      const order = facts.ownOrder(principal, orderId) ?? refuse(M.orderMissing);
      const free = facts.statesOf(order).filter((state) => state.remainingNum > 0 && !state.open);
      if (free.length === 0) refuse(M.nothingRefundable);
      return free;
    });
  }

  /** what the chosen products give back in full, goods and postage apart (the form's 含运费 / 不含运费) */
  function productQuote(principal: string, orderId: number, ids: readonly number[], kind: number): Outcome<ProductQuote> {
    return refusable(() => {
      if (ids.length === 0) refuse(M.chooseProducts);
      const order = refundableOrder(principal, orderId, M.orderStatus);
      if (kind === REFUND_KIND.single && new Set(ids).size > 1) refuse(M.wrongProducts);
      const states = chosen(facts.statesOf(order), ids);
      if (states.some((state) => state.open)) refuse(M.open);
      if (states.every((state) => state.remainingNum === 0)) refuse(M.productGone);
      if (states.some((state) => state.remainingNum === 0)) refuse(M.wrongProducts);
      const quotes = states.map((state) => quoteLine(state, state.remainingNum, isUnshipped(order)));
      return {
        order,
        states,
        goodsFen: sumFen(quotes.map((quote) => quote.goodsFen)),
        postageFen: sumFen(quotes.map((quote) => quote.postageFen)),
      };
    });
  }

  /** the chosen pieces, checked against what remains */
  function plan(order: OrderRow, picks: readonly RefundPick[]): PlannedLine[] {
    const states = chosen(
      facts.statesOf(order),
      picks.map((pick) => pick.orderProductId),
    );
    if (states.some((state) => state.open)) refuse(M.open);
    return states.map((state) => {
      const asked = picks.find((pick) => pick.orderProductId === state.line.order_product_id)?.num ?? 0;
      if (state.remainingNum === 0) refuse(M.wrongProducts);
      const num = asked === 0 ? state.remainingNum : asked;
      if (num > state.remainingNum) refuse(shortOfPieces(num));
      return { state, num, quote: quoteLine(state, num, isUnshipped(order)) };
    });
  }

  /** the amount preview: the most the chosen pieces may give back, postage included */
  function compute(principal: string, orderId: number, picks: readonly RefundPick[]): Outcome<{ totalFen: Fen; postageFen: Fen }> {
    return refusable(() => {
      const order = refundableOrder(principal, orderId, M.orderStatus);
      if (picks.length === 0) refuse(M.wrongProducts);
      const planned = plan(order, picks);
      const postageFen = sumFen(planned.map((line) => line.quote.postageFen));
      return { totalFen: sumFen(planned.map((line) => line.quote.goodsFen)) + postageFen, postageFen };
    });
  }

  /** Splits the asked amount over the products by what each may give back; postage is what exceeds the goods. */
  function split(planned: readonly PlannedLine[], priceFen: Fen) {
    const caps = planned.map((line) => line.quote.goodsFen + line.quote.postageFen);
    const shares = allocateFen(priceFen, caps);
    return planned.map((line, index) => {
      const share = shares[index] ?? 0;
      return { ...line, priceFen: share, postageFen: Math.max(0, share - line.quote.goodsFen) };
    });
  }

  function writeRequest(principal: string, order: OrderRow, input: RefundApplyParams, key: string): number {
    const single = input.type === REFUND_KIND.single;
    if (single && input.ids.length > 1) refuse(M.wrongProducts);
    if (input.refund_type === REFUND_TYPE.returnGoods && isUnshipped(order)) refuse(M.unshippedReturn);
    const planned = plan(
      order,
      input.ids.map((id) => ({ orderProductId: id, num: single ? input.num : 0 })),
    );
    const capFen = sumFen(planned.map((line) => line.quote.goodsFen + line.quote.postageFen));
    if (input.refund_price_fen > capFen) refuse(overRefundable(capFen));
    const takenFen = sumFen(facts.statesOf(order).map((state) => state.taken.goodsFen + state.taken.postageFen));
    if (takenFen + input.refund_price_fen > order.pay_price_fen) refuse(M.overOrder);
    const lines = split(planned, input.refund_price_fen);
    const figures = {
      refund_price_fen: input.refund_price_fen,
      refund_postage_fen: sumFen(lines.map((line) => line.postageFen)),
      refund_num: sumFen(lines.map((line) => line.num)),
      integral: sumFen(lines.map((line) => line.quote.points)),
    };
    return writeRefund(
      order,
      principal,
      input,
      key,
      figures,
      lines.map((line) => ({
        order_product_id: line.state.line.order_product_id,
        refund_num: line.num,
        refund_price_fen: line.priceFen,
        refund_postage_fen: line.postageFen,
        refund_integral: line.quote.points,
      })),
    );
  }

  /** 申请退款: the new request's id, or the first one's when the same request came again within seconds */
  function apply(principal: string, orderId: number, input: RefundApplyParams): Outcome<{ refundOrderId: number; repeated: boolean }> {
    const key = requestKey(orderId, input);
    return refusable(() =>
      store.atomically(() => {
        const twin = store.twin(principal, orderId, key, now() - DOUBLE_SUBMIT_MS);
        if (twin) return { refundOrderId: twin.refund_order_id, repeated: true };
        const order = refundableOrder(principal, orderId, M.applyOrderStatus);
        return { refundOrderId: writeRequest(principal, order, input, key), repeated: false };
      }),
    );
  }

  /** pieces of each product that requests hold, open or paid out (none when the order is not the principal's) */
  function piecesTaken(principal: string, orderId: number): ReadonlyMap<number, number> {
    const order = facts.ownOrder(principal, orderId);
    return new Map(order ? facts.statesOf(order).map((state) => [state.line.order_product_id, state.taken.num]) : []);
  }

  /**
   * A refund the company's goods receipt opens for pieces that never arrived or arrived broken (docs/company-api.md
   * §11.2): 仅退款, the missing pieces of each line at their paid price, waiting for the merchant like any other
   * request. The caller runs it inside the acceptance's transaction; a refusal rolls the acceptance back.
   */
  function openShortfall(
    principal: string,
    orderId: number,
    picks: readonly RefundPick[],
    reason: { message: string; mark: string; pics: readonly string[] },
  ): Outcome<number> {
    return refusable(() => {
      const order = refundableOrder(principal, orderId, M.orderStatus);
      const planned = plan(order, picks);
      const priceFen = sumFen(planned.map((line) => line.quote.goodsFen));
      const input: RefundApplyParams = {
        type: REFUND_KIND.batch,
        refund_type: REFUND_TYPE.moneyOnly,
        num: 0,
        ids: planned.map((line) => line.state.line.order_product_id),
        refund_message: reason.message,
        mark: reason.mark,
        refund_price_fen: priceFen,
        pics: [...reason.pics],
      };
      const figures = {
        refund_price_fen: priceFen,
        refund_postage_fen: 0,
        refund_num: sumFen(planned.map((line) => line.num)),
        integral: sumFen(planned.map((line) => line.quote.points)),
      };
      const products = planned.map((line) => ({
        order_product_id: line.state.line.order_product_id,
        refund_num: line.num,
        refund_price_fen: line.quote.goodsFen,
        refund_postage_fen: 0,
        refund_integral: line.quote.points,
      }));
      return writeRefund(order, principal, input, requestKey(orderId, input), figures, products);
    });
  }

  return { batchProducts, productQuote, compute, apply, piecesTaken, openShortfall };
}

export type RefundRequests = ReturnType<typeof createRefundRequests>;
