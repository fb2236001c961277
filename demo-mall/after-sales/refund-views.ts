// Refund orders and refundable products in CRMEB's shapes (docs/mall-api.md §3.8): money as decimal strings,
// pictures as lists, `*_time` as "Y-m-d H:i:s". A product carries its cart_info (with the SKU's price, as the
// refund pages read it), is_refund and the pieces still refundable (refund_num).
import { formatFen } from '#shared/money.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { uidOf } from '../core/login-gate.ts';
import type { OrderProductRow, OrderRow, OrderStore } from '../trade/order-store.ts';
import { parseLocalTime } from '../trade/pricing/catalogue-adapter.ts';
import type { RefundFacts } from './refund-facts.ts';
import { MERCHANT_REPLY_MS, REFUND_STATUS_TEXT } from './refund-rules.ts';
import type { RefundOrderRow, RefundStore } from './refund-store.ts';
import { type LineState, refundMark } from './refundable.ts';

export interface RefundViewsDeps {
  orders: OrderStore;
  store: RefundStore;
  facts: RefundFacts;
  catalogue: Catalogue;
}

const pictures = (json: string): string[] => {
  const list = JSON.parse(json) as unknown;
  return Array.isArray(list) ? list.map(String) : [];
};

/** An order product as the refund pages read it. */
export function refundableProductView(line: OrderProductRow, state: LineState | undefined) {
  const info = JSON.parse(line.cart_info) as { product?: object; productAttr?: object };
  return {
    order_product_id: line.order_product_id,
    order_id: line.order_id,
    product_id: line.product_id,
    product_type: line.product_type,
    product_sku: line.sku_unique,
    product_num: line.product_num,
    product_price: formatFen(line.product_price_fen),
    total_price: formatFen(line.total_price_fen),
    pay_price: formatFen(line.pay_price_fen),
    postage_price: formatFen(state?.postageFen ?? 0),
    is_refund: state ? refundMark(state) : 0,
    refund_num: state?.remainingNum ?? line.product_num,
    is_reply: line.is_reply,
    cart_info: { ...info, productAttr: { ...info.productAttr, price: formatFen(line.product_price_fen) } },
  };
}

export function createRefundViews(deps: RefundViewsDeps) {
  const { orders, store, facts, catalogue } = deps;

  const merchantOf = (merId: number) => {
    const merchant = catalogue.merchants.merchantById.get(merId);
    return { mer_id: merId, mer_name: merchant?.mer_name ?? '', service_phone: merchant?.service_phone ?? '', services_type: 1 };
  };

  const orderOf = (order: OrderRow | undefined) =>
    order
      ? {
          order_id: order.order_id,
          order_sn: order.order_sn,
          pay_price: formatFen(order.pay_price_fen),
          pay_type: order.pay_type,
          status: order.status,
        }
      : null;

  function refundProducts(row: RefundOrderRow, order: OrderRow | undefined) {
    const states = order ? facts.statesOf(order) : [];
    return store.productsOf(row.refund_order_id).map((item) => {
      const line = orders.product(item.order_product_id);
      const state = states.find((candidate) => candidate.line.order_product_id === item.order_product_id);
      return {
        refund_product_id: item.refund_product_id,
        refund_order_id: item.refund_order_id,
        order_product_id: item.order_product_id,
        refund_num: item.refund_num,
        refund_price: formatFen(item.refund_price_fen),
        refund_postage: formatFen(item.refund_postage_fen),
        refund_integral: item.refund_integral,
        product: line ? refundableProductView(line, state) : null,
      };
    });
  }

  /** a list row: GET /api/refund/list */
  function listItem(row: RefundOrderRow) {
    const order = orders.order(row.order_id);
    return {
      refund_order_id: row.refund_order_id,
      refund_order_sn: row.refund_order_sn,
      order_id: row.order_id,
      refund_type: row.refund_type,
      refund_price: formatFen(row.refund_price_fen),
      refund_num: row.refund_num,
      mer_id: row.mer_id,
      status: row.status,
      status_text: REFUND_STATUS_TEXT[row.status] ?? '',
      status_time: row.status_time,
      create_time: row.create_time,
      merchant: { mer_name: merchantOf(row.mer_id).mer_name, mer_id: row.mer_id },
      refundProduct: refundProducts(row, order),
      order: orderOf(order),
    };
  }

  /** the whole request: GET /api/refund/detail/:id */
  function detail(row: RefundOrderRow) {
    const order = orders.order(row.order_id);
    const payout = store.payout(row.refund_order_id);
    return {
      refund_order_id: row.refund_order_id,
      refund_order_sn: row.refund_order_sn,
      order_id: row.order_id,
      uid: uidOf(row.principal),
      mer_id: row.mer_id,
      refund_type: row.refund_type,
      refund_message: row.refund_message,
      refund_price: formatFen(row.refund_price_fen),
      refund_postage: formatFen(row.refund_postage_fen),
      refund_num: row.refund_num,
      integral: row.integral,
      mark: row.mark,
      pics: pictures(row.pics),
      status: row.status,
      status_text: REFUND_STATUS_TEXT[row.status] ?? '',
      status_time: row.status_time,
      create_time: row.create_time,
      // the countdown 还剩 of the detail page: the merchant's time to act since the last change
      auto_refund_time: Math.floor((parseLocalTime(row.status_time).getTime() + MERCHANT_REPLY_MS) / 1000),
      mer_mark: '',
      fail_message: row.fail_message,
      mer_delivery_user: row.mer_delivery_user,
      mer_delivery_address: row.mer_delivery_address,
      phone: row.phone,
      delivery_type: row.delivery_type,
      delivery_id: row.delivery_id,
      delivery_phone: row.delivery_phone,
      delivery_mark: row.delivery_mark,
      delivery_pics: pictures(row.delivery_pics),
      delivery_time: row.delivery_time,
      received_time: row.received_time,
      // where the money went back: 'balance', or the QR channel the order was paid through
      refund_channel: payout?.channel ?? '',
      refunded_time: payout?.create_time ?? null,
      is_del: row.is_del,
      refundProduct: refundProducts(row, order),
      merchant: merchantOf(row.mer_id),
      order: orderOf(order),
    };
  }

  return { listItem, detail };
}

export type RefundViews = ReturnType<typeof createRefundViews>;
