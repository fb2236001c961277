// Quick order bodies (docs/company-api.md §6): the rows to check and the rows to add to the cart with their
// client key, as the BFF checks them before the mall sees them (endpoint table). The mall checks them with its own
// rules (demo-mall/company/quick-order/quick-order-params.ts).
import { z } from 'zod';
import { QUICK_ORDER_CODE_MAX, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M } from '../quick-order/quick-order-rules.ts';

/** a row's quantity: a number, or null for a line typed without a valid one (the check reports it) */
const QuantityField = z.union([z.number(), z.null()], { error: M.badQuantity });

export const QuickOrderRowSchema = z.object(
  {
    code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(QUICK_ORDER_CODE_MAX, M.codeTooLong),
    quantity: QuantityField,
  },
  { error: M.noRows },
);
export type QuickOrderRowInput = z.output<typeof QuickOrderRowSchema>;

const Rows = z.array(QuickOrderRowSchema, { error: M.noRows }).min(1, M.noRows).max(QUICK_ORDER_MAX_ROWS, M.tooManyRows);

/** POST /api/quick_order/check */
export const QuickOrderCheckInputSchema = z.object({ rows: Rows }, { error: M.noRows });
export type QuickOrderCheckInput = z.output<typeof QuickOrderCheckInputSchema>;

/** the client's key of one add-to-cart action: a double submit repeats it and adds nothing more */
export const QUICK_ORDER_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** POST /api/quick_order/cart */
export const QuickOrderCartInputSchema = z.object(
  {
    key: z.string({ error: M.keyInvalid }).regex(QUICK_ORDER_KEY, M.keyInvalid),
    rows: Rows,
  },
  { error: M.noRows },
);
export type QuickOrderCartInput = z.output<typeof QuickOrderCartInputSchema>;
