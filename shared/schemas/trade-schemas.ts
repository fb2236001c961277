// Validation of the buying forms and bodies (docs/product.md §5, docs/mall-api.md §3.7 and §3.9,
// docs/screens.md a.6 to a.8): address, invoice (发票), order check and create, payment, order note, evaluation.
// Messages follow the mall's validators (ThinkPHP wording: `<字段>不能为空`, `<字段>长度不能超过 N`…);
// the first failing rule is the one reported (firstIssueMessage in auth-schemas.ts). The BFF checks the mall's
// bodies with these before forwarding (docs/bff-contract.md §5), so every refusal must be a Chinese message and
// every check must take time linear in the input (no regular expression that can backtrack).
import { z } from 'zod';
import { integerOf } from './number-fields.ts';
import { orderPurchaseRefFields } from './company-purchase-ref-schemas.ts';
import { normalizeReceipt, type ReceiptFields, receiptProblem, TRADE_MESSAGES } from '../trade/receipt-rules.ts';
import { addressProblems, normalizeAddress } from '../trade/address-rules.ts';
import { evaluationProblems, normalizeEvaluation } from '../trade/evaluation-input-rules.ts';
import { orderNoteOf, orderNoteProblem } from '../trade/order-note-rules.ts';

// the invoice, address, order note and review rules and their messages live without zod (shared/trade/*-rules.ts),
// so a page that only checks one of those forms loads no zod; the invoice names stay importable from here
export { receiptProblem, TRADE_MESSAGES } from '../trade/receipt-rules.ts';

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

// ---- small readers: form and JSON bodies send numbers as strings and pad text with spaces ----

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
/** Absent, null or non-text values read as '' so a required field fails with its own message. */
const text = () => z.preprocess(textOf, z.string());
const intOf = integerOf;
const flag = () => z.preprocess((value) => value === true || value === 1 || value === '1' || value === 'true', z.boolean());
const idList = (message: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map(intOf),
    z.array(z.number({ error: message }).int(message).positive(message), { error: message }),
  );

// ---- address (收货地址): the rules are shared/trade/address-rules.ts ----

/** Every field kept raw, so the object itself never fails: the rules do, each field's first in the mall's order. */
const raw = () => z.unknown().optional();

export const AddressInputSchema = z
  .object({
    address_id: raw(),
    real_name: raw(),
    phone: raw(),
    area: raw(),
    detail: raw(),
    post_code: raw(),
    is_default: raw(),
  })
  .superRefine((input, ctx) => {
    for (const { field, message } of addressProblems(input)) ctx.addIssue({ code: 'custom', message, path: [field] });
  })
  .transform(normalizeAddress);

/** 0 or absent: none; otherwise the id of one of the buyer's addresses. */
const addressId = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : intOf(value)),
    z.number({ error: message }).int(message).min(0, message),
  );

// ---- invoice (发票): 1 普通 / 2 增值税专用 × 1 个人 / 2 企业 ----

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

/** The rule is shared/trade/order-note-rules.ts; the note comes out trimmed. */
export const OrderNoteSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const problem = orderNoteProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(orderNoteOf);

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

// ---- evaluation (评价): the rules are shared/trade/evaluation-input-rules.ts ----

export const EvaluationInputSchema = z
  .object({ comment: raw(), product_score: raw(), service_score: raw(), postage_score: raw(), pics: raw() })
  .superRefine((input, ctx) => {
    for (const { field, message } of evaluationProblems(input)) ctx.addIssue({ code: 'custom', message, path: [field] });
  })
  .transform(normalizeEvaluation);

export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;
export type OrderCheckInput = z.infer<typeof OrderCheckInputSchema>;
export type OrderCreateInput = z.infer<typeof OrderCreateInputSchema>;
export type PayInput = z.infer<typeof PayInputSchema>;
