// Pure: the after-sales answers (docs/mall-api.md §3.8) as the refund pages show them (docs/screens.md a.8,
// a.11): refundable order products, a refund request's state with its text and actions, and the list rows.
// Money stays in fen until it is shown.
import { type Fen, formatFen, toFen } from '#shared/money.ts';
import type { ShipmentLine } from '#web/features/logistics/shipment-view.ts';
import { lineGoodsOf, type RawCartInfo } from '#web/features/order/cart-info.ts';

export interface RawRefundProduct {
  order_product_id: number;
  order_id?: number;
  product_id: number;
  product_num?: number;
  /** pieces still refundable */
  refund_num?: number;
  pay_price?: string;
  postage_price?: string;
  is_refund?: number;
  cart_info?: RawCartInfo | null;
}

/** GET /api/refund/product/:id */
export interface RawRefundProductAnswer {
  total_refund_price?: number | string;
  postage_price?: number | string;
  product?: RawRefundProduct[];
  status?: number;
}

export interface RefundLine extends ShipmentLine {
  /** pieces still refundable */
  refundableNum: number;
  /** what the line was paid, coupons and points taken off */
  payFen: Fen;
}

export function toRefundLine(raw: RawRefundProduct): RefundLine {
  const info = raw.cart_info ?? {};
  const num = Number(raw.product_num) || 0;
  return {
    orderProductId: raw.order_product_id,
    productId: raw.product_id,
    ...lineGoodsOf(info),
    priceFen: toFen(info.productAttr?.price),
    num,
    replied: false,
    refundableNum: raw.refund_num === undefined ? num : Number(raw.refund_num) || 0,
    payFen: toFen(raw.pay_price),
  };
}

/** 退款金额 of a batch row: the paid amount of the pieces still refundable (the mall's share per piece). */
export function batchLineFen(line: Pick<RefundLine, 'num' | 'refundableNum' | 'payFen'>): Fen {
  if (line.num <= 0 || line.refundableNum >= line.num) return line.payFen;
  return Math.floor(line.payFen / line.num) * line.refundableNum;
}

export const REFUND_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待审核',
  [-1]: '审核未通过',
  1: '待退货',
  2: '待收货(商家)',
  3: '已退款',
  [-10]: '已取消',
};

/** refund_type 1 仅退款, 2 退货退款 */
export const REFUND_TYPE_TEXT: Readonly<Record<number, string>> = { 1: '仅退款', 2: '退货退款' };

export type RefundActionKey = 'cancel' | 'backGoods' | 'logistics' | 'again' | 'delete' | 'detail';

export const REFUND_ACTION_LABELS: Readonly<Record<RefundActionKey, string>> = {
  cancel: '取消申请',
  backGoods: '退回商品',
  logistics: '查看物流',
  again: '再次申请',
  delete: '删除记录',
  detail: '查看详情',
};

/** Statuses whose countdown (还剩) runs: the merchant's or the buyer's time to act. */
const COUNTDOWN_STATUSES = new Set([0, 1, 2]);
const FINISHED = new Set([-1, 3, -10]);

/** The buttons of a request by status; the list adds 查看详情 and 删除记录 (detail page: none of those two). */
export function refundActions(status: number, place: 'detail' | 'list', hasDelivery: boolean): RefundActionKey[] {
  const actions: RefundActionKey[] = [];
  if (status === 1) actions.push('backGoods');
  if (place === 'detail' && (status === 0 || status === 1)) actions.push('cancel');
  if (place === 'detail' && hasDelivery && (status === 2 || status === 3)) actions.push('logistics');
  if (status === -1 || status === -10) actions.push('again');
  if (place === 'list') actions.push('detail');
  if (place === 'list' && FINISHED.has(status)) actions.push('delete');
  return actions;
}

export interface RawRefundOrder {
  refund_order_id: number;
  refund_order_sn?: string;
  order_id: number;
  refund_type?: number;
  refund_message?: string;
  refund_price?: string;
  refund_postage?: string;
  refund_num?: number;
  mark?: string;
  pics?: string[];
  status: number;
  status_time?: string;
  create_time?: string;
  auto_refund_time?: number;
  fail_message?: string | null;
  mer_delivery_user?: string | null;
  mer_delivery_address?: string | null;
  phone?: string | null;
  delivery_type?: string | null;
  delivery_id?: string | null;
  delivery_phone?: string | null;
  delivery_mark?: string | null;
  delivery_pics?: string[];
  received_time?: string | null;
  refund_channel?: string;
  refundProduct?: { order_product_id: number; refund_num?: number; refund_price?: string; product?: RawRefundProduct | null }[];
  merchant?: { mer_id?: number; mer_name?: string; service_phone?: string } | null;
  order?: { order_id?: number; order_sn?: string; pay_price?: string; status?: number } | null;
}

