// Pure: one store's order (GET /api/order/list rows, GET /api/order/detail/:id; docs/mall-api.md §3.7) as the
// order list, the presell list and the order detail show it (docs/screens.md a.8, a.11). Money stays in fen
// until it is shown; the goods total is the sum of the lines, and goods + postage − coupons − points is what
// the order costs (the deposit and the tail together for a presell deposit order).
import { lineFen, sumFen, toFen, type Fen } from '#shared/money.ts';
import type { AccountEntity } from '#shared/constants.ts';
import type { ReceiptFields } from '#shared/trade/receipt-rules.ts';
import { cartInfoOf, lineGoodsOf } from './cart-info.ts';
import { payTypeText } from './pay-type-text.ts';
import { approvalOfOrder, type ApprovalView } from '../company-approvals/approval-view.ts';
import { type PurchaseRefView, type RawPurchaseRef, toPurchaseRefView } from '../company-purchase-refs/purchase-ref-view.ts';
import type { OrderLineView, RawOrderProduct } from './group-order-view.ts';
import { orderStatusOf, type OrderStatusKey, refundBadge } from './order-status.ts';

export interface RawOrderLine extends RawOrderProduct {
  order_id?: number;
  /** the SKU's unique key */
  product_sku?: string;
  is_reply?: number;
  /** 0 none, 1 退款中, 2 部分退款, 3 全部退款 */
  is_refund?: number;
  refund_num?: number;
}

/** The invoice request kept with an order: the request's fields (the kinds as numbers or text) and its state. */
export interface RawReceipt extends Partial<Omit<ReceiptFields, 'receipt_type' | 'receipt_title_type'>> {
  receipt_type?: number | string;
  receipt_title_type?: number | string;
  /** 0 requested, 1 issued */
  status?: number;
  receipt_sn?: string;
  /** set when a 集中开票 invoice of that statement month bills the order (one invoice per order) */
  statement_period?: string;
}

export interface RawPresellOrder {
  presell_order_id: number;
  final_start_time?: string;
  final_end_time?: string;
  pay_price?: string;
  paid?: number;
  pay_time?: string | null;
  /** 0 before the tail window, 1 inside it, 2 after it */
  activeStatus?: number;
}

export interface RawOrder extends RawPurchaseRef {
  order_id: number;
  group_order_id?: number;
  order_sn?: string;
  /** the 支付单号 of the payment that covered it */
  group_order_sn?: string;
  mer_id?: number;
  status: number;
  paid?: number;
  /** 2 presell */
  activity_type?: number;
  /** 0 delivery, 1 pickup */
  order_type?: number;
  total_num?: number;
  /** at sale prices, before any SVIP saving */
  total_price?: string;
  total_postage?: string;
  pay_price?: string;
  pay_postage?: string;
  coupon_price?: string;
  integral?: number;
  integral_price?: string;
  final_price?: string;
  real_name?: string;
  user_phone?: string;
  user_address?: string;
  mark?: string;
  create_time?: string;
  pay_time?: string | null;
  pay_type?: string;
  /** '1' express, '5' same-city rider */
  delivery_type?: string | number;
  delivery_name?: string;
  delivery_id?: string;
  verify_code?: string;
  take_time?: string | null;
  merchant?: { mer_id?: number; mer_name?: string; service_phone?: string } | null;
  receipt?: RawReceipt | null;
  presellOrder?: RawPresellOrder | null;
  orderProduct?: RawOrderLine[];
  /** whether the order may still ask for a refund (the after-sales window, docs/mall-api.md §3.8) */
  refund_status?: boolean | number;
}

export interface OrderItemView extends OrderLineView {
  /** what /evaluation and the review calls know the line by */
  orderProductId: number;
  /** the SKU's unique key, for 再次购买 */
  unique: string;
  replied: boolean;
  /** unit price × quantity */
  totalFen: Fen;
  /** 退款中 / 已退款 xN, or '' */
  refundText: string;
  /** pieces that may still be asked back (no open request) */
  refundableNum: number;
}

