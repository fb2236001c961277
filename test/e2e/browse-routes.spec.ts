// Every browse route renders its content from the demo mall; detail extras (tabs, JSON-LD, reviews),
// search suggestions and the licence captcha behave.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';

const ROUTES: [string, string[]][] = [
  ['/goods_seckill', ['限时秒杀', '已抢']],
  ['/goods_presell?type=1', ['预售专区', '原价', '登录查看秒杀价/企业价', '立即预定']],
  ['/goods_presell?type=0', ['未开始', '开售时间']],
  ['/coupon_center', ['领券中心', '通用券', '商品券', '立即领取']],
  ['/news_list', ['资讯信息', '最新资讯']],
  ['/shop_street', ['店铺街', '进店逛逛', '人关注']],
  ['/shop_more?title=%E5%B7%A5', ['更多店铺', '好评', '进店逛逛']],
  ['/store?id=1', ['店铺首页', '全部分类', '领优惠券', '全部商品', '收藏店铺']],
  ['/store/category?id=1&order=sales', ['排序：', '新品', '销量']],
  ['/store/storeCoupon?id=1', ['店铺优惠券']],
  ['/qualifications?id=1', ['商家营业执照信息', '电子商务法']],
  ['/privacy_agreement?type=sys_user_agree', ['用户协议']],
  ['/privacy_agreement?type=sys_userr_privacy', ['隐私政策']],
  ['/goods_list?type=best', ['精品推荐', '为你推荐']],
  ['/goods_ranking', ['热销TOP总榜单']],
  ['/goods_ranking/2', ['热销TOP总榜单']],
  ['/goods_categories', ['全部分类', '办公用品']],
  ['/goods_coupon?coupon_id=1', ['以下商品适用于']],
  ['/goods_search?title=%E5%A4%8D%E5%8D%B0%E7%BA%B8', ['复印纸', '搜索结果']],
  ['/goods_search?title=zzzz-nothing', ['抱歉，没有找到您搜索的相关商品~']],
];

for (const [url, texts] of ROUTES) {
  test(`${url} renders its content on the server`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of texts) expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+-东联工业品商城<\/title>/);
  });
}

test('news detail shows the article and the store pages 404 for unknown ids', async ({ page, request }) => {
  const list = await (await request.get('/api/article/list')).json();
  const id = list.data.list[0].article_id as number;
  await page.goto(`/news_detail/${id}`);
  await expect(page.locator('.news-article h1')).toHaveText(list.data.list[0].title);
  await expect(page.locator('.breadcrumb')).toContainText('资讯详情');
  expect((await request.get('/store?id=999999')).status()).toBe(404);
  expect((await request.get('/news_detail/999999')).status()).toBe(404);
});

test('product page: JSON-LD, tabs, reviews filter and a screenshot', async ({ page }) => {
  const response = await page.goto('/goods_detail/1');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).not.toMatch(/<script(?![^>]*(type="application\/ld\+json"|src=))[^>]*>[^<]*alert/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@type']).toBe('Product');
  expect(ld.offers.priceCurrency).toBe('CNY');
  expect(ld.offers.availability).toMatch(/schema\.org\/(InStock|OutOfStock)/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/goods_detail\/1$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.detail-price-now')).toContainText('¥');
  await page.getByRole('tab', { name: '商品参数' }).click();
  await expect(page.locator('.params-table')).toBeVisible();
  await page.getByRole('tab', { name: /累计评论/ }).click();
  const good = page.locator('.reviews-tabs .chip', { hasText: '好评' });
  await good.click();
  await expect(good).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '产品详情' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screenshots/browse-product.png', fullPage: true });
});

test('seckill and presell detail variants', async ({ page, request }) => {
  const seckill = await (await request.get('/api/store/product/seckill/lst?limit=1')).json();
  if (seckill.data.count > 0) {
    await page.goto(`/goods_seckill_detail/${seckill.data.list[0].product_id}`);
    await expect(page.locator('.activity-seckill')).toContainText('已抢');
  }
  await page.goto('/goods_presell_detail/5');
  await expect(page.locator('.activity-presell')).toContainText('预售');
  await expect(page.locator('.presell-steps')).toContainText('商品发货');
});

test('search suggestions are keyboard navigable', async ({ page }) => {
  await page.goto('/goods_search?title=%E7%AC%94');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const input = page.locator('#result-search');
  await input.fill('复印');
  const list = page.getByRole('listbox', { name: '搜索建议' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option').first()).toBeVisible();
  await input.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const href = await list.getByRole('option').first().locator('a').getAttribute('href');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
});

test('qualifications: the licence appears after the image captcha', async ({ page, request }) => {
  await page.goto('/qualifications?id=1');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.locator('[data-captcha-image]').waitFor();
  await page.getByLabel('图片验证码').fill('0000');
  await page.getByRole('button', { name: '查看营业执照' }).click();
  await expect(page.getByRole('alert')).toContainText('验证码输入有误');
  void request;
});
