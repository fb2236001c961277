// A member whose role has no company cart (只读, 审批人, 财务; docs/company-api.md §1.3) sees, under 企业, a note on
// the product page instead of 加入购物车 and 立即购买, which the mall would refuse; under 个人 they buy as usual. On
// the cart page they read the company cart: no stepper, no 删除, and the same note instead of 去结算.
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_PHONE, DEMO_PASSWORD, switchEntity } from '../helpers/e2e/login.ts';

const SHOTS = 'test-results/screenshots';

/** A line the company admin puts in the company cart (as 企业), in a request context of its own. */
async function seedCompanyCart(baseURL: string, productId: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await admin.post('/api/auth/login', { data: { account: COMPANY_PHONE, password: DEMO_PASSWORD, user_type: 'pc' } });
    await admin.post('/bff/entity', { data: { entity: 'COMPANY' } });
    const detail = await (await admin.get(`/api/store/product/detail/${productId}`)).json();
    const unique = Object.values(detail.data.sku as Record<string, { unique: string }>)[0]?.unique;
    const added = await (
      await admin.post('/api/user/cart/create', {
        data: { product_id: productId, cart_num: 2, product_attr_unique: unique, product_type: 0, is_new: 0 },
      })
    ).json();
    expect(added).toMatchObject({ status: 200 });
  } finally {
    await admin.dispose();
  }
}

test('a 只读 member under 企业 sees why they cannot buy; under 个人 the buttons are back', async ({ page, signIn }) => {
  await signIn.member('viewer', { path: '/goods_detail/1' });
  await expect(page.locator('.entity-label')).toHaveText('（企业）');

  const actions = page.locator('.detail-actions');
  await expect(actions.getByRole('note')).toHaveText('您的企业角色不能下单，可切换为个人采购');
  await expect(actions.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  await page.locator('.detail-actions').screenshot({ path: `${SHOTS}/company-viewer-product-actions.png` });

  await switchEntity(page, 'PERSONAL');
  await expect(actions.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expect(actions.getByRole('note')).toHaveCount(0);
});

test('a 只读 member under 企业 reads the company cart without changing it or checking out', async ({ page, baseURL, signIn }) => {
  await seedCompanyCart(baseURL!, 1);
  await signIn.member('viewer', { path: '/shopping_cart' });
  await expect(page.locator('.entity-label')).toHaveText('（企业）');

  const rows = page.locator('.cart-store .cart-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('.cart-qty-fixed').first()).toHaveText(/^\d+$/);
  await expect(page.getByRole('textbox', { name: /的数量$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '删除选中' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '去结算' })).toHaveCount(0);
  await expect(page.locator('.cart-footer').getByRole('note')).toHaveText('您的企业角色不能修改企业购物车或下单，可切换为个人采购');
  await page.locator('.cart-page').screenshot({ path: `${SHOTS}/company-viewer-cart.png` });
});
