// The user centre's own sections in the browser (docs/screens.md a.11, docs/user-centre.md): 账户管理, 我的余额 with
// the bill of a paid order, 我的积分 with 积分说明, 浏览记录 with 删除; and on a newly registered account (the seeded
// ones are shared with other specs) the nickname, phone and password changes end to end.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { COMPANY_PHONE, dragSlider, latestSmsCode, nextSliderAnswer, open, signInByApi } from '../helpers/e2e/login.ts';
import { placePaidOrder } from '../helpers/e2e/orders.ts';
import { smsCodeByApi } from '../helpers/e2e/sms-code.ts';
import { paddedPng, solidPng } from '../helpers/e2e/png.ts';

const SHOTS = 'test-results/screens';
const NEW_PASSWORD = 'Next@2026';
const FIRST_PASSWORD = 'First@2026';

/** A phone no other spec uses: 139 then eight digits from the clock and a random part. */
function freshPhone(): string {
  return `139${String(Date.now() % 10_000).padStart(4, '0')}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** Registers a new account through the BFF; its login cookies land in the page's context. */
async function registerByApi(page: Page, phone: string): Promise<void> {
  const code = await smsCodeByApi(page.request, phone, 'register', 'e2e-user');
  const answer = await page.request.post('/api/auth/register', {
    data: { phone, sms_code: code, pwd: FIRST_PASSWORD, zone_id: 103, user_type: 'pc' },
  });
  const body = (await answer.json()) as { status: number; message: string };
  expect(body.status, body.message).toBe(200);
}

async function loginStatus(request: APIRequestContext, account: string, password: string): Promise<number> {
  const answer = await request.post('/api/auth/login', { data: { account, password, user_type: 'pc' } });
  return ((await answer.json()) as { status: number }).status;
}

/** Opens the slider from `trigger`, solves it, and fills the code sent to `phone`. */
async function solveAndFillCode(page: Page, dialog: ReturnType<Page['getByRole']>, phone: string): Promise<void> {
  await page.request.post(`/__test/sms/${phone}/forget-interval`);
  const { x } = await nextSliderAnswer(page, () => dialog.getByRole('button', { name: '获取验证码' }).click());
  await dragSlider(page, x);
  await expect(dialog.locator('.send-code')).toHaveText(/^剩余 \d+s$/);
  await dialog.getByLabel('请输入验证码').fill(await latestSmsCode(page, phone));
}

test('the company owner sees the account, a paid order in 我的余额, the points with 积分说明, and the browsing history', async ({
  page,
}) => {
  await signInByApi(page, COMPANY_PHONE, '/user');
  await expect(page.getByRole('heading', { level: 1, name: '账户管理' })).toBeVisible();
  await expect(page.getByTestId('uc-uid')).toHaveText('2');
  await expect(page.getByTestId('uc-phone')).toHaveText(COMPANY_PHONE);
  await expect(page.getByRole('button', { name: '修改密码' })).toBeVisible();
  // a refused nickname says why and keeps what was typed; nothing is saved
  await page.getByRole('button', { name: '修改', exact: true }).first().click();
  await page.getByLabel('昵称', { exact: true }).fill('一二三四五六七八九十一二三四五六七');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '昵称不能超过16个字符' })).toBeVisible();
  await expect(page.getByLabel('昵称', { exact: true })).toHaveValue('一二三四五六七八九十一二三四五六七');
  await page.screenshot({ path: `${SHOTS}/user-account.png`, fullPage: true });
  await page.getByRole('button', { name: '取消' }).click();

  const order = await placePaidOrder(page.request);
  await open(page, '/user/balance');
  await expect(page.getByText('总资产(元)')).toBeVisible();
  await expect(page.getByText('累计消费(元)')).toBeVisible();
  const firstRow = page.locator('.uc-ledger tbody tr').first();
  await expect(firstRow).toContainText('购买商品');
  await expect(firstRow.locator('.uc-expense')).toHaveText(/^-\d+\.\d{2}$/);
  await page.screenshot({ path: `${SHOTS}/user-balance.png`, fullPage: true });
  await page.getByRole('link', { name: '支出明细' }).click();
  await expect(page).toHaveURL('/user/balance?type=1');
  await expect(page.getByRole('link', { name: '支出明细' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.uc-ledger tbody tr').first()).toContainText('购买商品');

  await open(page, '/user/integral');
  for (const label of ['当前积分', '累计积分', '累计消费', '冻结积分']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText(/12月31日将清零\d+积分/)).toBeVisible();
  await page.getByRole('button', { name: '积分说明' }).click();
  const rule = page.getByRole('dialog', { name: '积分说明' });
  await expect(rule).toBeVisible();
  await expect(rule.locator('.uc-rule')).not.toBeEmpty();
  await page.screenshot({ path: `${SHOTS}/user-integral.png`, fullPage: true });
  await rule.getByRole('button', { name: '关闭' }).click();

  await open(page, `/goods_detail/${order.productId}`);
  await open(page, '/user/history');
  await expect(page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '浏览记录' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const item = page.locator('.uc-history-item').filter({ hasText: order.productName });
  await expect(item).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/user-history.png`, fullPage: true });
  await item.getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.toast', { hasText: '删除成功' })).toBeVisible();
  await expect(page.locator('.uc-history-item').filter({ hasText: order.productName })).toHaveCount(0);
});

