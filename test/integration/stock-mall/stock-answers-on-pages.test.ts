// Pages in front of the recorded stock CRMEB mall read stock's own answers: spu/params rows whose choices are
// `value` rows (`{parameter_value_id, value, …}`) become the listing's filter chips, and the price rule's
// `规则不存在` (a shop without price rules) is no explanation, not a fault to log. Needs the production build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/bff/build-test-app.ts';
import { startStockMall, type StockMall } from '../../helpers/stock-mall/stock-mall.ts';

let mall: StockMall;
let bff: TestApp;

beforeAll(async () => {
  mall = await startStockMall();
  bff = await buildTestApp({ mallUrl: mall.url, pages: true });
});

afterAll(async () => {
  await bff?.app.close();
  await mall?.close();
});

const render = (url: string) => bff.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('stock answers on the pages', () => {
  it('offers the value rows of a category as choices', async () => {
    const response = await render('/goods_cate?sid=1');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const panel = response.body.slice(response.body.indexOf('class="filter-panel"'));
    for (const text of ['克重', '70g', '80g', '纸张尺寸', 'A4']) expect(panel).toContain(text);
    expect(mall.requests.some((request) => request.url.startsWith('/api/product/spu/params?') && request.url.includes('cate_pid=1'))).toBe(
      true,
    );
  });

  it('shows a product of a shop without price rules, and logs no unavailable data for the rule', async () => {
    const response = await render('/goods_detail/63');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('齐心 商用碎纸机 TD-1873');
    expect(mall.requests.some((request) => request.url === '/api/store/product/price_rule/1011')).toBe(true);
    // the upstream call itself is logged at info; a warning would say the page missed data
    const warnings = bff.logs.lines().filter((line) => Number(line.level) >= 40 && JSON.stringify(line).includes('price_rule'));
    expect(warnings.map((line) => line.msg)).toEqual([]);
  });
});
