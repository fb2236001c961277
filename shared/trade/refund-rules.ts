// The after-sales bodies' rules (docs/mall-api.md §3.8, docs/screens.md a.8) and their messages, without zod: the
// BFF's schemas (shared/schemas/refund-schemas.ts) apply them to the refund request (申请退款) and the return
// shipment (退回商品), and the browser's refund forms check with them directly, so those pages load no validation
// library. Rules follow the mall's validators in their order; only the first broken rule is reported.
import { decimalOf, isAbsent } from '../schemas/number-fields.ts';
import type { Fen } from '../money.ts';
import { isMobile } from '../phone-rules.ts';

export const REFUND_INPUT_MESSAGES = {
  typeRequired: '退款类型不能为空',
  typeInvalid: '退款类型必须在 1,2 范围内',
  refundTypeRequired: '退款方式不能为空',
  refundTypeInvalid: '退款方式必须在 1,2 范围内',
  numRequired: '商品件数不能为空',
  numInteger: '商品件数必须是整数',
  numPositive: '商品件数必须大于 0',
  idsRequired: '退款商品不能为空',
  idsInvalid: '请选择正确的退款商品',
  messageRequired: '退款原因不能为空',
  messageTooLong: '退款原因长度不能超过 128',
  markTooLong: '备注长度不能超过 128',
  priceRequired: '退款金额不能为空',
  priceNotNumber: '退款金额必须是浮点数',
  priceNegative: '退款金额必须大于等于 0',
  pricePrecision: '退款金额最多保留两位小数',
  picsNotArray: '凭证必须是数组',
  picsTooMany: '凭证长度不能超过 9',
  picInvalid: '凭证格式不符',
  companyRequired: '快递公司不能为空',
  waybillRequired: '快递单号不能为空',
  waybillInvalid: '请输入正确的快递单号',
  phoneRequired: '联系电话不能为空',
  phoneInvalid: '联系电话格式不符',
  deliveryMarkTooLong: '备注长度不能超过 128',
} as const;

/** refund_message, mark and the return note: at most 128 characters (the original form's hint read 100 字). */
export const REFUND_TEXT_MAX = 128;
/** pictures of a request (上传凭证) and of a return shipment */
export const REFUND_PICS_MAX = 9;

/** `refund_type`: 1 仅退款 (no goods back), 2 退货退款 (goods go back first). */
export const REFUND_TYPE = { moneyOnly: 1, returnGoods: 2 } as const;

const M = REFUND_INPUT_MESSAGES;
const WAYBILL = /^[A-Za-z0-9]{6,30}$/;
const PIC_URL = /^(?:https?:\/\/[^\s/]+|\/(?!\/))\S*$/;
const FLOAT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export const textOf = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
const charCount = (value: string) => [...value].length;
export const present = (value: string) => value !== '';
/** A count is absent, a number or its plain text: a list (`[1]`), an object or ' 1' is refused, not read as one. */
const countShaped = (value: unknown) => isAbsent(value) || Number.isFinite(decimalOf(value));

/** A list sent as an array, as csv text ("3,4") or as one number. */
export function idsOf(value: unknown): { text: string; ids: number[] } {
  const parts = Array.isArray(value) ? value.map(textOf) : textOf(value).split(',');
  const text = parts.join(',').replace(/\s/g, '');
  const ids = parts.map((part) => part.trim()).filter(present);
  return { text, ids: ids.map((part) => (/^\d+$/.test(part) ? Number(part) : 0)) };
}

/** pics: absent or empty is none; an array of addresses otherwise. */
export function picsOf(value: unknown): { list: string[] | null } {
  if (value === undefined || value === null || value === '') return { list: [] };
  if (!Array.isArray(value)) return { list: null };
  return { list: value.map(textOf) };
}

function picsProblem(value: unknown): string | null {
  const { list } = picsOf(value);
  if (list === null) return M.picsNotArray;
  if (list.length > REFUND_PICS_MAX) return M.picsTooMany;
  if (list.some((pic) => pic.length > 500 || !PIC_URL.test(pic))) return M.picInvalid;
  return null;
}

/** Yuan text ('12.5', '+3', '-0') → fen; null when it is not a decimal of at most two places or is below zero. */
export function amountFen(text: string): Fen | null {
  if (!FLOAT.test(text) || Number(text) < 0) return null;
  const [whole = '', decimals = ''] = text.replace(/^[+-]/, '').split('.');
  if (decimals.length > 2) return null;
  return Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

/** A refund request's fields as sent: each read as text (or kept raw for lists) by the rules below. */
export interface RefundApplyFieldsInput {
  type?: unknown;
  refund_type?: unknown;
  num?: unknown;
  ids?: unknown;
  refund_message?: unknown;
  mark?: unknown;
  refund_price?: unknown;
  pics?: unknown;
}

/** The first broken rule of a refund request, in the mall validator's order; null when it is well formed. */
export function refundApplyProblem(input: RefundApplyFieldsInput): string | null {
  const type = textOf(input.type);
  const refundType = textOf(input.refund_type);
  const num = textOf(input.num);
  const price = textOf(input.refund_price);
  const message = textOf(input.refund_message);
  const checks: [boolean, string][] = [
    [present(type), M.typeRequired],
    [type === '1' || type === '2', M.typeInvalid],
    [present(refundType), M.refundTypeRequired],
    [refundType === '1' || refundType === '2', M.refundTypeInvalid],
    [type !== '1' || present(num), M.numRequired],
    [countShaped(input.num), M.numInteger],
    [!present(num) || /^[+-]?\d+$/.test(num), M.numInteger],
    [!present(num) || Number(num) > 0, M.numPositive],
    [present(idsOf(input.ids).text), M.idsRequired],
    [idsOf(input.ids).ids.every((id) => id > 0), M.idsInvalid],
    [present(message), M.messageRequired],
    [charCount(message) <= REFUND_TEXT_MAX, M.messageTooLong],
    [charCount(textOf(input.mark)) <= REFUND_TEXT_MAX, M.markTooLong],
    [present(price), M.priceRequired],
    [FLOAT.test(price), M.priceNotNumber],
    [Number(price) >= 0, M.priceNegative],
    [amountFen(price) !== null, M.pricePrecision],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? failed[1] : picsProblem(input.pics);
}

/** A return shipment's fields as sent. */
export interface BackGoodsFieldsInput {
  delivery_type?: unknown;
  delivery_id?: unknown;
  delivery_phone?: unknown;
  delivery_mark?: unknown;
  delivery_pics?: unknown;
}

/** The first broken rule of a return shipment (退回商品); null when it is well formed. */
export function backGoodsProblem(input: BackGoodsFieldsInput): string | null {
  const waybill = textOf(input.delivery_id);
  const phone = textOf(input.delivery_phone);
  const checks: [boolean, string][] = [
    [present(textOf(input.delivery_type)), M.companyRequired],
    [present(waybill), M.waybillRequired],
    [WAYBILL.test(waybill), M.waybillInvalid],
    [present(phone), M.phoneRequired],
    [isMobile(phone), M.phoneInvalid],
    [charCount(textOf(input.delivery_mark)) <= REFUND_TEXT_MAX, M.deliveryMarkTooLong],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? failed[1] : picsProblem(input.delivery_pics);
}
