// Accepting a quote (docs/company-api.md §10.5): in one transaction the merchant's latest prices become buy-now
// lines of the company cart priced at the quote (trade/quoted-prices.ts), the order is checked and created
// through the ordinary order service with no coupons or points (a negotiated price is net), stamped with its
// member and held for approval over the member's limits like any company order, and the quote records it.
// A second accept finds the quote already ordered and answers the same order: a double click makes one order.
import type { FastifyRequest } from 'fastify';
import { QUOTE_MESSAGES as M, quoteActionAllowed } from '#shared/company/quote-rules.ts';
import type { Envelope } from '../../core/envelope.ts';
import type { CartRules } from '../../shopping/cart-rules.ts';
import type { OrderService } from '../../trade/order-service.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import type { QuotedPrices } from '../../trade/quoted-prices.ts';
import type { OrderPlacement } from '../order-placement.ts';
import type { OrderUnitScope } from '../unit-data/order-unit-scope.ts';
import { type QuoteOutcome, QuoteRefusal, type QuoteService, runRefusable } from './quote-service.ts';
import type { QuoteRow, QuoteStore } from './quote-store.ts';

export interface QuoteOrderDeps {
  store: QuoteStore;
  service: QuoteService;
  cartRules: CartRules;
  quotedPrices: QuotedPrices;
  orderService: OrderService;
  orders: OrderStore;
  /** the company half of the order: its member, then the approval steps (company/order-placement.ts) */
  placement: Pick<OrderPlacement, 'afterCreate'>;
  /** the member acting (the company route guard admitted it) */
  memberOf: (request: FastifyRequest) => { companyId: number; uid: number };
  /** a unit's address only for that unit's members and those below it (§13.6), as order/create checks it */
  unitScope: OrderUnitScope;
}

export interface Accepted {
  groupOrderId: number;
  repeated: boolean;
  /** the approval answer when the order waits for approval over the member's limits */
  held: Envelope | null;
}

export function createQuoteOrder(deps: QuoteOrderDeps) {
  const { store, service, cartRules, quotedPrices, orderService, orders } = deps;

  function placeOrder(principal: string, quote: QuoteRow, addressId: number): number {
    const quoted = store.latestBy(quote.quote_id, 'merchant');
    if (!quoted) throw new QuoteRefusal(M.wrongState);
    const cartIds = quoted.lines.map((line) => {
      const added = cartRules.add(principal, {
        product_id: String(line.product_id),
        cart_num: line.quantity,
        product_type: 0,
        product_attr_unique: line.sku_unique,
        is_new: 1,
      });
      if (!added.ok) throw new QuoteRefusal(`${line.store_name}：${added.message}`);
      quotedPrices.record(added.value.cart_id, quote.quote_id, line.price_fen ?? 0);
      return added.value.cart_id;
    });
    // no coupons and no points on a negotiated price: every merchant key present and empty means "none"
    const noCoupons = { [String(quote.mer_id)]: [], '0': [] };
    const choices = { cart_id: cartIds, address_id: addressId, use_coupon: noCoupons, takes: [], use_integral: false };
    const checked = orderService.check(principal, choices);
    if (!checked.ok) throw new QuoteRefusal(checked.message);
    const address = checked.value.priced.address?.address_id ?? 0;
    const created = orderService.create(principal, {
      ...choices,
      address_id: address,
      key: checked.value.key,
      pay_type: 'pc',
      receipt_data: [],
      mark: { [String(quote.mer_id)]: `询价单 ${quote.quote_sn}` },
      return_url: '',
    });
    if (!created.ok) throw new QuoteRefusal(created.message);
    return created.value.groupOrderId;
  }

  return {
    accept(request: FastifyRequest, principal: string, quoteId: number, addressId: number): QuoteOutcome<Accepted> {
      return runRefusable(() =>
        orders.atomically(() => {
          service.expire();
          const quote = store.byId(quoteId) as QuoteRow;
          if ((quote.state === 'ordered' || quote.state === 'accepted') && quote.group_order_id !== null) {
            return { groupOrderId: quote.group_order_id, repeated: true, held: null };
          }
          if (quote.state === 'expired') throw new QuoteRefusal(M.expired);
          if (!quoteActionAllowed('accept', quote.state) || quote.group_order_id !== null) throw new QuoteRefusal(M.wrongState);
          const member = deps.memberOf(request);
          const outside = deps.unitScope.refusal(member.companyId, member.uid, addressId, 0);
          if (outside) throw new QuoteRefusal(outside);
          const groupOrderId = placeOrder(principal, quote, addressId);
          const held = deps.placement.afterCreate(request, groupOrderId);
          service.move(quote, 'accept', held ? 'accepted' : 'ordered', { group_order_id: groupOrderId });
          const sn = orders.group(groupOrderId)?.group_order_sn ?? '';
          store.addEvent(quote.quote_id, 'buyer', member.uid, 'accept', `订单 ${sn}`, service.time());
          return { groupOrderId, repeated: false, held };
        }),
      );
    },
  };
}

export type QuoteOrder = ReturnType<typeof createQuoteOrder>;
