// Spending limits and approvals (docs/company-api.md §5): the limit and decision bodies as the BFF (endpoint table)
// checks them, over the rules of shared/company/approval-rules.ts. The mall checks them with its own rule table
// (demo-mall/company/approvals/approval-params.ts); browser code imports the rules module itself, so it never loads zod.
import { z } from 'zod';
import { checkComment, limitProblems } from '../company/approval-rules.ts';

export * from '../company/approval-rules.ts';

export const ApprovalLimitInputSchema = z
  .object({ per_order_limit: z.unknown().optional(), monthly_budget: z.unknown().optional() })
  .superRefine((body, context) => {
    for (const { field, message } of limitProblems(body)) context.addIssue({ code: 'custom', message, path: [field] });
  });

const commentSchema = (required: boolean) =>
  z.object({ comment: z.unknown().optional() }).superRefine((body, context) => {
    const checked = checkComment(body.comment, required);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.message, path: ['comment'] });
  });

/** POST /api/company/approval/approve/:id body: optional `comment`. */
export const ApprovalApproveInputSchema = commentSchema(false);
/** POST /api/company/approval/reject/:id body: `comment` required. */
export const ApprovalRejectInputSchema = commentSchema(true);
