// The reference mall answers every public read the storefront makes in stock CRMEB-MER's types (docs/mall-api.md
// §5.7): money as a decimal string ("80.00"), ids, stock and sales as integers, paging as `{count, list}` without
// a page echo, and the failures stock gives as answers (规则不存在) where a call has one. The calls and the ids
// they find are the contract check's (server/contract/contract-calls.ts), so a new read is covered at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_CALLS, placeholdersOf, type FoundIds } from '../../../server/contract/contract-calls.ts';
import { startDemoMall, type StartedDemoMall } from '../../../demo-mall/start.ts';

let demo: StartedDemoMall;
const answers = new Map<string, { status?: unknown; message?: unknown; data?: unknown }>();

beforeAll(async () => {
  demo = await startDemoMall({ database: ':memory:', printSms: false });
  const found: FoundIds = {};
  for (const call of CONTRACT_CALLS) {
    if (call.method !== 'GET' || call.account || call.url.startsWith('/ajcaptcha')) continue;
    const url = placeholdersOf(call.url).reduce((text, name) => text.replace(`{${name}}`, String(found[name])), call.url);
    const body = (await (await fetch(`${demo.url}${url}`)).json()) as { status?: unknown; data?: unknown };
    answers.set(call.url, body);
    if (body.status === 200) Object.assign(found, call.finds?.(body.data) ?? {});
  }
});

afterAll(async () => {
  await demo?.close();
});

const MONEY_KEY = /(^|_)(price|money)$|^(ot_price|svip_price|cost|coupon_price|use_min_price|margin)$/;
const ID_KEY = /(^|_)id$/;
const COUNT_KEY = /^(stock|sales)$/;

/** Every field that breaks stock's types, as `url path: value`. */
function typeBreaks(url: string, value: unknown, path = 'data'): string[] {
  if (Array.isArray(value)) return value.slice(0, 5).flatMap((item, index) => typeBreaks(url, item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const at = `${path}.${key}`;
    if (MONEY_KEY.test(key) && typeof field === 'number') return [`${url} ${at}: money as a number ${field}`];
    if ((ID_KEY.test(key) || COUNT_KEY.test(key)) && typeof field === 'string' && field !== '')
      return [`${url} ${at}: ${JSON.stringify(field)} where stock sends an integer`];
    return typeBreaks(url, field, at);
  });
}

describe('the reference mall in stock types', () => {
  it('answers every public read with success, or with the failure stock answers it with', () => {
    expect(answers.size).toBeGreaterThan(35);
    const failures = [...answers].filter(([, body]) => body.status !== 200).map(([url, body]) => `${url}: ${String(body.message)}`);
    expect(failures).toEqual([]);
  });

  it('sends money as strings and ids, stock and sales as integers', () => {
    expect([...answers].flatMap(([url, body]) => typeBreaks(url, body.data))).toEqual([]);
  });

  it('pages as {count, list} without echoing the page', () => {
    for (const [url, body] of answers) {
      const data = body.data as Record<string, unknown> | undefined;
      if (!data || typeof data !== 'object' || !('list' in data) || !('count' in data)) continue;
      expect(Number.isInteger(data.count), url).toBe(true);
      expect(
        Object.keys(data).filter((key) => ['page', 'limit', 'total'].includes(key)),
        url,
      ).toEqual([]);
    }
  });

  it('refuses as stock does: HTTP 200 with the body status 400', async () => {
    for (const path of ['/api/store/product/detail/999999', '/api/store/product/price_rule/999999', '/api/article/detail/999999']) {
      const response = await fetch(`${demo.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { status?: unknown }).status, path).toBe(400);
    }
  });

  it('answers the category menu as {hot, list} and spu/params without a filter as an empty page', async () => {
    expect(Object.keys(answers.get('/api/store/product/category/lst')?.data ?? {}).sort()).toEqual(['hot', 'list']);
    const bare = (await (await fetch(`${demo.url}/api/product/spu/params?is_pc=1`)).json()) as { data?: unknown };
    expect(bare.data).toEqual({ count: 0, list: [] });
  });
});
