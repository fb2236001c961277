// One scheduled order (docs/company-api.md §16.4), placed the way accepting a quote does it (quotes/quote-order.ts):
// the lines become buy-now lines of the company cart, the order is checked and created through the ordinary
// order service with no coupons or points, stamped with the schedule's member and judged by the company's
// limits, rules and budgets (held, or refused). The scheduler has no HTTP request, so the member acts through a
// stand-in request carrying the principal a company token of that member would have: the same hooks then see
// the same member. A line off the shelf, short of stock or priced beyond the tolerance refuses the run.
import type { FastifyRequest } from 'fastify';
import { RUN_FAILURES } from '#shared/company/replenishment-rules.ts';
import { formatFen } from '#shared/money.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { StockLevels } from '../../catalogue/stock-levels.ts';
import { PRINCIPAL_DECORATOR, type Principal } from '../../core/login-gate.ts';
import type { CartRules } from '../../shopping/cart-rules.ts';
import type { OrderService } from '../../trade/order-service.ts';
import type { OrderPlacement } from '../order-placement.ts';
import { lineNow } from '../reorder-lists/reorder-line-state.ts';
import type { OwnedRefs } from '../owned-refs.ts';
import type { ScheduleLine } from './replenishment-store.ts';

export interface ReplenishmentOrderDeps {
  catalogue: Catalogue;
  stock: StockLevels;
  cartRules: CartRules;
  orderService: OrderService;
  /** the company half of the order: its member, then the approval steps (company/order-placement.ts) */
  placement: Pick<OrderPlacement, 'afterCreate'>;
  /** the company's own address, a unit's only for that unit's members and those below it (§13.6), as order/create checks it */
  refs: OwnedRefs;
}

/** Thrown inside the run's savepoint: nothing of the attempt stays, the reason goes to the inbox. */
export class RunRefusal extends Error {}

export interface Placed {
  groupOrderId: number;
  held: boolean;
}

/** The principal a company token of this member carries. */
export const memberPrincipal = (companyId: number, uid: number): Principal => ({
  kind: 'company',
  id: companyId,
  key: `company:${companyId}`,
  memberUid: uid,
  token: '',
  expiresAt: 0,
});

/** A stand-in request for the hooks that ask `gate.principal(request)`. */
const standInRequest = (principal: Principal): FastifyRequest =>
  ({ getDecorator: (name: string) => (name === PRINCIPAL_DECORATOR ? principal : null) }) as unknown as FastifyRequest;

export function createReplenishmentOrder(deps: ReplenishmentOrderDeps) {
  const { productById } = deps.catalogue.goods;
  const nameOf = (productId: number) => productById.get(productId)?.store_name ?? `商品 ${productId}`;

  /** Buy-now cart lines for the schedule's lines; refuses on the first line that cannot be bought now. */
  function cartLines(principal: string, lines: readonly ScheduleLine[]): number[] {
    return lines.map((line) => {
      const product = productById.get(line.product_id);
      const now = lineNow({ product, skuUnique: line.sku_unique, quantity: line.quantity, stockOf: deps.stock.skuStock });
      if (now.state !== 'ok') throw new RunRefusal(`${nameOf(line.product_id)}：${RUN_FAILURES[now.state]}`);
      const added = deps.cartRules.add(principal, {
        product_id: String(line.product_id),
        cart_num: line.quantity,
        product_type: 0,
        product_attr_unique: line.sku_unique,
        is_new: 1,
      });
      if (!added.ok) throw new RunRefusal(`${nameOf(line.product_id)}：${added.message}`);
      return added.value.cart_id;
    });
  }

  function checked(principal: string, lines: readonly ScheduleLine[], addressId: number) {
    const cartIds = cartLines(principal, lines);
    const merchants = new Set(lines.map((line) => String(productById.get(line.product_id)?.mer_id ?? 0)));
    // no coupons and no points: every merchant key present and empty means "none"
    const noCoupons = Object.fromEntries([...merchants, '0'].map((key) => [key, []]));
    const choices = { cart_id: cartIds, address_id: addressId, use_coupon: noCoupons, takes: [], use_integral: false };
    const result = deps.orderService.check(principal, choices);
    if (!result.ok) throw new RunRefusal(result.message);
    const unitByCart = new Map(
      result.value.priced.allocation.merchants.flatMap((m) => m.lines.map((line) => [line.cartId, line.unitPriceFen] as const)),
    );
    const units = cartIds.map((id) => unitByCart.get(id) ?? 0);
    return { choices, result: result.value, units };
  }

  return {
    /**
     * The company's unit price of each line now (agreed prices included), for the snapshot a new schedule keeps;
     * null when the lines cannot be priced now (the caller falls back to the list price). Call it inside a
     * transaction it may roll back: the buy-now lines it adds are not meant to stay.
     */
    unitPrices(companyId: number, uid: number, lines: readonly ScheduleLine[]): number[] | null {
      try {
        return checked(memberPrincipal(companyId, uid).key, lines, 0).units;
      } catch (error) {
        if (error instanceof RunRefusal) return null;
        throw error;
      }
    },

    /** Places the order; throws RunRefusal with the reason. Runs inside the caller's transaction. */
    place(input: {
      companyId: number;
      uid: number;
      lines: readonly ScheduleLine[];
      addressId: number;
      tolerancePct: number;
      mark: string;
    }): Placed {
      // the address may be gone, or the schedule's member moved to another unit, since the schedule was saved
      const outside = input.addressId > 0 ? deps.refs.address(input.companyId, input.uid, input.addressId) : null;
      if (outside) throw new RunRefusal(outside);
      const principal = memberPrincipal(input.companyId, input.uid);
      const { choices, result, units } = checked(principal.key, input.lines, input.addressId);
      input.lines.forEach((line, index) => {
        const unit = units[index] ?? 0;
        // a rise beyond the tolerance stops the run; a lower price is always welcome
        if (unit * 100 > line.price_fen * (100 + input.tolerancePct))
          throw new RunRefusal(
            `${nameOf(line.product_id)}：${RUN_FAILURES.price_changed}（¥${formatFen(line.price_fen)} → ¥${formatFen(unit)}）`,
          );
      });
      const merId = String(productById.get(input.lines[0]?.product_id ?? 0)?.mer_id ?? 0);
      const created = deps.orderService.create(principal.key, {
        ...choices,
        address_id: result.priced.address?.address_id ?? 0,
        key: result.key,
        pay_type: 'pc',
        receipt_data: [],
        mark: { [merId]: input.mark },
        return_url: '',
      });
      if (!created.ok) throw new RunRefusal(created.message);
      const groupOrderId = created.value.groupOrderId;
      const request = standInRequest(principal);
      const held = deps.placement.afterCreate(request, groupOrderId);
      if (held && held.status !== 200) throw new RunRefusal(held.message);
      return { groupOrderId, held: held !== null };
    },
  };
}

export type ReplenishmentOrder = ReturnType<typeof createReplenishmentOrder>;