export interface OrderMoneyView {
  /** the sum of the lines (unit price × quantity) */
  goodsFen: Fen;
  postageFen: Fen;
  couponFen: Fen;
  pointsFen: Fen;
  /** goods + postage − coupons − points */
  totalFen: Fen;
  /** what the buyer has paid so far (the deposit only while the tail is due) */
  paidFen: Fen;
  /** the presell tail; 0 for other orders */
  tailFen: Fen;
}

export interface InvoiceInfoView {
  kind: string;
  titleType: string;
  title: string;
  taxNumber: string;
  email: string;
  issued: boolean;
  statusText: string;
  sn: string;
  /** 集中开票（对账单 2026-11） when the statement's invoice bills it; '' for the order's own request */
  via: string;
}

export interface PresellInfoView {
  presellOrderId: number;
  depositFen: Fen;
  tailFen: Fen;
  /** 支付尾款时间 */
  window: string;
  tailPaid: boolean;
  tailPayTime: string;
  /** 0 before the window, 1 inside it, 2 after it */
  activeStatus: 0 | 1 | 2;
}

export type DeliveryKind = 'express' | 'rider' | 'none';

export interface MerchantOrderView {
  /** 采购单号 and 成本中心 of a company order (docs/company-api.md §8.2) */
  purchaseRef: PurchaseRefView;
  /** the approval record when its order was held over a spending limit (docs/company-api.md §5.3) */
  approval: ApprovalView | null;
  id: number;
  groupId: number;
  /** 订单号 (wx…) */
  sn: string;
  /** 支付单号 (wxo…) of the payment that covered it (ADR 0037) */
  paySn: string;
  merId: number;
  storeName: string;
  servicePhone: string;
  status: number;
  statusKey: OrderStatusKey;
  statusText: string;
  /** 预售, 退款中, 部分退款, 全部退款 */
  badges: string[];
  paid: boolean;
  pickup: boolean;
  verifyCode: string;
  createTime: string;
  payTime: string;
  payTypeText: string;
  takeTime: string;
  pieces: number;
  lines: OrderItemView[];
  money: OrderMoneyView;
  receiver: { name: string; phone: string; address: string };
  mark: string;
  delivery: { kind: DeliveryKind; name: string; id: string };
  invoice: InvoiceInfoView | null;
  presell: PresellInfoView | null;
  /** 申请退款 is offered (paid, not closed, inside the after-sales window) */
  refundOpen: boolean;
}

function itemOf(row: RawOrderLine): OrderItemView {
  const info = cartInfoOf(row.cart_info);
  const num = Number(row.product_num) || 0;
  const refund = Number(row.is_refund) || 0;
  const refundNum = Number(row.refund_num) || 0;
  return {
    id: row.order_product_id,
    orderProductId: row.order_product_id,
    unique: row.product_sku ?? '',
    productId: row.product_id,
    ...lineGoodsOf(info),
    barCode: info.productAttr?.bar_code ?? '',
    priceFen: toFen(row.product_price),
    num,
    totalFen: lineFen(row.product_price, num),
    replied: Number(row.is_reply) === 1,
    refundText: refund === 1 ? '退款中' : refund >= 2 ? `已退款 x${refund === 3 ? num : num - refundNum}` : '',
    refundableNum: refund === 1 || refund === 3 ? 0 : row.refund_num === undefined ? num : refundNum,
  };
}

function invoiceOf(raw: RawReceipt | null | undefined): InvoiceInfoView | null {
  if (!raw?.receipt_title) return null;
  const issued = Number(raw.status) === 1;
  const company = String(raw.receipt_title_type) === '2';
  return {
    kind: String(raw.receipt_type) === '2' ? '增值税专用发票' : '电子普通发票',
    titleType: company ? '企业' : '个人',
    title: raw.receipt_title,
    taxNumber: company ? (raw.duty_paragraph ?? '') : '',
    email: raw.email ?? '',
    issued,
    statusText: issued ? '已开票' : '未开票',
    sn: raw.receipt_sn ?? '',
    via: raw.statement_period ? `集中开票（对账单 ${raw.statement_period}）` : '',
  };
}

