// The company's members and profile (docs/user-centre.md, docs/company-api.md §2) as company 2's 管理员
// (13800000003): invite a freshly registered account (the invitation SMS lands in /demo/sms), change its role,
// disable and enable it, remove it; a 采购员 member sees only 企业信息 and 快速下单 in the 企业中心 menu and gets the 403 page on
// the finance and statement pages; the profile refuses a bad credit code (keeping what was typed), takes a good
// one back to 待认证, and the platform console rejects with a reason and approves it.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { freshMemberPhone, MEMBER_PASSWORD, memberRow, registerMallAccount } from '../helpers/e2e/company-members.ts';
import { open, signInByApi } from '../helpers/e2e/login.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { toast } from '../helpers/e2e/toast.ts';

const SHOTS = 'test-results/screens';
const ADMIN_PHONE = '13800000003';
const COMPANY_NAME = '苏州恒泰精密机械有限公司';
const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });

test('the 管理员 invites, changes the role of, disables, enables and removes a member; a 采购员 sees only what the role allows', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = freshMemberPhone();
  await registerMallAccount(baseURL!, phone);

  await signInByApi(page, ADMIN_PHONE, '/user/company_user_management');
  await expect(page).toHaveTitle('企业成员管理-东联工业品商城');
  await expect(page.locator('.cm-table tbody tr').first()).toContainText('陈工');

  // invite: the browser's check first, then the mall's refusal of an unknown phone, then the real one
  await page.getByRole('button', { name: '邀请成员' }).click();
  const invite = page.getByRole('dialog', { name: '邀请成员' });
  await invite.getByLabel('手机号').fill('1380000');
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(invite.getByRole('alert')).toHaveText('手机号格式不符');
  await invite.getByLabel('手机号').fill(freshMemberPhone().replace(/^137/, '136'));
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(toast(page, '该手机号未注册商城账号')).toBeVisible();
  await invite.getByLabel('手机号').fill(phone);
  await invite.getByLabel('角色').selectOption({ label: '采购员' });
  await page.screenshot({ path: `${SHOTS}/company-members-invite-dialog.png` });
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(toast(page, '邀请成功')).toBeVisible();
  await expect(invite).toHaveCount(0);
  const row = memberRow(page, phone);
  await expect(row).toContainText('采购员');
  await expect(row).toContainText('正常');
  await page.screenshot({ path: `${SHOTS}/company-members-invited.png`, fullPage: true });

  const sms = await page.request.get('/demo/sms');
  expect(await sms.text()).toContain(`您已被添加为企业「${COMPANY_NAME}」的成员，角色：采购员`);

  // change the role to 财务 and back to 采购员
  await row.getByRole('button', { name: '修改角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '修改角色' });
  await roleDialog.getByLabel('角色').selectOption({ label: '财务' });
  await page.screenshot({ path: `${SHOTS}/company-members-role-dialog.png` });
  await roleDialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(memberRow(page, phone)).toContainText('财务');
  await memberRow(page, phone).getByRole('button', { name: '修改角色' }).click();
  await page.getByRole('dialog', { name: '修改角色' }).getByLabel('角色').selectOption({ label: '采购员' });
  await page.getByRole('dialog', { name: '修改角色' }).getByRole('button', { name: '保存' }).click();
  await expect(memberRow(page, phone)).toContainText('采购员');

  // disable and enable; the admin cannot disable themselves
  await memberRow(page, phone).getByRole('button', { name: '停用' }).click();
  await expect(toast(page, '已停用')).toBeVisible();
  await expect(memberRow(page, phone)).toContainText('已停用');
  await page.screenshot({ path: `${SHOTS}/company-members-disabled.png`, fullPage: true });
  await memberRow(page, phone).getByRole('button', { name: '启用' }).click();
  await expect(toast(page, '已启用')).toBeVisible();
  await expect(memberRow(page, phone)).toContainText('正常');
  await memberRow(page, ADMIN_PHONE).getByRole('button', { name: '停用' }).click();
  await expect(toast(page, '不能停用自己')).toBeVisible();

  // the 采购员 signs in on another browser: 企业中心 shows only 企业信息 and 快速下单; finance and statements answer 403
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const login = await buyer.request.post('/api/auth/login', { data: { account: phone, password: MEMBER_PASSWORD, user_type: 'pc' } });
  expect(((await login.json()) as { data: { company?: { role_name: string } } }).data.company?.role_name).toBe('采购员');
  await open(buyer, '/user');
  const companyGroup = menu(buyer).locator('section', { has: buyer.getByRole('heading', { name: '企业中心' }) });
  await expect(companyGroup.getByRole('link')).toHaveText([
    '消息中心',
    '企业信息',
    '快速下单',
    '常购清单',
    '定期采购',
    '企业协议价',
    '我的询价',
  ]);
  await buyer.screenshot({ path: `${SHOTS}/company-members-buyer-menu.png`, fullPage: true });
  await open(buyer, '/user/company');
  await expect(buyer.getByText('企业信息仅企业管理员可以修改。')).toBeVisible();
  await expect(buyer.getByRole('button', { name: '修改企业信息' })).toHaveCount(0);
  await buyer.screenshot({ path: `${SHOTS}/company-members-buyer-profile.png`, fullPage: true });
  for (const path of ['/user/financial_management', '/user/statement_management', '/user/spend']) {
    const response = await open(buyer, path);
    expect(response?.status(), path).toBe(403);
    await expect(buyer.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    await expect(buyer.getByText('您的企业角色「采购员」没有')).toBeVisible();
    await expect(buyer.getByRole('link', { name: '返回个人中心' })).toHaveAttribute('href', '/user');
  }
  await buyer.screenshot({ path: `${SHOTS}/company-members-buyer-403.png`, fullPage: true });

  // remove, with a confirmation; the removed member's company pages answer 403 from then on
  await memberRow(page, phone).getByRole('button', { name: '移除' }).click();
  const confirm = page.getByRole('dialog', { name: '移除成员' });
  await expect(confirm).toContainText('确定将');
  await page.screenshot({ path: `${SHOTS}/company-members-remove-confirm.png` });
  await confirm.getByRole('button', { name: '确定移除' }).click();
  await expect(toast(page, '移除成功')).toBeVisible();
  await expect(memberRow(page, phone)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/company-members-removed.png`, fullPage: true });
  expect((await open(buyer, '/user/company'))?.status()).toBe(403);
  await buyerContext.close();
});

test('the profile refuses a bad credit code keeping what was typed; a good one goes to 待认证 and the platform reviews it', async ({
  page,
}) => {
  await signInByApi(page, ADMIN_PHONE, '/user/company');
  await expect(page).toHaveTitle('企业信息-东联工业品商城');
  await page.screenshot({ path: `${SHOTS}/company-members-profile.png`, fullPage: true });

  await page.getByRole('button', { name: '修改企业信息' }).click();
  const form = page.getByRole('form', { name: '修改企业信息' });
  const address = `江苏省苏州市高新区竹园路 ${Date.now() % 1000} 号`;
  await form.getByLabel('企业地址').fill(address);
  await form.getByLabel('统一社会信用代码').fill('91320505MA1NXT3R5A');
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(form.getByRole('alert')).toHaveText('统一社会信用代码格式不正确');
  await expect(toast(page, '统一社会信用代码格式不正确')).toBeVisible();
  await expect(form.getByLabel('统一社会信用代码')).toHaveValue('91320505MA1NXT3R5A');
  await expect(form.getByLabel('企业地址')).toHaveValue(address);
  await page.screenshot({ path: `${SHOTS}/company-members-profile-bad-code.png`, fullPage: true });

  await form.getByLabel('统一社会信用代码').fill('91320505MA1NXT3R5T');
  await form
    .getByLabel('营业执照')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: solidPng(320, 220, [0, 145, 218]) });
  await expect(form.getByAltText('营业执照预览')).toHaveAttribute('src', /\/api\/demo-assets\/upload\//);
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(toast(page, '提交成功，请等待审核')).toBeVisible();
  await expect(page.locator('.cm-badge')).toHaveText('待认证');
  await expect(page.getByText(address)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/company-members-profile-pending.png`, fullPage: true });

  // the platform rejects with a reason: 认证失败 with it; resubmitted and approved: 已认证
  await page.goto('/demo/platform/companies');
  const consoleRow = page.locator('tr', { hasText: COMPANY_NAME });
  await consoleRow.getByLabel(`驳回原因（${COMPANY_NAME}）`).fill('营业执照图片不清晰');
  await consoleRow.getByRole('button', { name: '驳回' }).click();
  await expect(page.getByRole('status')).toHaveText(`${COMPANY_NAME} 认证已驳回`);
  await open(page, '/user/company');
  await expect(page.locator('.cm-badge')).toHaveText('认证失败');
  await expect(page.getByRole('note')).toContainText('营业执照图片不清晰');
  await page.screenshot({ path: `${SHOTS}/company-members-profile-failed.png`, fullPage: true });

  await page.getByRole('button', { name: '修改企业信息' }).click();
  await page.getByRole('form', { name: '修改企业信息' }).getByRole('button', { name: '提交审核' }).click();
  await expect(page.locator('.cm-badge')).toHaveText('待认证');
  await page.goto('/demo/platform/companies');
  await page.screenshot({ path: `${SHOTS}/company-members-platform-console.png`, fullPage: true });
  await page.locator('tr', { hasText: COMPANY_NAME }).getByRole('button', { name: '通过认证' }).click();
  await expect(page.getByRole('status')).toHaveText(`${COMPANY_NAME} 已通过认证`);
  await open(page, '/user/company');
  await expect(page.locator('.cm-badge')).toHaveText('已认证');
  await page.screenshot({ path: `${SHOTS}/company-members-profile-verified.png`, fullPage: true });
});
