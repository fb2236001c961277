// The refund itself (docs/mall-api.md §3.8): in the caller's transaction the request turns 已退款, the money goes
// back the way it came (balance: the purse and a bill row; a company order's balance or credit: the company
// ledger, docs/company-api.md §3.3, never a member's purse; a QR payment: a payout row for that channel), the
// points it paid with come back, goods that return or never left go back to stock, and an order whose every
// piece went back reads 已退款 (-1) and gets its coupons back as CRMEB gives them: the store's coupons with the
// order, the platform's when the whole group order is refunded.
import { formatFen } from '#shared/money.ts';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import { type CompanyPayments, companyIdOf } from '../trade/company-payments-port.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { CouponWallet } from '../shopping/coupon-wallet.ts';
import type { OrderRow, OrderStore } from '../trade/order-store.ts';
import type { StockLedger } from '../trade/stock-ledger.ts';
import type { RefundFacts } from './refund-facts.ts';
import { REFUND_MESSAGES, RefundRefusal } from './refund-rules.ts';
import type { RefundOrderRow, RefundStore } from './refund-store.ts';
import { fullyRefunded, isUnshipped } from './refundable.ts';
import { REFUND_TYPE } from './refund-params.ts';

export interface RefundPayoutDeps {
  orders: OrderStore;
  store: RefundStore;
  facts: RefundFacts;
  purse: BuyerPurse;
  /** refunds of company orders paid from the company balance or on credit */
  companyPayments: CompanyPayments;
  stock: StockLedger;
  wallet: CouponWallet;
  now: () => number;
}

/** Coupon types 10 and up are the platform's (通用券, 品类券, 跨店券). */
const PLATFORM_COUPON_TYPE = 10;

export function createRefundPayout(deps: RefundPayoutDeps) {
  const { orders, store, facts, purse, stock, wallet, now } = deps;

  function payBack(refund: RefundOrderRow, order: OrderRow, time: string): void {
    const channel = order.pay_type || 'balance';
    store.insertPayout({
      refund_order_id: refund.refund_order_id,
      order_id: order.order_id,
      principal: refund.principal,
      channel,
      amount_fen: refund.refund_price_fen,
      create_time: time,
    });
    if ((channel !== 'balance' && channel !== 'credit') || refund.refund_price_fen === 0) return;
    const companyId = companyIdOf(refund.principal);
    if (companyId !== null) {
      const back = {
        refundId: refund.refund_order_id,
        refundSn: refund.refund_order_sn,
        amountFen: refund.refund_price_fen,
        memberUid: null,
      };
      if (!deps.companyPayments.refund(companyId, channel, back, time)) throw new RefundRefusal(REFUND_MESSAGES.balanceFailed);
      // the company's bills (我的余额 under 企业) keep their row for money back to the balance
      if (channel === 'credit') return;
    } else if (channel !== 'balance' || !purse.addBalance(refund.principal, refund.refund_price_fen)) {
      throw new RefundRefusal(REFUND_MESSAGES.balanceFailed);
    }
    orders.insertBill({
      principal: refund.principal,
      pm: 1,
      title: '退款增加余额',
      category: 'now_money',
      type: 'refund',
      number_fen: refund.refund_price_fen,
      balance_fen: purse.read(refund.principal)?.balanceFen ?? 0,
      // the 订单号 the refund belongs to, as every refund surface names it (ADR 0037)
      mark: `退款增加${formatFen(refund.refund_price_fen)}余额，退款订单号:${order.order_sn}`,
      link_id: refund.refund_order_id,
      create_time: time,
    });
  }

  function pointsBack(refund: RefundOrderRow, order: OrderRow, time: string): void {
    if (refund.integral <= 0 || !purse.addPoints(refund.principal, refund.integral)) return;
    orders.insertBill({
      principal: refund.principal,
      pm: 1,
      title: '订单退款',
      category: 'integral',
      type: 'refund',
      // points, not fen, in this category's rows
      number_fen: refund.integral,
      balance_fen: purse.read(refund.principal)?.points ?? 0,
      mark: `订单退款,返还${refund.integral}积分`,
      link_id: order.order_id,
      create_time: time,
    });
  }

  function stockBack(refund: RefundOrderRow, order: OrderRow): void {
    if (refund.refund_type !== REFUND_TYPE.returnGoods && !isUnshipped(order)) return;
    for (const item of store.productsOf(refund.refund_order_id)) {
      const line = orders.product(item.order_product_id);
      if (line) stock.adjust(line.sku_unique, -item.refund_num);
    }
  }

  function couponsBack(order: OrderRow): void {
    const group = orders.group(order.group_order_id);
    if (!group) return;
    const taken = new Set(JSON.parse(group.coupon_user_ids) as number[]);
    const held = wallet.list(order.principal).filter((coupon) => taken.has(coupon.coupon_user_id));
    const groupRefunded = orders.ordersOfGroup(group.group_order_id).every((one) => one.status === -1);
    const back = held.filter((coupon) => (coupon.type >= PLATFORM_COUPON_TYPE ? groupRefunded : coupon.mer_id === order.mer_id));
    wallet.release(
      order.principal,
      back.map((coupon) => coupon.coupon_user_id),
    );
  }

  /** Refunds one request; run inside a transaction. A refusal (already refunded, over the paid amount) throws. */
  function settle(refund: RefundOrderRow): void {
    const order = orders.order(refund.order_id);
    if (!order) throw new RefundRefusal(REFUND_MESSAGES.orderMissing);
    if (store.paidBack(order.order_id) + refund.refund_price_fen > order.pay_price_fen) throw new RefundRefusal(REFUND_MESSAGES.overOrder);
    const time = formatDateTime(new Date(now()));
    if (!store.markRefunded(refund.refund_order_id, time)) throw new RefundRefusal(REFUND_MESSAGES.refundStatus);
    payBack(refund, order, time);
    pointsBack(refund, order, time);
    stockBack(refund, order);
    if (fullyRefunded(facts.statesOf(order)) && orders.markRefunded(order.order_id)) couponsBack(order);
  }

  return { settle };
}

export type RefundPayout = ReturnType<typeof createRefundPayout>;
