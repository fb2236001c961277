// Validation of the buying forms and bodies (docs/product.md §5, docs/mall-api.md §3.7 and §3.9,
// docs/screens.md a.6 to a.8): address, invoice (发票), order check and create, payment, order note, evaluation.
// Messages follow the mall's validators (ThinkPHP wording: `<字段>不能为空`, `<字段>长度不能超过 N`…);
// the first failing rule is the one reported (firstIssueMessage in auth-schemas.ts). The BFF checks the mall's
// bodies with these before forwarding (docs/bff-contract.md §5), so every refusal must be a Chinese message and
// every check must take time linear in the input (no regular expression that can backtrack).
import { z } from 'zod';
import { integerOf } from './number-fields.ts';
import { PhoneSchema } from './auth-schemas.ts';
import { orderPurchaseRefFields } from './company-purchase-ref-schemas.ts';

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

/** 买家留言 limit (限150字), counted in characters, not UTF-16 units. */
export const ORDER_NOTE_MAX = 150;
export const EVALUATION_COMMENT_MAX = 128;
export const EVALUATION_PICS_MAX = 6;

/**
 * Pay types order/create accepts; 'pc' creates the order and leaves paying to the payment page, 'credit' is
 * 企业账期 (a company token only, docs/company-api.md §3.3).
 */
export const PAY_TYPES = ['balance', 'credit', 'weixin', 'routine', 'h5', 'alipay', 'alipayQr', 'weixinQr', 'pc'] as const;

/**
 * What the payment page offers (docs/screens.md a.7): 余额支付, 微信支付 and 支付宝支付 by QR code; under 企业
 * the balance is the company's (企业余额) and 企业账期 ('credit') pays on credit.
 */
export const PC_PAY_TYPES = ['balance', 'credit', 'weixinQr', 'alipayQr'] as const;

/** Longer than any real e-mail address (RFC 5321); also keeps the pattern's work small. */
const EMAIL_MAX = 254;
/** Longer than any picture address the upload answers. */
const PIC_URL_MAX = 500;

// ---- small readers: form and JSON bodies send numbers as strings and pad text with spaces ----

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
const charCount = (value: string) => [...value].length;
/** Absent, null or non-text values read as '' so a required field fails with its own message. */
const text = () => z.preprocess(textOf, z.string());
const required = (message: string) => text().pipe(z.string().min(1, message));
const intOf = integerOf;
const flag = () => z.preprocess((value) => value === true || value === 1 || value === '1' || value === 'true', z.boolean());
const idList = (message: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map(intOf),
    z.array(z.number({ error: message }).int(message).positive(message), { error: message }),
  );

// ---- address (收货地址) ----

/** One step of the region cascader as the address form sends it: {id, name}. */
const RegionStepSchema = z.object(
  {
    id: z.preprocess(
      intOf,
      z.number({ error: TRADE_MESSAGES.areaInvalid }).int(TRADE_MESSAGES.areaInvalid).positive(TRADE_MESSAGES.areaInvalid),
    ),
    name: z.string({ error: TRADE_MESSAGES.areaInvalid }).trim().min(1, TRADE_MESSAGES.areaInvalid),
  },
  { error: TRADE_MESSAGES.areaInvalid },
);

/** 0 or absent: none; otherwise the id of one of the buyer's addresses. */
const addressId = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : intOf(value)),
    z.number({ error: message }).int(message).min(0, message),
  );

export const AddressInputSchema = z.object({
  address_id: addressId(TRADE_MESSAGES.addressMissing),
  real_name: required(TRADE_MESSAGES.realNameRequired),
  phone: PhoneSchema,
  area: z.preprocess(
    (value) => (Array.isArray(value) && value.length === 0 ? undefined : value),
    z
      .array(RegionStepSchema, { error: (issue) => (issue.input === undefined ? TRADE_MESSAGES.areaRequired : TRADE_MESSAGES.areaInvalid) })
      .max(4, TRADE_MESSAGES.areaInvalid),
  ),
  detail: required(TRADE_MESSAGES.detailRequired),
  post_code: text(),
  is_default: flag(),
});

// ---- tax number (单位税号) ----

const TAX_NUMBER = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/;
/** GB 32100-2015 统一社会信用代码: 31 characters (no I, O, S, V, Z) and a weighted mod-31 check. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function creditCodeValid(code: string): boolean {
  if (code.length !== 18) return false;
  const values = [...code].map((char) => CREDIT_CODE_CHARS.indexOf(char));
  if (values.some((value) => value < 0)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, index) => total + weight * (values[index] ?? 0), 0);
  return values[17] === (31 - (sum % 31)) % 31;
}

/** 15, 17, 18 or 20 digits / capital letters; an 18-character number must be a valid credit code. */
export function taxNumberValid(value: string): boolean {
  return TAX_NUMBER.test(value) && (value.length !== 18 || creditCodeValid(value));
}

// ---- invoice (发票): 1 普通 / 2 增值税专用 × 1 个人 / 2 企业 ----

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;

const ReceiptFieldsSchema = z.object(
  {
    receipt_type: text(),
    receipt_title: text(),
    receipt_title_type: text(),
    duty_paragraph: text(),
    email: text(),
    bank_name: text(),
    bank_code: text(),
    address: text(),
    tel: text(),
  },
  { error: TRADE_MESSAGES.receiptInvalid },
);

