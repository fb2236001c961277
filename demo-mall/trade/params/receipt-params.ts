// An invoice request (发票): POST /api/order/receipt/:id, the saved titles of /api/user/receipt/create|update and
// each entry of order/create's receipt_data, checked the way CRMEB's UserReceiptValidate does. Its tax number
// rule is only 字母和数字 (the storefront's credit-code checksum is its own, stricter); a 增值税专用发票 must be
// made out to a company, a rule of the receipt service rather than of the validator.
import { firstBrokenRule, type FieldRules } from '../../core/rule-table.ts';
import { flagOf, integerOf, type ParamsRead, textOf } from '../../core/param-readers.ts';

export const RECEIPT_PARAM_MESSAGES = {
  invalid: '发票信息有误',
  specialNeedsCompany: '增值税专用发票抬头类型必须为企业',
} as const;

const RECEIPT_RULES: readonly FieldRules[] = [
  { field: 'receipt_type', label: '发票类型', rules: ['require', { in: ['1', '2'] }] },
  { field: 'receipt_title', label: '发票抬头', rules: ['require'] },
  { field: 'receipt_title_type', label: '发票抬头类型', rules: ['require', { in: ['1', '2'] }] },
  { field: 'duty_paragraph', label: '税号', rules: [{ requireIf: ['receipt_title_type', '2'] }, 'alphaNum'] },
  { field: 'email', label: '邮箱', rules: [{ requireIf: ['receipt_type', '1'] }, 'email'] },
  { field: 'bank_name', label: '开户行', rules: [{ requireIf: ['receipt_type', '2'] }] },
  { field: 'bank_code', label: '银行卡号', rules: [{ requireIf: ['receipt_type', '2'] }, 'number'] },
  { field: 'address', label: '企业地址', rules: [{ requireIf: ['receipt_type', '2'] }] },
  { field: 'tel', label: '企业电话', rules: [{ requireIf: ['receipt_type', '2'] }] },
];

/** What an order's invoice keeps: only the fields its kind uses. */
export interface ReceiptParams {
  receipt_type: 1 | 2;
  receipt_title_type: 1 | 2;
  receipt_title: string;
  duty_paragraph: string;
  email: string;
  bank_name: string;
  bank_code: string;
  address: string;
  tel: string;
}

export type OrderReceiptParams = ReceiptParams & { mer_id: number };
export type ReceiptTitleParams = ReceiptParams & { is_default: boolean };

function kept(params: Readonly<Record<string, unknown>>): ReceiptParams {
  const special = textOf(params.receipt_type) === '2';
  const company = textOf(params.receipt_title_type) === '2';
  const when = (used: boolean, key: string) => (used ? textOf(params[key]) : '');
  return {
    receipt_type: special ? 2 : 1,
    receipt_title_type: company ? 2 : 1,
    receipt_title: textOf(params.receipt_title),
    duty_paragraph: when(company, 'duty_paragraph'),
    email: when(!special, 'email'),
    bank_name: when(special, 'bank_name'),
    bank_code: when(special, 'bank_code'),
    address: when(special, 'address'),
    tel: when(special, 'tel'),
  };
}

export function readReceiptParams(params: Readonly<Record<string, unknown>>): ParamsRead<ReceiptParams> {
  const message = firstBrokenRule(params, RECEIPT_RULES);
  if (message) return { ok: false, message };
  if (textOf(params.receipt_type) === '2' && textOf(params.receipt_title_type) !== '2') {
    return { ok: false, message: RECEIPT_PARAM_MESSAGES.specialNeedsCompany };
  }
  return { ok: true, value: kept(params) };
}

export function readReceiptTitleParams(params: Readonly<Record<string, unknown>>): ParamsRead<ReceiptTitleParams> {
  const read = readReceiptParams(params);
  return read.ok ? { ok: true, value: { ...read.value, is_default: flagOf(params.is_default) } } : read;
}

/** One entry of order/create's receipt_data: an invoice request for one merchant's order. */
export function readOrderReceiptParams(entry: unknown): ParamsRead<OrderReceiptParams> {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return { ok: false, message: RECEIPT_PARAM_MESSAGES.invalid };
  const params = entry as Record<string, unknown>;
  const merId =
    params.mer_id === undefined ? Number.NaN : integerOf(typeof params.mer_id === 'string' ? params.mer_id.trim() : params.mer_id);
  if (!Number.isInteger(merId) || merId < 0) return { ok: false, message: RECEIPT_PARAM_MESSAGES.invalid };
  const read = readReceiptParams(params);
  return read.ok ? { ok: true, value: { ...read.value, mer_id: merId } } : read;
}
