// POST /api/v2/order/check and /api/v2/order/create (docs/mall-api.md §3.7): CRMEB checks the pay type first,
// then the invoices, then the cart, and answers 数据无效 for a cart it cannot read. The PO number and cost centre
// of a company order are the PurchaseRefs port's to check (order-purchase-ref.ts).
import { type OrderReceiptParams, readOrderReceiptParams, RECEIPT_PARAM_MESSAGES } from './receipt-params.ts';
import { flagOf, idListOf, objectOf, optionalIdOf, type ParamsRead, readEach, textOf } from '../../core/param-readers.ts';

export const ORDER_PARAM_MESSAGES = {
  payTypeInvalid: '请选择正确的支付方式',
  cartInvalid: '数据无效',
  addressInvalid: '请选择正确的收货地址',
  noteTooLong: '买家留言长度不能超过 150',
} as const;

/** Pay types order/create accepts; 'pc' leaves paying to the payment page, 'credit' is 企业账期 (a company's). */
export const ORDER_PAY_TYPES = ['balance', 'credit', 'weixin', 'routine', 'h5', 'alipay', 'alipayQr', 'weixinQr', 'pc'] as const;
export type OrderPayType = (typeof ORDER_PAY_TYPES)[number];

/** 买家留言, counted in characters. */
const NOTE_MAX = 150;

export interface OrderCheckParams {
  cart_id: number[];
  address_id: number;
  /** {mer_id: [coupon_user_id…]}; key 0 holds the platform coupon */
  use_coupon: Record<string, number[]>;
  /** merchants whose goods are picked up in store */
  takes: number[];
  use_integral: boolean;
}

export interface OrderCreateParams extends OrderCheckParams {
  pay_type: OrderPayType;
  receipt_data: OrderReceiptParams[];
  /** 买家留言 by merchant id */
  mark: Record<string, string>;
  key: string;
  return_url: string;
  po_number?: unknown;
  cost_center_id?: unknown;
}

const refused = (message: string) => ({ ok: false as const, message });

export function readOrderCheckParams(params: Readonly<Record<string, unknown>>): ParamsRead<OrderCheckParams> {
  const cartIds = idListOf(params.cart_id);
  if (!cartIds || cartIds.length === 0) return refused(ORDER_PARAM_MESSAGES.cartInvalid);
  const addressId = optionalIdOf(params.address_id);
  if (addressId === null) return refused(ORDER_PARAM_MESSAGES.addressInvalid);
  const useCoupon: Record<string, number[]> = {};
  for (const [merId, ids] of Object.entries(objectOf(params.use_coupon))) {
    const list = idListOf(ids);
    if (!list) return refused(ORDER_PARAM_MESSAGES.cartInvalid);
    useCoupon[merId] = list;
  }
  const takes = idListOf(params.takes);
  if (!takes) return refused(ORDER_PARAM_MESSAGES.cartInvalid);
  return {
    ok: true,
    value: { cart_id: cartIds, address_id: addressId, use_coupon: useCoupon, takes, use_integral: flagOf(params.use_integral) },
  };
}

function readReceiptData(value: unknown): ParamsRead<OrderReceiptParams[]> {
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value)) return refused(RECEIPT_PARAM_MESSAGES.invalid);
  return readEach(value, readOrderReceiptParams);
}

function readMarks(value: unknown): ParamsRead<Record<string, string>> {
  const marks: Record<string, string> = {};
  for (const [merId, note] of Object.entries(objectOf(value))) {
    marks[merId] = textOf(note);
    if ([...marks[merId]].length > NOTE_MAX) return refused(ORDER_PARAM_MESSAGES.noteTooLong);
  }
  return { ok: true, value: marks };
}

export function readOrderCreateParams(params: Readonly<Record<string, unknown>>): ParamsRead<OrderCreateParams> {
  const payType = ORDER_PAY_TYPES.find((type) => type === textOf(params.pay_type));
  if (!payType) return refused(ORDER_PARAM_MESSAGES.payTypeInvalid);
  const receipts = readReceiptData(params.receipt_data);
  if (!receipts.ok) return receipts;
  const basics = readOrderCheckParams(params);
  if (!basics.ok) return basics;
  const marks = readMarks(params.mark);
  if (!marks.ok) return marks;
  const value: OrderCreateParams = {
    ...basics.value,
    pay_type: payType,
    receipt_data: receipts.value,
    mark: marks.value,
    key: textOf(params.key),
    return_url: textOf(params.return_url),
    po_number: params.po_number,
    cost_center_id: params.cost_center_id,
  };
  return { ok: true, value };
}
