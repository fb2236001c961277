// Pure: an unpaid group order (GET /api/order/group_order_detail/:id, /api/order/status/:id; docs/mall-api.md
// §3.7) as the payment page and the unpaid-order page show it. Money stays in fen until it is shown.
import { toFen, type Fen } from '#shared/money.ts';
import { cartInfoOf, type LineGoods, lineGoodsOf, type RawCartInfo } from './cart-info.ts';
import { approvalOfOrder, type ApprovalView } from '../company-approvals/approval-view.ts';
import { type PurchaseRefView, type RawPurchaseRef, toPurchaseRefView } from '../company-purchase-refs/purchase-ref-view.ts';

export interface RawOrderProduct {
  order_product_id: number;
  product_id: number;
  product_num: number;
  product_price: string;
  total_price?: string;
  cart_info?: RawCartInfo | string | null;
}

export interface RawMerchantOrder {
  order_id: number;
  order_sn?: string;
  mer_id: number;
  mark?: string;
  total_postage?: string;
  pay_price?: string;
  merchant?: { mer_name?: string } | null;
  orderProduct?: RawOrderProduct[];
}

export interface RawGroupOrder extends RawPurchaseRef {
  group_order_id: number;
  group_order_sn: string;
  total_num: number;
  total_price: string;
  total_postage: string;
  pay_price: string;
  coupon_price: string;
  integral: number;
  integral_price: string;
  real_name: string;
  user_phone: string;
  user_address: string;
  paid: number;
  create_time: string;
  /** unix seconds when the unpaid order closes */
  cancel_unix?: number;
  cancel_time?: string;
  orderList?: RawMerchantOrder[];
  /** a company order held over a spending limit (docs/company-api.md §5.3) */
  approval?: unknown;
}

export interface OrderLineView extends LineGoods {
  id: number;
  productId: number;
  /** the SKU's code (编码) when the order kept it (orders since ADR 0035) */
  barCode?: string;
  priceFen: Fen;
  num: number;
}

export interface OrderStoreView {
  orderId: number;
  /** the store's 订单号 (wx…); the group's own number is its 支付单号 (ADR 0037) */
  orderSn: string;
  merId: number;
  name: string;
  mark: string;
  lines: OrderLineView[];
}

export interface GroupOrderView {
  id: number;
  /** the purchase's one number: its stores' 订单号 (wx…), as the ledger names them (ADR 0037, addendum 2026-12-07) */
  sn: string;
  /** the 支付单号 (wxo…), shown only as a secondary reference */
  paySn: string;
  pieces: number;
  goodsFen: Fen;
  postageFen: Fen;
  couponFen: Fen;
  pointsFen: Fen;
  points: number;
  payFen: Fen;
  receiver: { name: string; phone: string; address: string };
  paid: boolean;
  createTime: string;
  /** unix seconds; 0 when the mall did not say */
  closesAt: number;
  closeTime: string;
  stores: OrderStoreView[];
  /** the approval record of a held company order; null when it was never held */
  approval: ApprovalView | null;
  /** 采购单号 and 成本中心 of a company order (docs/company-api.md §8.2) */
  purchaseRef: PurchaseRefView;
}

function lineOf(row: RawOrderProduct): OrderLineView {
  const info = cartInfoOf(row.cart_info);
  return {
    id: row.order_product_id,
    productId: row.product_id,
    ...lineGoodsOf(info),
    barCode: info.productAttr?.bar_code ?? '',
    priceFen: toFen(row.product_price),
    num: Number(row.product_num) || 0,
  };
}

export function toGroupOrderView(raw: RawGroupOrder): GroupOrderView {
  const orderSns = (raw.orderList ?? []).map((order) => order.order_sn ?? '').filter(Boolean);
  return {
    id: raw.group_order_id,
    sn: orderSns.length > 0 ? orderSns.join('、') : raw.group_order_sn,
    paySn: raw.group_order_sn,
    pieces: Number(raw.total_num) || 0,
    goodsFen: toFen(raw.total_price),
    postageFen: toFen(raw.total_postage),
    couponFen: toFen(raw.coupon_price),
    pointsFen: toFen(raw.integral_price),
    points: Number(raw.integral) || 0,
    payFen: toFen(raw.pay_price),
    receiver: { name: raw.real_name ?? '', phone: raw.user_phone ?? '', address: raw.user_address ?? '' },
    paid: Number(raw.paid) === 1,
    createTime: raw.create_time ?? '',
    closesAt: Number(raw.cancel_unix) || 0,
    closeTime: raw.cancel_time ?? '',
    purchaseRef: toPurchaseRefView(raw),
    stores: (raw.orderList ?? []).map((order) => ({
      orderId: order.order_id,
      orderSn: order.order_sn ?? '',
      merId: order.mer_id,
      name: order.merchant?.mer_name ?? '',
      mark: order.mark ?? '',
      lines: (order.orderProduct ?? []).map(lineOf),
    })),
    approval: approvalOfOrder(raw.approval),
  };
}

/** 商品名称 of the payment page: every product once, in order. */
export function productNames(view: GroupOrderView): string {
  const names = view.stores.flatMap((store) => store.lines.map((line) => line.name)).filter(Boolean);
  return [...new Set(names)].join('、');
}
