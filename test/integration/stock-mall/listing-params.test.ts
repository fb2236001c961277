// The listings' parameter filter in front of the recorded stock CRMEB mall: stock answers spu/params with rows whose
// choices are `value` rows (`{parameter_value_id, value, …}`), and `{count: 0, list: []}` with nothing to filter
// by; the filter panel shows the choices of the first and no row for the second. Needs the production build.
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

describe('the parameter filter on a stock backend', () => {
  it('offers the value rows of a category as choices', async () => {
    const response = await render('/goods_cate?sid=1');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const panel = response.body.slice(response.body.indexOf('class="filter-panel"'));
    for (const text of ['克重', '70g', '80g', '纸张尺寸', 'A4']) expect(panel).toContain(text);
    expect(mall.requests.some((request) => request.url.startsWith('/api/product/spu/params?') && request.url.includes('cate_pid=1'))).toBe(
      true,
    );
  });
});
