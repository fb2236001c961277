// The company members page's dialogs check in the browser before sending (shared/company/company-member-form-rules.ts,
// shared/company/approval-rules.ts, no zod on the page): each refusal lands beside the field it names, is toasted,
// and keeps what was typed; nothing reaches the mall until the form is right.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { signInByApi } from '../helpers/e2e/login.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screenshots';

test('the invite and limits dialogs name the field of their first problem and keep what was typed', async ({ page }) => {
  await signInByApi(page, '13800000003', '/user/company_user_management');
  await expect(page).toHaveTitle('企业成员管理-东联工业品商城');

  // invite: a good phone without a role is refused on the role
  await page.getByRole('button', { name: '邀请成员' }).click();
  const invite = page.getByRole('dialog', { name: '邀请成员' });
  await invite.getByLabel('手机号').fill('13800000009');
  await invite.getByLabel('角色').selectOption('');
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(invite.getByRole('alert')).toHaveText('请选择正确的角色');
  await expect(invite.getByLabel('角色')).toHaveAccessibleDescription('请选择正确的角色');
  await expect(toast(page, '请选择正确的角色')).toBeVisible();
  await expect(invite.getByLabel('手机号')).toHaveValue('13800000009');
  await page.screenshot({ path: `${SHOTS}/company-form-checks-invite-role.png` });
  await invite.getByRole('button', { name: '取消' }).click();

  // limits: the first broken field is marked, then the next once the first is right
  await page.getByRole('button', { name: '限额' }).first().click();
  const limits = page.getByRole('dialog', { name: '采购限额' });
  await expect(limits.getByRole('button', { name: '保存' })).toBeEnabled();
  await limits.getByLabel('单笔限额(元)').fill('1.234');
  await limits.getByLabel('月度预算(元)').fill('20000000');
  await limits.getByRole('button', { name: '保存' }).click();
  await expect(limits.getByRole('alert')).toHaveText('限额格式不正确');
  await expect(limits.getByLabel('单笔限额(元)')).toHaveAccessibleDescription('限额格式不正确');
  await limits.getByLabel('单笔限额(元)').fill('1.23');
  await limits.getByRole('button', { name: '保存' }).click();
  await expect(limits.getByLabel('月度预算(元)')).toHaveAccessibleDescription('限额不能超过 10000000');
  await expect(toast(page, '限额不能超过 10000000')).toBeVisible();
  await expect(limits.getByLabel('月度预算(元)')).toHaveValue('20000000');
  await page.screenshot({ path: `${SHOTS}/company-form-checks-limits.png` });
  await limits.getByRole('button', { name: '取消' }).click();
  await expect(limits).toHaveCount(0);
});
