// The company account's shared vocabulary (docs/company-api.md §3): ledger kinds and their names, remittance states,
// the pay-type refusals, and the remittance form's validation (§3.5), whose first failing rule
// is the one reported. The storefront runs the same schema in the browser, the BFF before forwarding, the mall
// again with its own clock (the date may not be later than today). Checks take time linear in the input.
import { z } from 'zod';
import { isRemittanceNo } from '../company/remittance-codes.ts';
import { toFen } from '../money.ts';

export const COMPANY_FINANCE_MESSAGES = {
  codeInvalid: '汇款识别码无效',
  remittanceNoInvalid: '汇款单号无效，请刷新页面后重新提交',
  amountRequired: '请输入汇款金额',
  amountInvalid: '汇款金额格式不正确',
  amountTooLarge: '汇款金额不能超过 10000000',
  payerNameRequired: '付款户名不能为空',
  payerNameTooLong: '付款户名长度不能超过 50',
  payerBankRequired: '付款银行不能为空',
  dateRequired: '请选择汇款日期',
  dateInFuture: '汇款日期不能晚于今天',
  vouchersRequired: '请上传汇款凭证',
  vouchersTooMany: '汇款凭证最多上传 3 张',
  voucherInvalid: '汇款凭证地址不正确',
  markTooLong: '备注长度不能超过 200',
  submitted: '提交成功',
  cancelled: '已取消',
  cannotCancel: '当前状态不能取消',
  missing: '数据不存在',
  balanceShort: '余额不足',
  creditShort: '可用额度不足',
  creditNeedsCompany: '请切换为企业身份后使用账期支付',
  rejectReasonRequired: '请填写驳回原因',
  filterInvalid: '筛选条件不正确',
} as const;

export const REMITTANCE_AMOUNT_MAX_FEN = 1_000_000_000;
export const REMITTANCE_VOUCHERS_MAX = 3;
export const REMITTANCE_PAYER_NAME_MAX = 50;
export const REMITTANCE_MARK_MAX = 200;
/** A ledger or remittance page holds 10 rows (docs/company-api.md §1.1). */
export const COMPANY_FINANCE_PAGE_SIZE = 10;

/** Ledger kinds (docs/company-api.md §3.2), in the order the storefront's type filter lists them. */
export const COMPANY_LEDGER_KINDS = {
  opening: '期初结转',
  remittance: '汇款到账',
  balance_pay: '余额支付',
  credit_pay: '账期支付',
  refund: '退款',
  adjust: '调整',
} as const;
export type CompanyLedgerKind = keyof typeof COMPANY_LEDGER_KINDS;

export function isLedgerKind(value: unknown): value is CompanyLedgerKind {
  return typeof value === 'string' && Object.hasOwn(COMPANY_LEDGER_KINDS, value);
}

/** Remittance states (docs/company-api.md §3.4). */
export const REMITTANCE_STATUS = { pending: 0, confirmed: 1, rejected: 2, cancelled: -1 } as const;
export const REMITTANCE_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: '待审核',
  1: '已到账',
  2: '已驳回',
  [-1]: '已取消',
};

// ---- the remittance form (docs/company-api.md §3.5) ----

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
const text = () => z.preprocess(textOf, z.string());
const charCount = (value: string) => [...value].length;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PICTURE = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

/** Today as 'Y-m-d' in local time, the way the mall stamps its rows. */
export function localDate(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function realDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** vouchers as an array, a comma-separated string (form posts) or absent */
const voucherList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(textOf);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return [];
};

/** The form's schema; `today` answers 'Y-m-d' at the time of the check (the mall passes its own clock). */
export function remittanceCreateSchema(today: () => string = () => localDate(Date.now())) {
  return z.object({
    remittance_no: text().pipe(z.string().refine(isRemittanceNo, COMPANY_FINANCE_MESSAGES.remittanceNoInvalid)),
    amount: text().pipe(
      z
        .string()
        .min(1, COMPANY_FINANCE_MESSAGES.amountRequired)
        .refine((value) => AMOUNT.test(value) && toFen(value) > 0, COMPANY_FINANCE_MESSAGES.amountInvalid)
        .refine((value) => toFen(value) <= REMITTANCE_AMOUNT_MAX_FEN, COMPANY_FINANCE_MESSAGES.amountTooLarge),
    ),
    payer_name: text().pipe(
      z
        .string()
        .min(1, COMPANY_FINANCE_MESSAGES.payerNameRequired)
        .refine((value) => charCount(value) <= REMITTANCE_PAYER_NAME_MAX, COMPANY_FINANCE_MESSAGES.payerNameTooLong),
    ),
    payer_bank: text().pipe(z.string().min(1, COMPANY_FINANCE_MESSAGES.payerBankRequired)),
    transfer_date: text().pipe(
      z
        .string()
        .refine(realDate, COMPANY_FINANCE_MESSAGES.dateRequired)
        .refine((value) => value <= today(), COMPANY_FINANCE_MESSAGES.dateInFuture),
    ),
    vouchers: z.preprocess(
      voucherList,
      z
        .array(z.string())
        .min(1, COMPANY_FINANCE_MESSAGES.vouchersRequired)
        .max(REMITTANCE_VOUCHERS_MAX, COMPANY_FINANCE_MESSAGES.vouchersTooMany)
        .refine((list) => list.every((item) => item.length <= 500 && PICTURE.test(item)), COMPANY_FINANCE_MESSAGES.voucherInvalid),
    ),
    mark: text().pipe(z.string().refine((value) => charCount(value) <= REMITTANCE_MARK_MAX, COMPANY_FINANCE_MESSAGES.markTooLong)),
  });
}

/** The check the BFF and the browser run (today by the machine's clock). */
export const RemittanceCreateInputSchema = remittanceCreateSchema();
export type RemittanceCreateInput = z.infer<typeof RemittanceCreateInputSchema>;

/** The first message of a failed check. */
export function firstRemittanceProblem(input: unknown, schema = RemittanceCreateInputSchema): string | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? COMPANY_FINANCE_MESSAGES.amountInvalid);
}
