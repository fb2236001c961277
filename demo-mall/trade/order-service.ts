// The order life cycle over one database (docs/mall-api.md §3.7): check stores a key with the priced snapshot;
// create consumes it once and, in one transaction, re-prices, reserves stock, uses the coupons and points,
// removes the cart lines and writes one order per merchant under one group order; pay (balance or a demo QR
// confirmation, or for a company order its balance or credit through the company ledger, docs/company-api.md
// §3.3) marks it paid once; unpaid group orders close at their deadline and give everything back.
import { randomBytes } from 'node:crypto';
import { balancePayBill } from './balance-pay-bill.ts';
import { formatDateTime } from '../core/envelope.ts';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import { type CompanyPayKind, type CompanyPayments, companyIdOf } from './company-payments-port.ts';
import type { CartStore } from '../shopping/cart-store.ts';
import type { CouponWallet } from '../shopping/coupon-wallet.ts';
import type { OrderCreateParams } from './params/order-params.ts';
import type { OrderReceiptParams } from './params/receipt-params.ts';
import type { Checkout, CheckoutRequest, PricedOrder } from './checkout.ts';
import type { GroupOrderRow, OrderStore } from './order-store.ts';
import type { StockLedger } from './stock-ledger.ts';
import { linePricesOf, priceChangeOf } from './price-snapshot.ts';

export const ORDER_MESSAGES = {
  keyExpired: '订单已过期,请刷新当前页面',
  noAddress: '请选择地址',
  stock: '库存不足',
  coupon: '优惠券已使用',
  points: '积分不足',
  payGone: '订单不存在或已支付',
  balanceShort: '余额不足',
  /** 企业账期: the company's unused credit cannot cover the order */
  creditShort: '可用额度不足',
  creditNeedsCompany: '请切换为企业身份后使用账期支付',
  missing: '订单不存在',
} as const;

/** A checkout key lives this long (ms). */
export const ORDER_KEY_TTL_MS = 10 * 60 * 1000;

/** A refusal raised inside a transaction: the transaction rolls back and the message is answered. */
export class TradeRefusal extends Error {}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export interface OrderServiceDeps {
  orders: OrderStore;
  checkout: Checkout;
  stock: StockLedger;
  wallet: CouponWallet;
  carts: CartStore;
  purse: BuyerPurse;
  /** a company order's balance and credit payments (the company ledger) */
  companyPayments: CompanyPayments;
  now: () => number;
  closeAfterMs: number;
}

const serial = (prefix: string, nowMs: number) => `${prefix}${nowMs}${randomBytes(3).toString('hex')}`;

function addressText(priced: PricedOrder): { real_name: string; user_phone: string; user_address: string } {
  const a = priced.address;
  if (!a) return { real_name: '', user_phone: '', user_address: '' };
  return { real_name: a.real_name, user_phone: a.phone, user_address: `${a.province}${a.city}${a.district}${a.street}${a.detail}` };
}

