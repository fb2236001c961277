// Login modal panels: validation messages, resend countdown, password / SMS / QR login, entity dialog.
import type { Locator } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import {
  COMPANY_NAME,
  COMPANY_PHONE,
  dragSlider,
  latestSmsCode,
  nextSliderAnswer,
  open,
  openLoginModal,
  PERSONAL_PHONE,
} from '../helpers/e2e/login.ts';

const alertIn = (dialog: Locator) => dialog.locator('.login-error');

test('password panel: messages, agreement links, Enter submits and logs in', async ({ page }) => {
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '账号登录' }).click();
  await dialog.getByLabel('请输入密码').press('Enter');
  await expect(alertIn(dialog)).toHaveText('请填写账号');
  await dialog.getByLabel('请输入手机号或账号').fill(PERSONAL_PHONE);
  await dialog.getByLabel('请输入密码').press('Enter');
  await expect(alertIn(dialog)).toHaveText('请填写密码');
  await dialog.getByLabel('请输入密码').fill('wrong-pass1!');
  await dialog.getByLabel('请输入密码').press('Enter');
  await expect(alertIn(dialog)).toHaveText('请勾选用户隐私协议');
  await expect(dialog.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/privacy_agreement?type=sys_user_agree');
  await expect(dialog.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy_agreement?type=sys_userr_privacy');
  await dialog.getByLabel('我已阅读并同意').check();
  await dialog.getByLabel('请输入密码').press('Enter');
  await expect(page.locator('.toast')).toContainText('账号或密码错误');
  await dialog.getByLabel('请输入密码').fill('Demo@2026');
  await dialog.getByLabel('请输入密码').press('Enter');
  await expect(page.locator('.top-bar-nickname')).toHaveText('张采购');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('SMS panel: messages, slider, countdown, failure and login', async ({ page }) => {
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '快速登录' }).click();
  const send = dialog.getByRole('button', { name: '获取验证码' });
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(alertIn(dialog)).toHaveText('请输入手机号码');
  await dialog.getByLabel('请输入手机号码').fill('12345678901');
  await send.click();
  await expect(alertIn(dialog)).toHaveText('请输入正确的手机号码');
  await dialog.getByLabel('请输入手机号码').fill(PERSONAL_PHONE);
  await send.click();
  await expect(alertIn(dialog)).toHaveText('请勾选用户隐私协议');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(alertIn(dialog)).toHaveText('请输入验证码');
  await dialog.getByLabel('请输入验证码').fill('12-4');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(alertIn(dialog)).toHaveText('请输入正确的验证码');
  await dialog.getByLabel('我已阅读并同意').check();

  const { x } = await nextSliderAnswer(page, () => send.click());
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toBeVisible();
  await expect(page.locator('.captcha-original')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: 'test-results/screenshots/slider-captcha.png' });
  await dragSlider(page, x);
  await expect(page.locator('.captcha-tip-success')).toHaveText(/s验证成功$/);
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toHaveCount(0);
  const counting = dialog.locator('.send-code');
  await expect(counting).toHaveText(/^剩余 (60|59)s$/);
  await expect(counting).toBeDisabled();
  await expect(counting).toHaveText('剩余 58s', { timeout: 4000 });

  await dialog.getByLabel('请输入验证码').fill('000000');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('.toast', { hasText: '验证码错误' })).toHaveText('验证码错误');
  await dialog.getByLabel('请输入验证码').fill(await latestSmsCode(page, PERSONAL_PHONE));
  await dialog.getByLabel('请输入验证码').press('Enter');
  await expect(page.locator('.top-bar-nickname')).toHaveText('张采购');
});

test('resend button reads 重新获取 after 60 s', async ({ page }) => {
  await page.clock.install();
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('button', { name: '立即注册' }).click();
  await dialog.getByLabel('请输入手机号码').fill('13900000077');
  await dialog.getByLabel('我已阅读并同意').check();
  const { x } = await nextSliderAnswer(page, () => dialog.getByRole('button', { name: '获取验证码' }).click());
  await dragSlider(page, x);
  await page.clock.runFor(1100);
  await expect(dialog.locator('.send-code')).toHaveText(/^剩余 \d+s$/);
  await page.clock.fastForward(61_000);
  await page.clock.runFor(300);
  await expect(dialog.locator('.send-code')).toHaveText('重新获取');
  await expect(dialog.locator('.send-code')).toBeEnabled();
});