function presellOf(raw: RawOrder, depositFen: Fen): PresellInfoView | null {
  const presell = raw.presellOrder;
  if (!presell) return null;
  const state = Number(presell.activeStatus);
  return {
    presellOrderId: presell.presell_order_id,
    depositFen,
    tailFen: toFen(presell.pay_price ?? raw.final_price),
    window: presell.final_start_time && presell.final_end_time ? `${presell.final_start_time} 至 ${presell.final_end_time}` : '',
    tailPaid: Number(presell.paid) === 1,
    tailPayTime: presell.pay_time ?? '',
    activeStatus: state === 1 || state === 2 ? state : 0,
  };
}

function deliveryKind(raw: RawOrder): DeliveryKind {
  if (!raw.delivery_id) return 'none';
  return String(raw.delivery_type) === '5' ? 'rider' : 'express';
}

/** `entity`: who is looking (the order is theirs), for how its 支付方式 reads. */
export function toMerchantOrderView(raw: RawOrder, entity: AccountEntity = 'PERSONAL'): MerchantOrderView {
  const lines = (raw.orderProduct ?? []).map(itemOf);
  const goodsFen = sumFen(lines.map((line) => line.totalFen));
  const postageFen = toFen(raw.total_postage ?? raw.pay_postage);
  const couponFen = toFen(raw.coupon_price);
  const pointsFen = toFen(raw.integral_price);
  const payFen = toFen(raw.pay_price);
  const presell = presellOf(raw, payFen);
  const tailFen = presell ? presell.tailFen : toFen(raw.final_price);
  const paid = Number(raw.paid ?? 1) === 1;
  const status = orderStatusOf({ paid, status: Number(raw.status), pickup: Number(raw.order_type) === 1, presell });
  const badges = [Number(raw.activity_type) === 2 ? '预售' : '', refundBadge(lines.map((line) => line.refundText))].filter(Boolean);
  return {
    id: raw.order_id,
    groupId: Number(raw.group_order_id) || 0,
    purchaseRef: toPurchaseRefView(raw),
    approval: approvalOfOrder((raw as { approval?: unknown }).approval),
    sn: raw.order_sn ?? '',
    paySn: raw.group_order_sn ?? '',
    merId: Number(raw.mer_id ?? raw.merchant?.mer_id) || 0,
    storeName: raw.merchant?.mer_name ?? '',
    servicePhone: raw.merchant?.service_phone ?? '',
    status: Number(raw.status),
    statusKey: status.key,
    statusText: status.text,
    badges,
    paid,
    pickup: Number(raw.order_type) === 1,
    verifyCode: raw.verify_code ?? '',
    createTime: raw.create_time ?? '',
    payTime: raw.pay_time ?? '',
    payTypeText: payTypeText(raw.pay_type, entity),
    takeTime: raw.take_time ?? '',
    pieces: Number(raw.total_num) || sumFen(lines.map((line) => line.num)),
    lines,
    money: {
      goodsFen,
      postageFen,
      couponFen,
      pointsFen,
      totalFen: goodsFen + postageFen - couponFen - pointsFen,
      paidFen: payFen + (presell?.tailPaid ? tailFen : 0),
      tailFen,
    },
    receiver: { name: raw.real_name ?? '', phone: raw.user_phone ?? '', address: raw.user_address ?? '' },
    mark: raw.mark ?? '',
    delivery: { kind: deliveryKind(raw), name: raw.delivery_name ?? '', id: raw.delivery_id ?? '' },
    invoice: invoiceOf(raw.receipt),
    presell,
    refundOpen: paid && Number(raw.status) >= 0 && Number(raw.status) <= 3 && Boolean(raw.refund_status),
  };
}