type ReceiptFields = z.infer<typeof ReceiptFieldsSchema>;

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
    checks.push(['duty_paragraph', taxNumberValid(receipt.duty_paragraph), m.taxNumberInvalid]);
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
function normalizeReceipt(receipt: ReceiptFields) {
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

const checkReceipt = (receipt: ReceiptFields, ctx: z.RefinementCtx) => {
  const problem = receiptProblem(receipt);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
};

export const ReceiptInputSchema = ReceiptFieldsSchema.superRefine(checkReceipt).transform(normalizeReceipt);

/** An invoice request inside order/create's receipt_data names the merchant it is for. */
export const OrderReceiptSchema = ReceiptFieldsSchema.extend({
  mer_id: z.preprocess(
    intOf,
    z.number({ error: TRADE_MESSAGES.receiptInvalid }).int(TRADE_MESSAGES.receiptInvalid).min(0, TRADE_MESSAGES.receiptInvalid),
  ),
})
  .superRefine(checkReceipt)
  .transform((receipt) => ({ ...normalizeReceipt(receipt), mer_id: receipt.mer_id }));

/** A saved invoice title (抬头管理, docs/mall-api.md §3.9 /api/user/receipt/create|update): the same rules as an
 * order's invoice request, plus whether it is the default title. */
export const ReceiptTitleInputSchema = ReceiptFieldsSchema.extend({ is_default: flag() })
  .superRefine(checkReceipt)
  .transform((receipt) => ({ ...normalizeReceipt(receipt), is_default: receipt.is_default }));

export type ReceiptTitleInput = z.output<typeof ReceiptTitleInputSchema>;

// ---- order note (买家留言) ----

export const OrderNoteSchema = text().refine((value) => charCount(value) <= ORDER_NOTE_MAX, TRADE_MESSAGES.noteTooLong);

// ---- order check and create ----

/** use_coupon {mer_id: [coupon_user_id…]}; key 0 holds the platform coupon. */
const UseCouponSchema = z.preprocess(
  (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
  z.record(z.string(), idList(TRADE_MESSAGES.cartInvalid)),
);

const orderBasics = {
  cart_id: idList(TRADE_MESSAGES.cartInvalid).refine((ids) => ids.length > 0, TRADE_MESSAGES.cartInvalid),
  address_id: addressId(TRADE_MESSAGES.areaInvalid),
  use_coupon: UseCouponSchema,
  takes: idList(TRADE_MESSAGES.cartInvalid),
  use_integral: flag(),
};

export const OrderCheckInputSchema = z.object(orderBasics);

export const OrderCreateInputSchema = z.object({
  // The mall checks the pay type first, then the invoices, then the cart.
  pay_type: text().pipe(z.enum(PAY_TYPES, { error: TRADE_MESSAGES.payTypeInvalid })),
  receipt_data: z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(OrderReceiptSchema, { error: TRADE_MESSAGES.receiptInvalid }),
  ),
  ...orderBasics,
  mark: z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    z.record(z.string(), OrderNoteSchema),
  ),
  key: text(),
  extend: z.unknown().optional(),
  post: z.unknown().optional(),
  return_url: text(),
  // 采购单号 and 成本中心 of a company order (docs/company-api.md §8)
  ...orderPurchaseRefFields,
});

// ---- payment (POST /api/order/pay/:id) ----

export const PayInputSchema = z.object({
  type: text().pipe(z.enum(PC_PAY_TYPES, { error: TRADE_MESSAGES.payTypeInvalid })),
  return_url: text(),
});

// ---- evaluation (评价) ----

const score = (label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : intOf(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label}不能为空` : `${label}必须是整数`) })
      .int(`${label}必须是整数`)
      .min(1, `${label}只能在 1 - 5 之间`)
      .max(5, `${label}只能在 1 - 5 之间`),
  );

/** http(s)://host[/…] or a path of this site; the host and the rest cannot overlap, so a failing match is linear. */
const PIC_URL = /^(?:https?:\/\/[^\s/]+(?:\/\S*)?|\/(?!\/)\S*)$/;
const picUrlValid = (value: string) => value.length <= PIC_URL_MAX && PIC_URL.test(value);

export const EvaluationInputSchema = z.object({
  comment: required(TRADE_MESSAGES.commentRequired).refine(
    (value) => charCount(value) <= EVALUATION_COMMENT_MAX,
    TRADE_MESSAGES.commentTooLong,
  ),
  product_score: score('商品分数'),
  service_score: score('服务分数'),
  postage_score: score('物流分数'),
  pics: z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(z.string({ error: TRADE_MESSAGES.picInvalid }).trim().refine(picUrlValid, TRADE_MESSAGES.picInvalid), {
        error: TRADE_MESSAGES.picInvalid,
      })
      .max(EVALUATION_PICS_MAX, TRADE_MESSAGES.picsTooMany),
  ),
});

export type AddressInput = z.infer<typeof AddressInputSchema>;
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;
export type OrderCheckInput = z.infer<typeof OrderCheckInputSchema>;
export type OrderCreateInput = z.infer<typeof OrderCreateInputSchema>;
export type EvaluationInput = z.infer<typeof EvaluationInputSchema>;
export type PayInput = z.infer<typeof PayInputSchema>;
