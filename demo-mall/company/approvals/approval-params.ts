// Spending-limit and decision bodies (docs/company-api.md §5) checked by the mall in its own terms: field rules in
// the rule table's order with the messages the API documents (shared/company/approval-rules.ts, the contract both
// sides read). The storefront's zod schemas are its own copy; the two meet only over HTTP.
import { APPROVAL_COMMENT_MAX, APPROVAL_MESSAGES as M, LIMIT_MAX_FEN } from '#shared/company/approval-rules.ts';
import { type Fen, toFen } from '#shared/money.ts';
import { type ParamsRead, textOf } from '../../core/param-readers.ts';
import { firstBrokenRule, readByRules, type FieldRules } from '../../core/rule-table.ts';

/** A non-negative amount in yuan with at most two decimals; blank means 不限. */
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

const limitRule = (field: string): FieldRules => ({
  field,
  label: '限额',
  rules: [
    { check: (value) => (AMOUNT.test(textOf(value)) ? null : M.limitFormat) },
    { check: (value) => (toFen(textOf(value)) > LIMIT_MAX_FEN ? M.limitTooLarge : null) },
  ],
});
const LIMIT_RULES = [limitRule('per_order_limit'), limitRule('monthly_budget')];

const commentRules = (required: boolean): FieldRules[] => [
  {
    field: 'comment',
    label: '审批意见',
    // blank text, a list or an object is no reason
    rules: [
      ...(required ? (['require', { check: (value: unknown) => (textOf(value) === '' ? M.commentRequired : null) }] as const) : []),
      { max: APPROVAL_COMMENT_MAX },
    ],
    messages: { require: M.commentRequired, max: M.commentTooLong },
  },
];

export interface LimitParams {
  /** null: 不限 */
  perOrderFen: Fen | null;
  monthlyFen: Fen | null;
}

const fenOrUnlimited = (value: unknown): Fen | null => (textOf(value) === '' ? null : toFen(textOf(value)));

/** POST /api/company/approval/limit/:uid: `per_order_limit` and `monthly_budget`, each blank for 不限. */
export function readLimitParams(params: Readonly<Record<string, unknown>>): ParamsRead<LimitParams> {
  return readByRules(params, LIMIT_RULES, () => ({
    perOrderFen: fenOrUnlimited(params.per_order_limit),
    monthlyFen: fenOrUnlimited(params.monthly_budget),
  }));
}

/** POST /api/company/approval/approve/:id (comment optional) and reject/:id (comment required). */
export function readDecisionParams(params: Readonly<Record<string, unknown>>, rejecting: boolean): ParamsRead<{ comment: string }> {
  const message = firstBrokenRule(params, commentRules(rejecting));
  return message ? { ok: false, message } : { ok: true, value: { comment: textOf(params.comment) } };
}
