// Reorder lists (docs/company-api.md §7): the messages, limits, line states and rules without zod, the contract both
// sides read; browser code (the save dialog, the list page) uses them without loading the schema library. Requests
// are checked by each side's own code: the storefront's zod schemas (shared/schemas/company-reorder-list-schemas.ts),
// the mall's rule table (demo-mall/company/reorder-lists/reorder-list-params.ts).

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

export const REORDER_LIST_NAME_MAX = 30;
export const REORDER_LIST_MAX_LINES = 200;
export const REORDER_LIST_MAX_QUANTITY = 9999;
export const REORDER_LIST_PAGE_SIZE = 20;
/** request_key: what a client may use as its own key (a UUID fits) */
export const REORDER_LINE_STATES = {
  ok: '可购买',
  off_shelf: '已下架',
  sku_gone: '规格已不存在',
  no_stock: '库存不足',
} as const;
export type ReorderLineState = keyof typeof REORDER_LINE_STATES;

/** A name as the mall keeps it: trimmed, counted in characters. */
export const listNameText = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

/** The first message of the name rule (trimmed, 1–30 characters), or null when the name is fine. */
export function reorderListNameError(name: string): string | null {
  const text = listNameText(name);
  if (text === '') return REORDER_LIST_MESSAGES.nameRequired;
  return [...text].length > REORDER_LIST_NAME_MAX ? REORDER_LIST_MESSAGES.nameTooLong : null;
}

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
