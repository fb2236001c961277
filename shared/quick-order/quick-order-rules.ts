// Quick order (docs/company-api.md §6): limits, row states and messages shared by the mall, the BFF's body
// schemas and the storefront, so each side words a refusal the same way.

/** rows one check or one add-to-cart may carry */
export const QUICK_ORDER_MAX_ROWS = 500;
/** the largest quantity a row may ask for */
export const QUICK_ORDER_MAX_QUANTITY = 99_999;
/** an uploaded sheet or csv is refused above this many bytes */
export const QUICK_ORDER_FILE_MAX_BYTES = 1024 * 1024;
/** codes longer than this cannot be a part number or a SKU code */
export const QUICK_ORDER_CODE_MAX = 64;

export const QUICK_ORDER_STATES = [
  'ok',
  'unknown_code',
  'needs_spec',
  'bad_quantity',
  'below_min',
  'above_limit',
  'above_stock',
  'off_shelf',
] as const;
export type QuickOrderState = (typeof QUICK_ORDER_STATES)[number];

export const QUICK_ORDER_STATE_NAMES: Readonly<Record<QuickOrderState, string>> = {
  ok: '可加入',
  unknown_code: '编码不存在',
  needs_spec: '需选择规格',
  bad_quantity: '数量有误',
  below_min: '低于起订量',
  above_limit: '超出限购',
  above_stock: '库存不足',
  off_shelf: '已下架',
};

export const QUICK_ORDER_MESSAGES = {
  noRows: '请至少填写一行',
  tooManyRows: `单次最多 ${QUICK_ORDER_MAX_ROWS} 行，请分批导入`,
  codeRequired: '编码不能为空',
  codeTooLong: `编码长度不能超过 ${QUICK_ORDER_CODE_MAX}`,
  badQuantity: '数量须为正整数',
  quantityTooLarge: `数量不能超过 ${QUICK_ORDER_MAX_QUANTITY}`,
  missingQuantity: '缺少数量',
  keyInvalid: '请求标识无效，请刷新页面后重试',
  noFile: '请选择要上传的文件',
  fileType: '请上传 .xlsx 或 .csv 文件',
  fileTooLarge: '文件大小不能超过 1M',
  /** a file whose unpacked content, cells or lines go past the mall's bounds (a zip bomb, a huge sheet) */
  fileTooBig: '文件过大，请删除多余的内容或分批导入',
  lineTooLong: '文件中有过长的行，请使用模板重新填写',
  fileBusy: '当前导入的文件较多，请稍后再试',
  fileUnreadable: '文件无法读取，请使用模板重新填写',
  fileEmpty: '文件中没有可导入的行',
  added: '已加入购物车',
  nothingToAdd: '没有可加入购物车的行',
} as const;

/** The words a header row's first cell starts with; such a first line is skipped, not reported. */
const HEADER_WORDS = /^(编码|型号|物料|商品编码|条码|sku|code|part)/i;

export function looksLikeHeader(firstCell: string): boolean {
  return HEADER_WORDS.test(firstCell.trim());
}

/** A quantity as typed → the whole number, or the reason it is not one. */
export function readQuantity(text: string): { ok: true; quantity: number } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: QUICK_ORDER_MESSAGES.missingQuantity };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { ok: false, reason: QUICK_ORDER_MESSAGES.badQuantity };
  const quantity = Number(trimmed);
  if (quantity > QUICK_ORDER_MAX_QUANTITY) return { ok: false, reason: QUICK_ORDER_MESSAGES.quantityTooLarge };
  return { ok: true, quantity };
}
