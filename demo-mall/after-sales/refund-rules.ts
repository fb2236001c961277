// The after-sales vocabulary (docs/mall-api.md §3.8, docs/product.md §13 "Refund statuses"): statuses, the
// mall's messages, the reasons and express companies the forms offer, and the time limits. Messages marked
// "ours" are rules of this mall that CRMEB does not have.
import { type Fen, formatFen, shortYuan } from '#shared/money.ts';
import { EXPRESS_COMPANIES } from '../trade/merchant-console-page.ts';

export const REFUND_STATUS = {
  pending: 0,
  refused: -1,
  awaitingReturn: 1,
  returning: 2,
  refunded: 3,
  cancelled: -10,
} as const;

export const REFUND_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待审核',
  [-1]: '审核未通过',
  1: '待退货',
  2: '待收货(商家)',
  3: '已退款',
  [-10]: '已取消',
};

/** Statuses that still hold their pieces and money: the list's type 1 (处理中). */
export const OPEN_STATUSES: readonly number[] = [0, 1, 2];
/** The list's type 2 (已处理). */
export const FINISHED_STATUSES: readonly number[] = [-1, 3, -10];

export const REFUND_MESSAGES = {
  chooseProducts: '请选择退款商品',
  orderStatus: '订单状态有误',
  /** apply's own wording for a missing order (sic) */
  applyOrderStatus: '订单状态错误',
  orderMissing: '订单不存在',
  expired: '订单已过退款/退货期限',
  refunded: '订单已退款',
  unsupported: '订单不支持退款',
  nothingRefundable: '没有可退款商品',
  productGone: '商品不存在或已退款',
  wrongProducts: '请选择正确的退款商品',
  overOrder: '退款金额超出订单可退金额',
  balanceFailed: '余额退款失败',
  /** ours: one open request per product */
  open: '该商品正在退款中，请勿重复申请',
  /** ours: goods that never left cannot be sent back */
  unshippedReturn: '订单未发货，只能申请仅退款',
  applied: '申请退款成功',
  refundMissing: '退款单不存在',
  refundStatus: '退款单状态有误',
  expressUnknown: '不支持该快递公司',
  submitted: '提交成功',
  cancelled: '取消成功',
  cannotCancel: '当前状态不可取消',
  deleted: '删除成功',
  /** ours: only a finished request leaves the list */
  cannotDelete: '当前状态不可删除',
  refuseReason: '请输入拒绝原因',
  deliveryUser: '请输入收货人',
  deliveryAddress: '请输入收货地址',
  deliveryPhone: '请输入手机号',
  /** ours: the console refunds a return only after the goods arrived */
  notReceived: '请先确认收到退货',
} as const;

/** 可退款商品不足N件 */
export const shortOfPieces = (num: number) => `可退款商品不足${num}件`;
/** 最高可退款X元 (X written like PHP's floatval: 12.5, 12) */
export const overRefundable = (fen: Fen) => `最高可退款${shortYuan(formatFen(fen))}元`;

/** The reasons of the refund form (退款原因), in the original's order. */
export const REFUND_REASONS = [
  '收货地址填错了',
  '与描述不符',
  '信息填错了，重新拍',
  '收到商品损坏了',
  '未按预定时间发货',
  '其它原因',
] as const;

/** The express companies a return may be sent with: the console's list, with the codes CRMEB's options carry. */
const EXPRESS_CODES: Readonly<Record<string, string>> = {
  顺丰速运: 'shunfeng',
  中通快递: 'zhongtong',
  圆通速递: 'yuantong',
  韵达快递: 'yunda',
  申通快递: 'shentong',
  京东物流: 'jd',
  '中国邮政 EMS': 'ems',
};
export const RETURN_EXPRESS = EXPRESS_COMPANIES.map((name) => ({ label: name, value: EXPRESS_CODES[name] ?? name }));

/** A buyer may ask for a refund until this long after confirming receipt (sys_refund_timer). */
export const REFUND_WINDOW_MS = 15 * 24 * 3600 * 1000;
/** The detail's countdown (还剩): the merchant is expected to act within this long of the last change. */
export const MERCHANT_REPLY_MS = 7 * 24 * 3600 * 1000;
/** The same request again within this long is a double submit: it answers the first one. */
export const DOUBLE_SUBMIT_MS = 10_000;
/** How many of the newest refund orders the merchant console lists. */
export const CONSOLE_REFUND_ROWS = 50;

/** A refusal raised inside a transaction: the transaction rolls back and the message is answered. */
export class RefundRefusal extends Error {}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs `work`, turning a RefundRefusal into a refused outcome. */
export function refusable<T>(work: () => T): Outcome<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    if (error instanceof RefundRefusal) return { ok: false, message: error.message };
    throw error;
  }
}