export interface RefundStateView {
  title: string;
  note: string;
  /** the countdown's end (unix seconds), 0 when none runs */
  endsAt: number;
}

const CHANNEL_TEXT: Record<string, string> = { balance: '余额', credit: '企业账期', weixinQr: '微信', alipayQr: '支付宝' };

/** The banner of the detail page, by status (docs/screens.md a.8). */
export function refundState(
  raw: Pick<
    RawRefundOrder,
    'status' | 'refund_type' | 'refund_price' | 'fail_message' | 'auto_refund_time' | 'received_time' | 'refund_channel'
  >,
): RefundStateView {
  const endsAt = COUNTDOWN_STATUSES.has(raw.status) ? Number(raw.auto_refund_time) || 0 : 0;
  const amount = `¥${formatFen(toFen(raw.refund_price))}`;
  switch (raw.status) {
    case 0:
      return { title: '审核中', note: '您已成功发起退款申请，请耐心等待商家处理', endsAt };
    case 1:
      return { title: '请退货并填写物流信息', note: '商家已同意退货申请，请尽快寄回商品并填写物流信息', endsAt };
    case 2:
      return {
        title: '请等待商家收货并退款',
        note: raw.received_time ? '商家已收到退货，正在办理退款' : '您已退回商品，请等待商家确认收货',
        endsAt,
      };
    case 3: {
      const channel = CHANNEL_TEXT[raw.refund_channel ?? ''];
      return { title: `退款成功，金额 ${amount}`, note: channel ? `退款已原路退回（${channel}）` : '退款已原路退回', endsAt: 0 };
    }
    case -1:
      return { title: '商家拒绝退款', note: `退款失败，拒绝原因：${raw.fail_message || '无'}`, endsAt: 0 };
    case -10:
      return { title: raw.refund_type === 2 ? '已取消退货申请' : '已取消退款申请', note: '您已撤销本次申请', endsAt: 0 };
    default:
      return { title: REFUND_STATUS_TEXT[raw.status] ?? '', note: '', endsAt: 0 };
  }
}

export interface RefundRowView {
  id: number;
  sn: string;
  orderId: number;
  storeName: string;
  status: number;
  statusText: string;
  typeText: string;
  createTime: string;
  refundFen: Fen;
  orderFen: Fen;
  pieces: number;
  lines: RefundLine[];
  hasDelivery: boolean;
}

export function toRefundRow(raw: RawRefundOrder): RefundRowView {
  const lines = (raw.refundProduct ?? []).flatMap((item) =>
    item.product ? [{ ...toRefundLine(item.product), num: Number(item.refund_num) || 0 }] : [],
  );
  return {
    id: raw.refund_order_id,
    sn: raw.refund_order_sn ?? '',
    orderId: raw.order_id,
    storeName: raw.merchant?.mer_name ?? '',
    status: raw.status,
    statusText: REFUND_STATUS_TEXT[raw.status] ?? '',
    typeText: REFUND_TYPE_TEXT[Number(raw.refund_type)] ?? '',
    createTime: raw.create_time ?? '',
    refundFen: toFen(raw.refund_price),
    orderFen: toFen(raw.order?.pay_price),
    pieces: Number(raw.refund_num) || 0,
    lines,
    hasDelivery: Boolean(raw.delivery_id),
  };
}

/** the list's tabs: `type` 0 全部, 1 处理中 (0, 1, 2), 2 已处理 (-1, 3, -10) */
export const REFUND_TABS = [
  { key: 0, label: '全部' },
  { key: 1, label: '处理中' },
  { key: 2, label: '已处理' },
] as const;

export const REFUNDS_PER_PAGE = 10;

export function refundTabOf(value: unknown): 0 | 1 | 2 {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 0;
}

/** ids=3,4 → [3, 4]; anything not a positive integer is dropped. */
export function idsOfQuery(value: unknown): number[] {
  return String(value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}