test('a new account changes its nickname, then its phone, then its password; the old password stops working', async ({ page }) => {
  const phone = freshPhone();
  await registerByApi(page, phone);
  await open(page, '/user');
  await expect(page.getByTestId('uc-phone')).toHaveText(phone);

  await page.getByRole('button', { name: '修改', exact: true }).first().click();
  await page.getByLabel('昵称', { exact: true }).fill('   ');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入昵称' })).toBeVisible();
  await page.getByLabel('昵称', { exact: true }).fill('新采购');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('uc-nickname')).toHaveText('新采购');
  await expect(page.locator('.top-bar-nickname')).toHaveText('新采购');

  // the avatar: a text file and a picture over 2 MB are refused and the avatar stays; a wide PNG becomes a square one
  const picker = page.getByLabel('选择头像图片');
  const avatarBefore = await page.locator('.uc-avatar img').getAttribute('src');
  await picker.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.locator('.uc-avatar .uc-error')).toHaveText('头像只能是jpg/png格式的图片');
  await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: paddedPng(2 * 1024 * 1024 + 10) });
  await expect(page.locator('.uc-avatar .uc-error')).toHaveText('头像大小不能超过2MB');
  await expect(page.locator('.uc-avatar img')).toHaveAttribute('src', avatarBefore ?? '');
  await picker.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: solidPng(300, 120, [0, 145, 218]) });
  await expect(page.locator('.uc-avatar img')).toHaveAttribute('src', /^\/api\/demo-assets\/upload\/[0-9a-f]{24}\.png$/);
  const uploaded = await page.locator('.uc-avatar img').getAttribute('src');
  await expect(page.locator('.top-bar-avatar')).toHaveAttribute('src', uploaded ?? '');
  const size = await page.locator('.uc-avatar img').evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size).toEqual([200, 200]);
  await page.screenshot({ path: `${SHOTS}/user-avatar.png` });

  const nextPhone = freshPhone();
  await page.getByRole('button', { name: '修改', exact: true }).last().click();
  const phoneDialog = page.getByRole('dialog', { name: '修改手机号' });
  await phoneDialog.getByRole('button', { name: '确认修改' }).click();
  await expect(phoneDialog.getByRole('alert')).toHaveText('请输入手机号码');
  await phoneDialog.getByLabel('请输入手机号码').fill(nextPhone);
  await solveAndFillCode(page, phoneDialog, nextPhone);
  await page.screenshot({ path: `${SHOTS}/user-phone-dialog.png` });
  await phoneDialog.getByRole('button', { name: '确认修改' }).click();
  await expect(phoneDialog).toHaveCount(0);
  await expect(page.getByTestId('uc-phone')).toHaveText(nextPhone);

  await page.getByRole('button', { name: '修改密码' }).click();
  const passwordDialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(passwordDialog).toContainText(nextPhone);
  await passwordDialog.getByLabel('请输入8-16位新密码').fill('short');
  await passwordDialog.getByLabel('请输入验证码').fill('123456');
  await passwordDialog.getByRole('button', { name: '确认修改' }).click();
  await expect(passwordDialog.getByRole('alert')).toHaveText('请输入8-16位字母加数字加特殊字符组合');
  await solveAndFillCode(page, passwordDialog, nextPhone);
  await passwordDialog.getByLabel('请输入8-16位新密码').fill(NEW_PASSWORD);
  await passwordDialog.getByLabel('请再次输入新密码').fill(NEW_PASSWORD);
  await page.screenshot({ path: `${SHOTS}/user-password-dialog.png` });
  await passwordDialog.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL('/login?fromPath=%2Fuser');
  await page.screenshot({ path: `${SHOTS}/user-after-password.png` });

  expect(await loginStatus(page.request, nextPhone, FIRST_PASSWORD)).toBe(400);
  expect(await loginStatus(page.request, phone, NEW_PASSWORD)).toBe(400);
  expect(await loginStatus(page.request, nextPhone, NEW_PASSWORD)).toBe(200);
});
