// Tabbed, paged screens without JavaScript: the current tab is marked and every tab and page is a link
// that keeps the screen's state.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';

test.use({ javaScriptEnabled: false });

const TAB_CASES: [url: string, nav: string, current: string, other: [label: string, href: string]][] = [
  ['/shop_street', '商户分类', '全部', ['全部', '/shop_street']],
  ['/coupon_center?type=0', '优惠券类型', '店铺券', ['全部', '/coupon_center']],
  ['/coupon_center', '优惠券类型', '全部', ['商品券', '/coupon_center?type=1']],
  ['/goods_presell?type=0', '预售状态', '未开始', ['进行中', '/goods_presell?type=1']],
  ['/goods_list?type=hot', '榜单', '热门榜单', ['首发新品', '/goods_list?type=new']],
];

for (const [url, nav, current, [label, href]] of TAB_CASES) {
  test(`${url}: ${current} is the current tab, ${label} links to ${href}`, async ({ page }) => {
    await page.goto(url);
    const tabs = page.getByRole('navigation', { name: nav });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText(current);
    await expect(tabs.locator('.tab.active')).toHaveText(current);
    await expect(tabs.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  });
}

test('the pager of a tab keeps the tab', async ({ page }) => {
  await page.goto('/coupon_center');
  const next = page.locator('.pager').getByRole('link', { name: '2', exact: true });
  await expect(next).toHaveAttribute('href', '/coupon_center?page=2');
  await page.goto('/goods_list?type=best');
  await expect(page.locator('.pager').getByRole('link', { name: '2', exact: true })).toHaveAttribute(
    'href',
    '/goods_list?type=best&page=2',
  );
});
