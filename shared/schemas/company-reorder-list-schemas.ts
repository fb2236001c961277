// Reorder lists (常购清单), docs/company-api.md §7: the rules of a list's name, its lines and the client key
// that makes a save idempotent, with their exact messages: the storefront's checks (the BFF's endpoint table and the
// 加入常购清单 dialog's name rule). The mall checks bodies with its own rules (demo-mall/company/reorder-lists/).
import { z } from 'zod';
import { integerOf } from './number-fields.ts';
import {
  listNameText,
  REORDER_LIST_MAX_LINES,
  REORDER_LIST_MAX_QUANTITY,
  REORDER_LIST_MESSAGES,
  REORDER_LIST_NAME_MAX,
} from '../company/reorder-list-rules.ts';

export * from '../company/reorder-list-rules.ts';

const M = REORDER_LIST_MESSAGES;
const REQUEST_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** Why a line is not added to the cart, or what its detail row shows (docs/company-api.md §7.2). */
const textOf = listNameText;
const charCount = (value: string) => [...value].length;

/** A list's name: trimmed, 1–30 characters. */
export const reorderListNameSchema = z
  .preprocess(textOf, z.string().min(1, M.nameRequired))
  .refine((value) => charCount(value) <= REORDER_LIST_NAME_MAX, M.nameTooLong);

const quantitySchema = z.preprocess(
  integerOf,
  z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(1, M.quantityInvalid).max(REORDER_LIST_MAX_QUANTITY, M.quantityInvalid),
);

/** One line to save: a product, its SKU (`product_attr_unique`) and a quantity. */
export const reorderLineInputSchema = z.object(
  {
    product_id: z.preprocess(integerOf, z.number({ error: M.lineInvalid }).int(M.lineInvalid).positive(M.lineInvalid)),
    product_attr_unique: z.preprocess(textOf, z.string().min(1, M.lineInvalid).max(64, M.lineInvalid)),
    quantity: quantitySchema,
  },
  { error: M.lineInvalid },
);

const linesSchema = (required: boolean) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? [] : value),
    z
      .array(reorderLineInputSchema, { error: M.lineInvalid })
      .max(REORDER_LIST_MAX_LINES, M.tooManyLines)
      .refine((lines) => !required || lines.length > 0, M.linesRequired),
  );

const requestKeySchema = z.preprocess(
  (value) => textOf(value),
  z.string().refine((value) => value === '' || REQUEST_KEY.test(value), M.keyInvalid),
);

/** POST /api/company/reorder_list/create */
export const reorderListCreateSchema = z.object({
  name: reorderListNameSchema,
  lines: linesSchema(false),
  request_key: requestKeySchema,
});

/** POST /api/company/reorder_list/lines/:id */
export const reorderListAddLinesSchema = z.object({
  lines: linesSchema(true),
  request_key: requestKeySchema,
});
