// Pure: the checks of the refund request form (/refund_confirm) and the return shipment form (/refund_goods)
// before anything is sent (docs/screens.md a.8, docs/mall-api.md §3.8). The page's own bounds come first (the
// pieces and the money the mall said may go back), then the shared schema's rules in the mall's order, so the
// message is the one the mall would give. Only the first problem is reported, on its field.
import { type Fen, formatFen, toFen } from '#shared/money.ts';
import { backGoodsProblem, REFUND_INPUT_MESSAGES, REFUND_TEXT_MAX, refundApplyProblem } from '#shared/trade/refund-rules.ts';

export interface RefundForm {
  num: string;
  price: string;
  message: string;
  mark: string;
}

export type RefundField = keyof RefundForm | 'pics';

export interface RefundBounds {
  /** `type` 1 with a quantity, 2 every remaining piece */
  type: 1 | 2;
  refundType: 1 | 2;
  ids: readonly number[];
  maxNum: number;
  maxFen: Fen;
}

export const maxNumText = (n: number) => `您最多可提交数量为 ${n} 件`;
export const maxPriceText = (fen: Fen) => `您最多可退款 ¥${formatFen(fen)}`;

const FIELD_OF_MESSAGE: Readonly<Record<string, RefundField>> = {
  [REFUND_INPUT_MESSAGES.numRequired]: 'num',
  [REFUND_INPUT_MESSAGES.numInteger]: 'num',
  [REFUND_INPUT_MESSAGES.numPositive]: 'num',
  [REFUND_INPUT_MESSAGES.messageRequired]: 'message',
  [REFUND_INPUT_MESSAGES.messageTooLong]: 'message',
  [REFUND_INPUT_MESSAGES.markTooLong]: 'mark',
  [REFUND_INPUT_MESSAGES.priceRequired]: 'price',
  [REFUND_INPUT_MESSAGES.priceNotNumber]: 'price',
  [REFUND_INPUT_MESSAGES.priceNegative]: 'price',
  [REFUND_INPUT_MESSAGES.pricePrecision]: 'price',
  [REFUND_INPUT_MESSAGES.picsTooMany]: 'pics',
  [REFUND_INPUT_MESSAGES.picInvalid]: 'pics',
};

export type RefundCheck = { ok: true; body: Record<string, unknown> } | { ok: false; field: RefundField; message: string };

export function checkRefundForm(form: RefundForm, bounds: RefundBounds, pics: readonly string[]): RefundCheck {
  const body = {
    type: bounds.type,
    refund_type: bounds.refundType,
    num: bounds.type === 1 ? form.num.trim() : '',
    ids: bounds.ids.join(','),
    refund_message: form.message,
    mark: form.mark,
    refund_price: form.price.trim(),
    pics: [...pics],
  };
  const problem = refundApplyProblem(body);
  if (problem) return { ok: false, field: FIELD_OF_MESSAGE[problem] ?? 'message', message: problem };
  if (bounds.type === 1 && Number(body.num) > bounds.maxNum) return { ok: false, field: 'num', message: maxNumText(bounds.maxNum) };
  if (toFen(body.refund_price) > bounds.maxFen)
    return { ok: false, field: 'price', message: `退款金额超出可退金额，${maxPriceText(bounds.maxFen)}` };
  return { ok: true, body: bounds.type === 1 ? { ...body, num: Number(body.num) } : { ...body, num: undefined } };
}

/**
 * The bound of a quantity from POST /api/refund/compute: its totalRefundPrice already holds the postage share
 * (GET /api/refund/product/:id answers the goods alone), so the goods are the total less the postage.
 */
export function limitOfPreview(answer: { totalRefundPrice?: unknown; postage_price?: unknown }): { goodsFen: Fen; postageFen: Fen } {
  const totalFen = toFen(answer.totalRefundPrice);
  const postageFen = Math.min(toFen(answer.postage_price), totalFen);
  return { goodsFen: totalFen - postageFen, postageFen };
}

/** The quantity stepper: never below 1 nor above what may go back. */
export function stepNum(current: string, delta: number, maxNum: number): string {
  const n = Number.parseInt(current, 10);
  const base = Number.isInteger(n) ? n : 1;
  return String(Math.min(Math.max(1, base + delta), Math.max(1, maxNum)));
}

export interface GoodsForm {
  company: string;
  waybill: string;
  phone: string;
  mark: string;
}

export type GoodsField = keyof GoodsForm | 'pics';

const GOODS_FIELD_OF_MESSAGE: Readonly<Record<string, GoodsField>> = {
  [REFUND_INPUT_MESSAGES.companyRequired]: 'company',
  [REFUND_INPUT_MESSAGES.waybillRequired]: 'waybill',
  [REFUND_INPUT_MESSAGES.waybillInvalid]: 'waybill',
  [REFUND_INPUT_MESSAGES.phoneRequired]: 'phone',
  [REFUND_INPUT_MESSAGES.phoneInvalid]: 'phone',
  [REFUND_INPUT_MESSAGES.deliveryMarkTooLong]: 'mark',
};

export type GoodsCheck = { ok: true; body: Record<string, unknown> } | { ok: false; field: GoodsField; message: string };

export function checkGoodsForm(form: GoodsForm, pics: readonly string[]): GoodsCheck {
  const body = {
    delivery_type: form.company,
    delivery_id: form.waybill.trim(),
    delivery_phone: form.phone.trim(),
    delivery_mark: form.mark,
    delivery_pics: [...pics],
  };
  const problem = backGoodsProblem(body);
  if (problem) return { ok: false, field: GOODS_FIELD_OF_MESSAGE[problem] ?? 'pics', message: problem };
  return { ok: true, body };
}

export const textLength = (value: string) => [...value].length;
export { REFUND_TEXT_MAX };
