// The invoice request's rules (docs/mall-api.md §3.7, §3.9) and the buying messages, without zod: the BFF's
// schemas (shared/schemas/trade-schemas.ts) apply them to bodies, and the browser's invoice forms check with them
// directly, so those pages load no validation library.
import { isValidTaxNo } from '../company/credit-code.ts';

export const TRADE_MESSAGES = {
  realNameRequired: '收货人姓名不能为空',
  areaRequired: '收货信息不能为空',
  areaInvalid: '请选择正确的收货地址',
  addressMissing: '地址不存在',
  detailRequired: '收货人详细地址不能为空',
  receiptInvalid: '发票信息有误',
  receiptTypeRequired: '发票类型不能为空',
  receiptTypeInvalid: '发票类型必须在 1,2 范围内',
  receiptTitleRequired: '发票抬头不能为空',
  receiptTitleTypeRequired: '发票抬头类型不能为空',
  receiptTitleTypeInvalid: '发票抬头类型必须在 1,2 范围内',
  specialInvoiceNeedsCompany: '增值税专用发票抬头类型必须为企业',
  taxNumberRequired: '税号不能为空',
  taxNumberInvalid: '税号格式不符',
  emailRequired: '邮箱不能为空',
  emailInvalid: '邮箱格式不符',
  bankNameRequired: '开户行不能为空',
  bankCodeRequired: '银行卡号不能为空',
  bankCodeInvalid: '银行卡号必须是数字',
  companyAddressRequired: '企业地址不能为空',
  companyPhoneRequired: '企业电话不能为空',
  cartInvalid: '数据无效',
  payTypeInvalid: '请选择正确的支付方式',
  noteTooLong: '买家留言长度不能超过 150',
  commentRequired: '评论不能为空',
  commentTooLong: '评论长度不能超过 128',
  picsTooMany: '评价最多上传6张图片',
  picInvalid: '评价图片格式不符',
} as const;

/** Longer than any real e-mail address (RFC 5321); also keeps the pattern's work small. */
const EMAIL_MAX = 254;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;

/** An invoice request's fields as typed (trimmed text), before they are checked. */
export interface ReceiptFields {
  receipt_type: string;
  receipt_title: string;
  receipt_title_type: string;
  duty_paragraph: string;
  email: string;
  bank_name: string;
  bank_code: string;
  address: string;
  tel: string;
}

/** The first broken rule, in the mall validator's order; null when the invoice request is complete. */
export function receiptProblem(receipt: ReceiptFields): { field: keyof ReceiptFields; message: string } | null {
  const m = TRADE_MESSAGES;
  const checks: [keyof ReceiptFields, boolean, string][] = [
    ['receipt_type', receipt.receipt_type !== '', m.receiptTypeRequired],
    ['receipt_type', receipt.receipt_type === '1' || receipt.receipt_type === '2', m.receiptTypeInvalid],
    ['receipt_title', receipt.receipt_title !== '', m.receiptTitleRequired],
    ['receipt_title_type', receipt.receipt_title_type !== '', m.receiptTitleTypeRequired],
    ['receipt_title_type', receipt.receipt_title_type === '1' || receipt.receipt_title_type === '2', m.receiptTitleTypeInvalid],
    ['receipt_title_type', receipt.receipt_type !== '2' || receipt.receipt_title_type === '2', m.specialInvoiceNeedsCompany],
  ];
  const company = receipt.receipt_title_type === '2';
  if (company) {
    checks.push(['duty_paragraph', receipt.duty_paragraph !== '', m.taxNumberRequired]);
    checks.push(['duty_paragraph', isValidTaxNo(receipt.duty_paragraph), m.taxNumberInvalid]);
  }
  if (receipt.receipt_type === '1') {
    checks.push(['email', receipt.email !== '', m.emailRequired]);
    checks.push(['email', receipt.email.length <= EMAIL_MAX && EMAIL.test(receipt.email), m.emailInvalid]);
  }
  if (receipt.receipt_type === '2') {
    checks.push(['bank_name', receipt.bank_name !== '', m.bankNameRequired]);
    checks.push(['bank_code', receipt.bank_code !== '', m.bankCodeRequired]);
    checks.push(['bank_code', DIGITS.test(receipt.bank_code), m.bankCodeInvalid]);
    checks.push(['address', receipt.address !== '', m.companyAddressRequired]);
    checks.push(['tel', receipt.tel !== '', m.companyPhoneRequired]);
  }
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

/** Only the fields the chosen kind of invoice uses survive, typed. */
export function normalizeReceipt(receipt: ReceiptFields) {
  const special = receipt.receipt_type === '2';
  const company = receipt.receipt_title_type === '2';
  return {
    receipt_type: special ? (2 as const) : (1 as const),
    receipt_title_type: company ? (2 as const) : (1 as const),
    receipt_title: receipt.receipt_title,
    duty_paragraph: company ? receipt.duty_paragraph : '',
    email: special ? '' : receipt.email,
    bank_name: special ? receipt.bank_name : '',
    bank_code: special ? receipt.bank_code : '',
    address: special ? receipt.address : '',
    tel: special ? receipt.tel : '',
  };
}