test('register and forgot-password messages', async ({ page }) => {
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('button', { name: '立即注册' }).click();
  await dialog.getByLabel('请输入手机号码').fill('13900000088');
  await dialog.getByLabel('请输入验证码').fill('123456');
  await dialog.getByLabel('请输入8-16位字母加数字加特殊字符组合密码').fill('abc12345');
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(alertIn(dialog)).toHaveText('请输入8-16位字母加数字加特殊字符组合');
  await dialog.getByLabel('请输入8-16位字母加数字加特殊字符组合密码').fill('abc12345!');
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(alertIn(dialog)).toHaveText('请选择所属园区公司');
  await dialog.getByRole('button', { name: '已有账号，返回登录' }).click();
  await dialog.getByRole('button', { name: '忘记密码' }).click();
  await dialog.getByLabel('请输入手机号码').fill(PERSONAL_PHONE);
  await dialog.getByLabel('请输入验证码').fill('123456');
  await dialog.getByLabel('请输入8-16位新密码').fill('Demo@2027');
  await dialog.getByLabel('请再次输入新密码').fill('Demo@2028');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(alertIn(dialog)).toHaveText('两次密码不一致');
  // The password change needs no agreement before the captcha opens.
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toBeVisible();
});

test('company owner picks the purchasing entity; the last choice is marked', async ({ page }) => {
  await open(page, '/');
  let dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '账号登录' }).click();
  await dialog.getByLabel('请输入手机号或账号').fill(COMPANY_PHONE);
  await dialog.getByLabel('请输入密码').fill('Demo@2026');
  await dialog.getByLabel('我已阅读并同意').check();
  await dialog.getByLabel('请输入密码').press('Enter');
  const entity = page.getByRole('dialog', { name: '请选择采购主体' });
  await expect(entity).toHaveCSS('width', '500px');
  await page.mouse.click(10, 10);
  await expect(entity).toBeVisible();
  await entity.getByRole('button', { name: COMPANY_NAME }).click();
  await expect(page.locator('.entity-label')).toHaveText('（企业）');

  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('navigation', { name: '用户导航' }).getByRole('button', { name: '登录', exact: true })).toBeVisible();
  dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '账号登录' }).click();
  await dialog.getByLabel('请输入手机号或账号').fill(COMPANY_PHONE);
  await dialog.getByLabel('请输入密码').fill('Demo@2026');
  await dialog.getByLabel('我已阅读并同意').check();
  await dialog.getByLabel('请输入密码').press('Enter');
  await expect(entity.getByRole('button', { name: `${COMPANY_NAME} (上次登录)` })).toBeVisible();
  await entity.getByRole('button', { name: '使用个人身份' }).click();
  await expect(page.locator('.entity-label')).toHaveText('（个人）');
});

test('QR panel: scanned and confirmed on the demo page logs in', async ({ page }) => {
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  const box = dialog.locator('.qr-box');
  await expect(box).toHaveAttribute('data-qr-value', /\/demo\/qr-login\?key=/);
  const url = new URL((await box.getAttribute('data-qr-value'))!);
  const phone = await page.context().newPage();
  await phone.goto(url.pathname + url.search);
  await phone.getByRole('button', { name: '以 张采购 身份确认登录' }).click();
  await expect(page.locator('.top-bar-nickname')).toHaveText('张采购', { timeout: 10_000 });
});

test('QR panel: an expired code stops polling and offers a refresh', async ({ page }) => {
  let polls = 0;
  await page.route('**/api/pc/login/scan/check', (route) => {
    polls += 1;
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ status: 200, message: 'success', data: { status: 400, result: [] } }),
    });
  });
  await open(page, '/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  await expect(dialog.getByRole('button', { name: '二维码已过期，点击刷新' })).toBeVisible({ timeout: 5000 });
  const seen = polls;
  await page.waitForTimeout(2500); // one poll interval: no further poll may happen
  expect(polls).toBe(seen);
});