export function createOrderService(deps: OrderServiceDeps) {
  const { orders, checkout, stock, wallet, carts, purse, now } = deps;

  function check(principal: string, request: CheckoutRequest): Outcome<{ priced: PricedOrder; key: string }> {
    const at = now();
    const priced = checkout(principal, request, new Date(at), true);
    if (!priced.ok) return priced;
    const key = randomBytes(16).toString('hex');
    orders.dropStaleKeys(at);
    orders.insertKey(
      key,
      principal,
      { request, pay_price_fen: priced.value.allocation.payNowFen, line_prices: linePricesOf(priced.value) },
      at + ORDER_KEY_TTL_MS,
    );
    return { ok: true, value: { priced: priced.value, key } };
  }

  /** Writes the group order and its merchant orders; runs inside create's transaction. */
  function writeOrders(principal: string, priced: PricedOrder, input: OrderCreateParams, at: number): number {
    const { allocation } = priced;
    const time = formatDateTime(new Date(at));
    const who = addressText(priced);
    const groupId = orders.insertGroup({
      group_order_sn: serial('wxo', at),
      principal,
      total_num: allocation.quantity,
      total_price_fen: allocation.originalFen,
      total_postage_fen: allocation.postageFen,
      pay_price_fen: allocation.payNowFen,
      coupon_price_fen: allocation.couponFen + allocation.platformCouponFen,
      integral: allocation.pointsUsed,
      integral_price_fen: allocation.pointsFen,
      coupon_user_ids: JSON.stringify(allocation.usedCouponUserIds),
      ...who,
      create_time: time,
      cancel_unix: at + deps.closeAfterMs,
    });
    const receipts = new Map<number, OrderReceiptParams>(input.receipt_data.map((receipt) => [receipt.mer_id, receipt]));
    for (const merchant of allocation.merchants) {
      const orderId = orders.insertOrder({
        group_order_id: groupId,
        order_sn: serial('wx', at),
        principal,
        mer_id: merchant.merId,
        activity_type: allocation.orderType,
        order_type: merchant.delivery === 'pickup' ? 1 : 0,
        total_num: merchant.quantity,
        total_price_fen: merchant.originalFen,
        total_postage_fen: merchant.postageFen,
        pay_price_fen: merchant.payNowFen,
        pay_later_fen: merchant.payLaterFen,
        coupon_price_fen: merchant.couponFen,
        platform_coupon_price_fen: merchant.platformCouponFen,
        svip_discount_fen: merchant.svipDiscountFen,
        integral: merchant.pointsUsed,
        integral_price_fen: merchant.pointsFen,
        ...who,
        mark: input.mark[String(merchant.merId)] ?? '',
        verify_code: merchant.delivery === 'pickup' ? String(at).slice(-8) : '',
        create_time: time,
      });
      for (const line of merchant.lines) {
        const picked = priced.lines.find((l) => l.cart.cart_id === line.cartId);
        if (!picked) throw new TradeRefusal(ORDER_MESSAGES.stock);
        if (!stock.reserve(groupId, picked.sku, line.quantity)) throw new TradeRefusal(ORDER_MESSAGES.stock);
        orders.insertProduct({
          order_id: orderId,
          product_id: line.productId,
          product_type: line.productType,
          sku_unique: picked.sku.unique,
          product_num: line.quantity,
          product_price_fen: line.unitPriceFen,
          total_price_fen: line.goodsFen,
          pay_price_fen: line.paidFen,
          cart_info: JSON.stringify({
            product: { product_id: picked.product.product_id, store_name: picked.product.store_name, image: picked.product.image },
            productAttr: {
              sku: picked.sku.sku,
              unique: picked.sku.unique,
              bar_code: picked.sku.bar_code,
              image: picked.sku.image || picked.product.image,
            },
          }),
        });
      }
      const receipt = receipts.get(merchant.merId);
      if (receipt) orders.insertReceipt(orderId, principal, merchant.merId, receipt, time);
    }
    return groupId;
  }

  /** Consumes the key once: a second create with the same key answers the group order the first one made. */
  function create(principal: string, input: OrderCreateParams): Outcome<{ groupOrderId: number; repeated: boolean }> {
    const at = now();
    try {
      return orders.atomically(() => {
        const key = orders.key(input.key);
        if (!key || key.principal !== principal) throw new TradeRefusal(ORDER_MESSAGES.keyExpired);
        if (key.group_order_id !== null) return { ok: true, value: { groupOrderId: key.group_order_id, repeated: true } };
        if (key.expires_at < at) throw new TradeRefusal(ORDER_MESSAGES.keyExpired);
        const priced = checkout(principal, input, new Date(at), false);
        if (!priced.ok) throw new TradeRefusal(priced.message);
        const moved = priceChangeOf(key.snapshot, priced.value);
        if (moved) throw new TradeRefusal(moved);
        const { allocation } = priced.value;
        if (allocation.status === 'noAddress') throw new TradeRefusal(ORDER_MESSAGES.noAddress);
        const groupId = writeOrders(principal, priced.value, input, at);
        const time = formatDateTime(new Date(at));
        if (wallet.use(principal, allocation.usedCouponUserIds, time) !== allocation.usedCouponUserIds.length)
          throw new TradeRefusal(ORDER_MESSAGES.coupon);
        if (allocation.pointsUsed > 0 && !purse.addPoints(principal, -allocation.pointsUsed)) throw new TradeRefusal(ORDER_MESSAGES.points);
        if (allocation.pointsUsed > 0)
          pointsBill(principal, 0, '积分抵扣', allocation.pointsUsed, `购买商品使用${allocation.pointsUsed}积分`, groupId, time);
        carts.remove(principal, input.cart_id);
        orders.useKey(input.key, groupId);
        if (allocation.payNowFen === 0) orders.markPaid(groupId, 'balance', time);
        return { ok: true as const, value: { groupOrderId: groupId, repeated: false } };
      });
    } catch (error) {
      if (error instanceof TradeRefusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  /** The principal's group order when it is still open for payment. */
  function payable(principal: string, groupOrderId: number): GroupOrderRow | undefined {
    const group = orders.group(groupOrderId);
    if (!group || group.principal !== principal || group.paid === 1 || group.is_del === 1) return undefined;
    if (group.cancel_unix <= now()) return undefined;
    return group;
  }

  /** A company order's payment from its balance or credit, one ledger row per merchant order. */
  function companyPay(companyId: number, group: GroupOrderRow, kind: CompanyPayKind, memberUid: number | null, time: string): void {
    const paid = orders.ordersOfGroup(group.group_order_id).map((order) => ({
      orderId: order.order_id,
      orderSn: order.order_sn,
      payFen: order.pay_price_fen,
    }));
    const short = deps.companyPayments.pay(companyId, kind, paid, memberUid, time);
    if (typeof short === 'object' && short !== null) throw new TradeRefusal(short.refused);
    if (short === 'credit') throw new TradeRefusal(ORDER_MESSAGES.creditShort);
    if (short === 'balance') throw new TradeRefusal(ORDER_MESSAGES.balanceShort);
  }

  /**
   * Pays from the buyer's balance in one transaction: a user's purse, or for a company order the company's
   * balance through its ledger (the company's bill row stays, so 我的余额 under 企业 reads as before).
   */
  function payWithBalance(principal: string, groupOrderId: number, memberUid: number | null = null): Outcome<GroupOrderRow> {
    try {
      return orders.atomically(() => {
        const group = payable(principal, groupOrderId);
        if (!group) throw new TradeRefusal(ORDER_MESSAGES.payGone);
        const time = formatDateTime(new Date(now()));
        const companyId = companyIdOf(principal);
        if (companyId !== null) companyPay(companyId, group, 'balance_pay', memberUid, time);
        else if (!purse.addBalance(principal, -group.pay_price_fen)) throw new TradeRefusal(ORDER_MESSAGES.balanceShort);
        orders.markPaid(group.group_order_id, 'balance', time);
        const balanceFen = purse.read(principal)?.balanceFen ?? 0;
        orders.insertBill(balancePayBill(principal, group.pay_price_fen, balanceFen, group.group_order_id, time));
        return { ok: true as const, value: group };
      });
    } catch (error) {
      if (error instanceof TradeRefusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  /** 企业账期: a company order adds its amount to the used credit, refused when the available credit is short. */
  function payWithCredit(principal: string, groupOrderId: number, memberUid: number | null = null): Outcome<GroupOrderRow> {
    const companyId = companyIdOf(principal);
    if (companyId === null) return { ok: false, message: ORDER_MESSAGES.creditNeedsCompany };
    try {
      return orders.atomically(() => {
        const group = payable(principal, groupOrderId);
        if (!group) throw new TradeRefusal(ORDER_MESSAGES.payGone);
        const time = formatDateTime(new Date(now()));
        companyPay(companyId, group, 'credit_pay', memberUid, time);
        orders.markPaid(group.group_order_id, 'credit', time);
        return { ok: true as const, value: group };
      });
    } catch (error) {
      if (error instanceof TradeRefusal) return { ok: false, message: error.message };
      throw error;
    }
  }

  /** A key for the demo confirmation page that stands in for the payment provider. */
  function paymentKey(principal: string, groupOrderId: number, payType: string): Outcome<string> {
    if (!payable(principal, groupOrderId)) return { ok: false, message: ORDER_MESSAGES.payGone };
    const key = randomBytes(16).toString('hex');
    orders.insertPayKey(key, groupOrderId, payType, now());
    return { ok: true, value: key };
  }

  /** The demo provider confirms: the order is paid once, whatever the number of confirmations. */
  function confirmPayment(key: string): Outcome<GroupOrderRow> {
    return orders.atomically(() => {
      const row = orders.payKey(key);
      const group = row ? orders.group(row.group_order_id) : undefined;
      if (!row || !group || group.paid === 1 || group.is_del === 1 || group.cancel_unix <= now())
        return { ok: false as const, message: ORDER_MESSAGES.payGone };
      orders.markPaid(group.group_order_id, row.pay_type, formatDateTime(new Date(now())));
      return { ok: true as const, value: group };
    });
  }

  /** A row of the points ledger (GET /api/user/integral/lst); its amounts are points, not fen. */
  function pointsBill(principal: string, pm: 0 | 1, title: string, points: number, mark: string, linkId: number, time: string): void {
    orders.insertBill({
      principal,
      pm,
      title,
      category: 'integral',
      type: pm === 0 ? 'deduction' : 'cancel',
      number_fen: points,
      balance_fen: purse.read(principal)?.points ?? 0,
      mark,
      link_id: linkId,
      create_time: time,
    });
  }

  /** Closes an unpaid group order: stock, coupons and points go back. false when it was paid or closed. */
  function close(group: GroupOrderRow): boolean {
    return orders.atomically(() => {
      if (!orders.markClosed(group.group_order_id)) return false;
      stock.release(group.group_order_id);
      wallet.release(group.principal, JSON.parse(group.coupon_user_ids) as number[]);
      if (group.integral > 0 && purse.addPoints(group.principal, group.integral)) {
        pointsBill(
          group.principal,
          1,
          '订单取消',
          group.integral,
          `订单取消,返还${group.integral}积分`,
          group.group_order_id,
          formatDateTime(new Date(now())),
        );
      }
      return true;
    });
  }

  return {
    check,
    create,
    payWithBalance,
    payWithCredit,
    paymentKey,
    confirmPayment,
    /** closes every unpaid group order past its deadline; answers how many closed */
    sweep: () => orders.dueGroups(now()).filter(close).length,
    cancel(principal: string, groupOrderId: number): boolean {
      const group = orders.group(groupOrderId);
      if (!group || group.principal !== principal || group.paid === 1 || group.is_del === 1) return false;
      return close(group);
    },
    payable,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
