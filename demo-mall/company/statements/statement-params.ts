// The statement dispute body (docs/company-api.md §4) checked by the mall in its own terms: a rule table with the
// messages the API documents (shared/company/statement-rules.ts, the contract both sides read).
import { STATEMENT_MESSAGES as M, STATEMENT_REASON_MAX } from '#shared/company/statement-rules.ts';
import { optionalIdOf, type ParamsRead, textOf } from '../../core/param-readers.ts';
import { readByRules } from '../../core/rule-table.ts';

/**
 * POST /api/company/statement/dispute/:id: `reason`, 1–200 characters after trimming; `ledger_id`, when given, the
 * line the dispute is about (0 or absent: the whole statement).
 */
export function readDisputeParams(params: Readonly<Record<string, unknown>>): ParamsRead<{ reason: string; ledgerId: number }> {
  return readByRules(
    params,
    [
      {
        field: 'reason',
        label: '异议原因',
        // blank text, a list or an object is no reason
        rules: [
          'require',
          { check: (value) => (typeof value === 'string' && value.trim() !== '' ? null : M.reasonRequired) },
          { max: STATEMENT_REASON_MAX },
        ],
        messages: { require: M.reasonRequired, max: M.reasonTooLong },
      },
      { field: 'ledger_id', label: '明细', rules: [{ check: (value) => (optionalIdOf(value) === null ? M.lineMissing : null) }] },
    ],
    () => ({ reason: textOf(params.reason), ledgerId: optionalIdOf(params.ledger_id) ?? 0 }),
  );
}
