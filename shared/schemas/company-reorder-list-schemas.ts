// Reorder lists (常购清单), docs/company-api.md §7: the rules of a list's name, its lines and the client key
// that makes a save idempotent, with their exact messages. The mall checks bodies with these schemas and the
// storefront's 加入常购清单 dialog runs the same name rule before sending.
import { z } from 'zod';

export const REORDER_LIST_MESSAGES = {
  nameRequired: '请输入清单名称',
  nameTooLong: '清单名称长度不能超过 30',
  nameTaken: '已有同名清单，请换一个名称',
  linesRequired: '请选择要加入清单的商品',
  tooManyLines: '一个清单最多 200 种商品',
  lineInvalid: '商品参数错误',
  quantityInvalid: '数量必须是 1 到 9999 之间的整数',
  mergedTooLarge: '合并后的数量不能超过 9999',
  offShelf: '商品已下架',
  skuMissing: '商品规格不存在',
  activityProduct: '活动商品不能加入常购清单',
  keyInvalid: '请求标识不正确',
  missing: '清单不存在',
  lineMissing: '清单商品不存在',
  notEditable: '只有清单创建人或管理员可以修改此清单',
  created: '保存成功',
  added: '已加入清单',
  updated: '修改成功',
  renamed: '重命名成功',
  removed: '删除成功',
  listEmpty: '清单中没有商品',
  addedToCart: '已加入购物车',
  companyEntityOnly: '请切换为企业身份后加入购物车',
  nothingAdded: '没有可加入购物车的商品',
} as const;

const M = REORDER_LIST_MESSAGES;
export const REORDER_LIST_NAME_MAX = 30;
export const REORDER_LIST_MAX_LINES = 200;
export const REORDER_LIST_MAX_QUANTITY = 9999;
export const REORDER_LIST_PAGE_SIZE = 20;
/** request_key: what a client may use as its own key (a UUID fits) */
const REQUEST_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** Why a line is not added to the cart, or what its detail row shows (docs/company-api.md §7.2). */
export const REORDER_LINE_STATES = {
  ok: '可购买',
  off_shelf: '已下架',
  sku_gone: '规格已不存在',
  no_stock: '库存不足',
} as const;
export type ReorderLineState = keyof typeof REORDER_LINE_STATES;

const textOf = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
const charCount = (value: string) => [...value].length;

/** A list's name: trimmed, 1–30 characters. */
export const reorderListNameSchema = z
  .preprocess(textOf, z.string().min(1, M.nameRequired))
  .refine((value) => charCount(value) <= REORDER_LIST_NAME_MAX, M.nameTooLong);

/** The first message of the name rule, or null when the name is fine (the dialog runs it before sending). */
export function reorderListNameError(name: string): string | null {
  const parsed = reorderListNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? M.nameRequired);
}

const quantitySchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
  z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(1, M.quantityInvalid).max(REORDER_LIST_MAX_QUANTITY, M.quantityInvalid),
);

/** One line to save: a product, its SKU (`product_attr_unique`) and a quantity. */
export const reorderLineInputSchema = z.object(
  {
    product_id: z.preprocess(
      (value) => Number(textOf(value)),
      z.number({ error: M.lineInvalid }).int(M.lineInvalid).positive(M.lineInvalid),
    ),
    product_attr_unique: z.preprocess(textOf, z.string().min(1, M.lineInvalid).max(64, M.lineInvalid)),
    quantity: quantitySchema,
  },
  { error: M.lineInvalid },
);
export type ReorderLineInput = z.output<typeof reorderLineInputSchema>;

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

/** POST /api/company/reorder_list/rename/:id */
export const reorderListRenameSchema = z.object({ name: reorderListNameSchema });

/** POST /api/company/reorder_list/line/update/:lineId */
export const reorderLineQuantitySchema = z.object({ quantity: quantitySchema });

/**
 * Lines with the same SKU added together: one line each, quantities summed, in first-seen order (a list holds
 * a SKU once; docs/company-api.md §7.3).
 */
export function mergeLinesBySku<T extends { product_attr_unique: string; quantity: number }>(lines: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const seen = merged.get(line.product_attr_unique);
    merged.set(line.product_attr_unique, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}
