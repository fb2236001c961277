// Company statements (对账单, docs/company-api.md §4): the storefront's check of the dispute body (the BFF's endpoint
// table and the dispute dialog), over the contract of shared/company/statement-rules.ts, re-exported here.
import { z } from 'zod';
import { checkDisputeReason, STATEMENT_MESSAGES } from '../company/statement-rules.ts';

export * from '../company/statement-rules.ts';

/** `ledger_id`: absent, 0 (the whole statement) or the positive id of one of its lines. */
function isLineId(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^\d{1,15}$/.test(text);
}

/**
 * POST /api/company/statement/dispute/:id body: `reason`, 1–200 characters after trimming; `ledger_id`, optional,
 * the line the dispute is about.
 */
export const StatementDisputeInputSchema = z
  .object({ reason: z.unknown(), ledger_id: z.unknown().optional() })
  .superRefine((body, context) => {
    const checked = checkDisputeReason(body.reason);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.message, path: ['reason'] });
    else if (!isLineId(body.ledger_id)) context.addIssue({ code: 'custom', message: STATEMENT_MESSAGES.lineMissing, path: ['ledger_id'] });
  });
