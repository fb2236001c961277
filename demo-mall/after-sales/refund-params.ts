// The buyer's refund request (POST /api/refund/apply/:id) and return shipment (POST /api/refund/back_goods/:id),
// checked the way CRMEB's StoreRefundOrderValidate and BackGoodsValidate do. Three checks are the mall's own,
// written as validator methods of their field: the product ids must be ids, the amount must be whole fen
// (money is integer fen here), and every picture must be an http(s) address or a path of the site, since the
// merchant's console shows it. CRMEB asks nothing of the waybill's form, and neither does the mall.
import type { Fen } from '#shared/money.ts';
import { firstBrokenRule, readByRules, type FieldRules } from '../core/rule-table.ts';

/** `type`: 1 one product with `num` pieces, 2 every remaining piece of several products. */
export const REFUND_KIND = { single: 1, batch: 2 } as const;
/** `refund_type`: 1 仅退款 (no goods back), 2 退货退款 (goods go back first). */
export const REFUND_TYPE = { moneyOnly: 1, returnGoods: 2 } as const;

export const REFUND_PARAM_MESSAGES = {
  idsRequired: '退款商品不能为空',
  idsInvalid: '请选择正确的退款商品',
  priceNegative: '退款金额必须大于等于 0',
  pricePrecision: '退款金额最多保留两位小数',
  picInvalid: '凭证格式不符',
} as const;

const M = REFUND_PARAM_MESSAGES;
const PIC_URL_MAX = 500;
/** http(s)://host… or a path of this site; the parts cannot overlap, so a failing match is linear. */
const PIC_URL = /^(?:https?:\/\/[^\s/]+|\/(?!\/))\S*$/;

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');

/** ids as an array, csv text ("3,4") or one number; an entry that is not digits reads as 0. */
function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value.map(textOf) : textOf(value).split(',');
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
}

/** Yuan text ('12.5', '+3', '-0') → fen; null below zero or with more than two decimals. */
function amountFen(text: string): Fen | null {
  if (Number(text) < 0) return null;
  const [whole = '', decimals = ''] = text.replace(/^[+-]/, '').split('.');
  if (decimals.length > 2) return null;
  return Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

const checkIds = (value: unknown) => {
  const ids = idsOf(value);
  if (ids.length === 0) return M.idsRequired;
  return ids.every((id) => id > 0) ? null : M.idsInvalid;
};
const checkAmount = (value: unknown) => {
  const text = textOf(value);
  if (Number(text) < 0) return M.priceNegative;
  return amountFen(text) === null ? M.pricePrecision : null;
};
const checkPics = (value: unknown) =>
  (value as unknown[]).every((pic) => typeof pic === 'string' && pic.trim().length <= PIC_URL_MAX && PIC_URL.test(pic.trim()))
    ? null
    : M.picInvalid;

const APPLY_RULES: readonly FieldRules[] = [
  { field: 'type', label: '退款类型', rules: ['require', { in: ['1', '2'] }] },
  { field: 'refund_type', label: '退款方式', rules: ['require', { in: ['1', '2'] }] },
  { field: 'num', label: '商品件数', rules: [{ requireIf: ['type', '1'] }, 'integer', { gt: 0 }] },
  { field: 'ids', label: '退款商品', rules: ['require', { check: checkIds }] },
  { field: 'refund_message', label: '退款原因', rules: ['require', { max: 128 }] },
  { field: 'mark', label: '备注', rules: [{ max: 128 }] },
  { field: 'refund_price', label: '退款金额', rules: ['require', 'float', { check: checkAmount }] },
  { field: 'pics', label: '凭证', rules: ['array', { max: 9 }, { check: checkPics }] },
];

const BACK_GOODS_RULES: readonly FieldRules[] = [
  { field: 'delivery_type', label: '快递公司', rules: ['require'] },
  { field: 'delivery_id', label: '快递单号', rules: ['require'] },
  { field: 'delivery_phone', label: '联系电话', rules: ['require', 'mobile'] },
  { field: 'delivery_mark', label: '备注', rules: [{ max: 128 }] },
  { field: 'delivery_pics', label: '凭证', rules: ['array', { max: 9 }, { check: checkPics }] },
];

export interface RefundApplyParams {
  type: 1 | 2;
  refund_type: 1 | 2;
  /** pieces of the one product (type 1); 0 for a batch */
  num: number;
  ids: number[];
  refund_message: string;
  mark: string;
  refund_price_fen: Fen;
  pics: string[];
}

export interface BackGoodsParams {
  delivery_type: string;
  delivery_id: string;
  delivery_phone: string;
  delivery_mark: string;
  delivery_pics: string[];
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const picsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(textOf) : []);

export function readRefundApplyParams(params: Readonly<Record<string, unknown>>): Read<RefundApplyParams> {
  const message = firstBrokenRule(params, APPLY_RULES);
  if (message) return { ok: false, message };
  const num = textOf(params.num);
  return {
    ok: true,
    value: {
      type: textOf(params.type) === '1' ? 1 : 2,
      refund_type: textOf(params.refund_type) === '1' ? 1 : 2,
      num: num === '' ? 0 : Number(num),
      ids: [...new Set(idsOf(params.ids))],
      refund_message: textOf(params.refund_message),
      mark: textOf(params.mark),
      refund_price_fen: amountFen(textOf(params.refund_price)) ?? 0,
      pics: picsOf(params.pics),
    },
  };
}

export function readBackGoodsParams(params: Readonly<Record<string, unknown>>): Read<BackGoodsParams> {
  return readByRules(params, BACK_GOODS_RULES, () => ({
    delivery_type: textOf(params.delivery_type),
    delivery_id: textOf(params.delivery_id),
    delivery_phone: textOf(params.delivery_phone),
    delivery_mark: textOf(params.delivery_mark),
    delivery_pics: picsOf(params.delivery_pics),
  }));
}
