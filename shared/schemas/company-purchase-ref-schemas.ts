// 采购单号 and 成本中心/项目 (docs/company-api.md §8) in the BFF's order create schema; the checks themselves are
// shared/company/purchase-ref-form-rules.ts, without zod.
import { z } from 'zod';
import { type Checked, checkPoNumber, costCenterIdOf } from '../company/purchase-ref-form-rules.ts';

const addIssue = (context: z.RefinementCtx, path: string, checked: Checked<unknown>) => {
  if (!checked.ok) context.addIssue({ code: 'custom', message: checked.message, path: [path] });
};

/** The two optional order/create fields, spread into OrderCreateInputSchema. */
export const orderPurchaseRefFields = {
  po_number: z
    .unknown()
    .optional()
    .superRefine((value, context) => addIssue(context, 'po_number', checkPoNumber(value))),
  cost_center_id: z
    .unknown()
    .optional()
    .superRefine((value, context) => addIssue(context, 'cost_center_id', costCenterIdOf(value))),
};
