// Every public page rendered by the BFF in front of the recorded stock CRMEB mall (test/helpers/stock-mall): no
// 500, and the footer keeps its article columns although stock CRMEB has no /api/article/categories (the BFF
// reads the stock article routes instead, server/ssr/footer-articles.ts). Needs the production build, as
// every page-rendering test does (`npm test` builds first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PAGES } from '../../../shared/route-links.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { buildTestApp, type TestApp } from '../../helpers/bff/build-test-app.ts';
import { renderedFooterColumns, STOCK_FOOTER_COLUMNS } from '../../helpers/stock-mall/footer-columns.ts';
import { startStockMall, type StockMall } from '../../helpers/stock-mall/stock-mall.ts';

/** A URL for each public page, with ids and parameters the recorded mall knows. */
const PUBLIC_PAGE_URLS: Record<string, string> = {
  '/': '/',
  '/coupon_center': '/coupon_center',
  '/goods_cate': '/goods_cate?sid=1',
  '/goods_categories': '/goods_categories',
  '/goods_coupon': '/goods_coupon?coupon_id=1',
  '/goods_label': '/goods_label?label_id=1&name=%E6%96%B0%E5%93%81',
  '/goods_list': '/goods_list?type=best',
  '/goods_presell': '/goods_presell',
  '/goods_search': '/goods_search?title=%E7%BA%B8',
  '/goods_seckill': '/goods_seckill',
  '/news_list': '/news_list',
  '/qualifications': '/qualifications?id=2',
  '/shop_more': '/shop_more',
  '/shop_street': '/shop_street',
  '/privacy_agreement': '/privacy_agreement?type=sys_userr_privacy',
  '/goods_detail/@id': '/goods_detail/63',
  '/goods_presell_detail/@id': '/goods_presell_detail/5',
  '/goods_seckill_detail/@id': '/goods_seckill_detail/2001',
  '/news_detail/@id': '/news_detail/1',
  '/goods_ranking': '/goods_ranking',
  '/store': '/store?id=2',
  '/store/category': '/store/category?id=2',
  '/store/storeCoupon': '/store/storeCoupon?id=2',
  // guest-only, but a guest's first stop
  '/login': '/login',
};

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

describe('public pages in front of a stock CRMEB backend', () => {
  it('has a URL for every public page of the route table', () => {
    const publicPaths = [...Object.values(ROUTES), ...Object.values(STORE_PAGES)]
      .filter((route) => !('auth' in route) || route.auth !== 'login')
      .map((route) => route.path);
    expect(Object.keys(PUBLIC_PAGE_URLS).sort()).toEqual([...new Set(publicPaths)].sort());
  });

  it.each(Object.values(PUBLIC_PAGE_URLS))('%s renders with the footer article columns', async (url) => {
    const response = await render(url);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(renderedFooterColumns(response.body)).toEqual(STOCK_FOOTER_COLUMNS);
  });

  it('asked the one-call route once, then built the columns from the stock article routes, kept in the cache', async () => {
    await render('/');
    await render('/shop_street');
    const asked = (path: string) => mall.requests.filter((request) => request.url.split('?')[0] === path).length;
    expect(asked('/api/article/categories')).toBe(1);
    // the category list serves both the footer (once, cached) and the news page's tabs (read per render)
    expect(asked('/api/article/category/lst')).toBeGreaterThanOrEqual(1);
    expect(asked('/api/article/lst/16')).toBe(1);
    expect(STOCK_FOOTER_COLUMNS.map((column) => column.title)).toContain('新手指南');
  });

  it('shows the recorded records on their pages', async () => {
    expect((await render('/goods_detail/63')).body).toContain('齐心 商用碎纸机 TD-1873');
    expect((await render('/store?id=2')).body).toContain('东联办公自营馆');
    expect((await render('/news_detail/1')).body).toContain('注册与登录');
  });

  it('answers an id the mall does not know with the 404 page, not a 500', async () => {
    expect((await render('/goods_detail/999999')).statusCode).toBe(404);
    expect((await render('/store?id=999')).statusCode).toBe(404);
  });
});
