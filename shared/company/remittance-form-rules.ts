// The storefront's check of the remittance form (docs/company-api.md §3.5), without zod: the first failing rule, in
// the form's field order, is the one reported, with the field it belongs to. The browser's 线下汇款充值 form checks
// with it directly, so that page loads no validation library; the BFF applies it to bodies through
// shared/schemas/company-finance-schemas.ts. The mall checks the form with its own rules and clock
// (demo-mall/company/finance/remittance-params.ts). Checks take time linear in the input.
import { isRemittanceNo } from './remittance-codes.ts';
import {
  COMPANY_FINANCE_MESSAGES as M,
  REMITTANCE_AMOUNT_MAX_FEN,
  REMITTANCE_MARK_MAX,
  REMITTANCE_PAYER_NAME_MAX,
  REMITTANCE_VOUCHERS_MAX,
} from './finance-rules.ts';
import { toFen } from '../money.ts';

/** The form as the BFF forwards it: texts trimmed, vouchers as a list. */
export interface RemittanceCreateInput {
  remittance_no: string;
  amount: string;
  payer_name: string;
  payer_bank: string;
  transfer_date: string;
  vouchers: string[];
  mark: string;
}

export type RemittanceKey = keyof RemittanceCreateInput;

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
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
function voucherList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textOf);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return [];
}

/** Each field's rules in order: [holds, message]. */
function rulesOf(form: RemittanceCreateInput, today: string): Record<RemittanceKey, [boolean, string][]> {
  const { amount, payer_name, transfer_date, vouchers } = form;
  return {
    remittance_no: [[isRemittanceNo(form.remittance_no), M.remittanceNoInvalid]],
    amount: [
      [amount !== '', M.amountRequired],
      [AMOUNT.test(amount) && toFen(amount) > 0, M.amountInvalid],
      [toFen(amount) <= REMITTANCE_AMOUNT_MAX_FEN, M.amountTooLarge],
    ],
    payer_name: [
      [payer_name !== '', M.payerNameRequired],
      [charCount(payer_name) <= REMITTANCE_PAYER_NAME_MAX, M.payerNameTooLong],
    ],
    payer_bank: [[form.payer_bank !== '', M.payerBankRequired]],
    transfer_date: [
      [realDate(transfer_date), M.dateRequired],
      [transfer_date <= today, M.dateInFuture],
    ],
    vouchers: [
      [vouchers.length >= 1, M.vouchersRequired],
      [vouchers.length <= REMITTANCE_VOUCHERS_MAX, M.vouchersTooMany],
      [vouchers.every((item) => item.length <= 500 && PICTURE.test(item)), M.voucherInvalid],
    ],
    mark: [[charCount(form.mark) <= REMITTANCE_MARK_MAX, M.markTooLong]],
  };
}

/** The form as kept, or its first broken rule and the field it belongs to; `today` is 'Y-m-d'. */
export function checkRemittanceBody(
  body: unknown,
  today: string,
): { ok: true; value: RemittanceCreateInput } | { ok: false; message: string; key: RemittanceKey } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const form: RemittanceCreateInput = {
    remittance_no: textOf(fields.remittance_no),
    amount: textOf(fields.amount),
    payer_name: textOf(fields.payer_name),
    payer_bank: textOf(fields.payer_bank),
    transfer_date: textOf(fields.transfer_date),
    vouchers: voucherList(fields.vouchers),
    mark: textOf(fields.mark),
  };
  for (const [key, rules] of Object.entries(rulesOf(form, today)) as [RemittanceKey, [boolean, string][]][]) {
    const broken = rules.find(([holds]) => !holds);
    if (broken) return { ok: false, message: broken[1], key };
  }
  return { ok: true, value: form };
}
