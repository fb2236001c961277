// The BFF's check of the remittance form (docs/company-api.md §3.5): the rules are
// shared/company/remittance-form-rules.ts (without zod, so the browser's form checks with them directly), applied here
// to a body; the contract (messages, limits, ledger kinds, remittance states) is shared/company/finance-rules.ts,
// re-exported here.
import { z } from 'zod';
import { COMPANY_FINANCE_MESSAGES } from '../company/finance-rules.ts';
import { checkRemittanceBody, localDate } from '../company/remittance-form-rules.ts';

export * from '../company/finance-rules.ts';
export type { RemittanceCreateInput } from '../company/remittance-form-rules.ts';

/** The form's schema; `today` answers 'Y-m-d' at the time of the check (the mall passes its own clock). */
export function remittanceCreateSchema(today: () => string = () => localDate(Date.now())) {
  return z.unknown().transform((body, context) => {
    const checked = checkRemittanceBody(body, today());
    if (checked.ok) return checked.value;
    context.addIssue({ code: 'custom', message: checked.message, path: [checked.key] });
    return z.NEVER;
  });
}

/** The check the BFF runs (today by the machine's clock). */
export const RemittanceCreateInputSchema = remittanceCreateSchema();

/** The first message of a failed check. */
export function firstRemittanceProblem(input: unknown, schema = RemittanceCreateInputSchema): string | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? COMPANY_FINANCE_MESSAGES.amountInvalid);
}
