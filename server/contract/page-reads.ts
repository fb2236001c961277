// The fields the pages read inside an answer (docs/mall-api.md): beyond its outer shape, a call's answer must carry
// these for the page to work, so "can run" means the pages show what they should. Each check returns null when
// the answer has them, else the first field missing or of the wrong kind (one line).
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A money value: CRMEB sends decimals as strings ("80.00"); a number is read the same way. */
const isMoney = (value: unknown) =>
  (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) || (typeof value === 'number' && Number.isFinite(value));
const isInteger = (value: unknown) => Number.isInteger(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

type Kind = 'money' | 'integer' | 'string' | 'object' | 'array';

const KIND_TEST: Record<Kind, (value: unknown) => boolean> = {
  money: isMoney,
  integer: isInteger,
  string: (value) => typeof value === 'string',
  object: isRecord,
  array: Array.isArray,
};

/** `path` is dotted (`productAttr.price`); the first field that is missing or not of its kind. */
function fieldsDifference(row: unknown, what: string, fields: Readonly<Record<string, Kind>>): string | null {
  for (const [path, kind] of Object.entries(fields)) {
    const value = path.split('.').reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), row);
    if (value === undefined || value === null) return `${what} has no ${path}`;
    if (!KIND_TEST[kind](value)) return `${what}'s ${path} is not ${kind === 'integer' ? 'an integer' : `a ${kind}`}`;
  }
  return null;
}

/** GET /api/store/product/category/lst: `{hot, list}`, the menu reads `list`. */
export function categoryTreeDifference(data: unknown): string | null {
  return fieldsDifference(data, 'the category tree', { list: 'array' });
}

/**
 * GET /api/product/spu/params with a category: rows of `{parameter_id, name}` and their choices, as `values`
 * (strings) or stock's `value` (rows with a `value` each).
 */
export function paramRowsDifference(data: unknown): string | null {
  if (!Array.isArray(data)) return null;
  for (const row of data) {
    const difference = fieldsDifference(row, 'a parameter row', { parameter_id: 'integer', name: 'string' });
    if (difference) return difference;
    const choices = (row as Record<string, unknown>).values ?? (row as Record<string, unknown>).value;
    if (!Array.isArray(choices)) return 'a parameter row has neither values nor value';
  }
  return null;
}

/** GET /api/store/product/detail/:id: what the product page prices and offers. */
export function productDetailDifference(data: unknown): string | null {
  return fieldsDifference(data, 'the product', { product_id: 'integer', store_name: 'string', price: 'money', sku: 'object' });
}

/** GET /api/user: the session the header and the user centre show. */
export function userDifference(data: unknown): string | null {
  return fieldsDifference(data, 'the user', { uid: 'integer', nickname: 'string' });
}

const CHECK_FIELDS = { key: 'string', order_price: 'money', order: 'array' } as const;
const MERCHANT_FIELDS = { mer_id: 'integer', list: 'array', 'order.pay_price': 'money' } as const;
/** What /order_confirm reads of a line: the unit price is productAttr.price, the paid one true_price ÷ cart_num. */
const CHECK_LINE_FIELDS = {
  cart_id: 'integer',
  product_id: 'integer',
  cart_num: 'integer',
  total_price: 'money',
  true_price: 'money',
  product: 'object',
  'productAttr.price': 'money',
} as const;

/** POST /api/v2/order/check: the priced order, its stores and their lines. */
export function orderCheckDifference(data: unknown): string | null {
  const top = fieldsDifference(data, 'the order check', CHECK_FIELDS);
  if (top) return top;
  for (const merchant of (data as { order: unknown[] }).order) {
    const store = fieldsDifference(merchant, 'a store of the order check', MERCHANT_FIELDS);
    if (store) return store;
    for (const line of (merchant as { list: unknown[] }).list) {
      const difference = fieldsDifference(line, 'an order/check line', CHECK_LINE_FIELDS);
      if (difference) return difference;
    }
  }
  return null;
}
