// The shapes the storefront reads a successful answer's `data` in (docs/mall-api.md): what "differs" means.
export type AnswerShape =
  /** `{count, list: [...]}` */
  | 'paged'
  | 'array'
  | 'object'
  /** `[{count: "5"}]`: a SUM, so a string, or the int 0 */
  | 'cart-count'
  /** a login or the company token: `{token, ...}` */
  | 'token'
  /** a success message, with or without data (`删除成功`) */
  | 'message';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function describeValue(value: unknown): string {
  if (value === undefined) return 'no data';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return isRecord(value) ? `an object with ${Object.keys(value).slice(0, 4).join(', ') || 'no keys'}` : `a ${typeof value}`;
}

const isCount = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

/** null when `data` has the shape, else how it differs (one line). */
export function shapeDifference(shape: AnswerShape, data: unknown): string | null {
  switch (shape) {
    case 'paged':
      if (!isRecord(data) || !Array.isArray(data.list)) return `expected {count, list}, got ${describeValue(data)}`;
      return isCount(data.count) ? null : 'expected a numeric count beside the list';
    case 'array':
      return Array.isArray(data) ? null : `expected an array, got ${describeValue(data)}`;
    case 'object':
      return isRecord(data) ? null : `expected an object, got ${describeValue(data)}`;
    case 'cart-count': {
      if (!Array.isArray(data)) return `expected [{count}], got ${describeValue(data)}`;
      const first = data[0] as unknown;
      return data.length === 0 || (isRecord(first) && isCount(first.count)) ? null : 'expected [{count: "N"}]';
    }
    case 'message':
      return null;
    case 'token':
      return isRecord(data) && typeof data.token === 'string' && data.token !== ''
        ? null
        : `expected {token, ...}, got ${describeValue(data)}`;
  }
}
