// A member whose role has no company cart (只读, 审批人, 财务; docs/company-api.md §1.3) sees, under 企业, a note on
// the product page instead of 加入购物车 and 立即购买, which the mall would refuse; under 个人 they buy as usual.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { freshMemberPhone, MEMBER_PASSWORD, registerMallAccount } from '../helpers/e2e/company-members.ts';
import { COMPANY_PHONE, DEMO_PASSWORD, open, switchEntity } from '../helpers/e2e/login.ts';

const SHOTS = 'test-results/screenshots';

test('a 只读 member under 企业 sees why they cannot buy; under 个人 the buttons are back', async ({ page, baseURL }) => {
  const phone = freshMemberPhone();
  await registerMallAccount(baseURL!, phone);
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await admin.post('/api/auth/login', { data: { account: COMPANY_PHONE, password: DEMO_PASSWORD, user_type: 'pc' } });
    const invited = await (await admin.post('/api/company/member/invite', { data: { phone, role: 'viewer' } })).json();
    expect(invited).toMatchObject({ status: 200 });
  } finally {
    await admin.dispose();
  }

  const login = await page.request.post('/api/auth/login', { data: { account: phone, password: MEMBER_PASSWORD, user_type: 'pc' } });
  expect(login.status()).toBe(200);
  await open(page, '/goods_detail/1');
  if ((await page.locator('.entity-label').textContent()) !== '（企业）') await switchEntity(page, 'COMPANY');

  const actions = page.locator('.detail-actions');
  await expect(actions.getByRole('note')).toHaveText('您的企业角色不能下单，可切换为个人采购');
  await expect(actions.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  await page.locator('.detail-actions').screenshot({ path: `${SHOTS}/company-viewer-product-actions.png` });

  await switchEntity(page, 'PERSONAL');
  await expect(actions.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expect(actions.getByRole('note')).toHaveCount(0);
});
