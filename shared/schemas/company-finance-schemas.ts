// The storefront's check of the remittance form (docs/company-api.md §3.5), whose first failing rule is the one
// reported, run in the browser and by the BFF before forwarding; the contract (messages, limits, ledger kinds,
// remittance states) is shared/company/finance-rules.ts, re-exported here. The mall checks the form with its own
// rules and clock (demo-mall/company/finance/remittance-params.ts). Checks take time linear in the input.
import { z } from 'zod';
import { isRemittanceNo } from '../company/remittance-codes.ts';
import { toFen } from '../money.ts';
import {
  COMPANY_FINANCE_MESSAGES,
  REMITTANCE_AMOUNT_MAX_FEN,
  REMITTANCE_MARK_MAX,
  REMITTANCE_PAYER_NAME_MAX,
  REMITTANCE_VOUCHERS_MAX,
} from '../company/finance-rules.ts';

export * from '../company/finance-rules.ts';

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
