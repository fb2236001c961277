// /merchant_settled: guests are sent to log in; the form checks every field, sends the SMS code after
// the slider captcha, takes licence pictures, and a submitted application shows its status.
import { expect, test } from '@playwright/test';
import { solidPng } from './helpers/png.ts';
import { toast } from './helpers/toast.ts';
import { dragSlider, latestSmsCode, nextSliderAnswer, PERSONAL_PHONE, signInByApi } from './login-helpers.ts';

const SMS_PHONE = '13912340001';
const MERCHANT_NAME = '东联测试五金商行';

test('a guest is sent to the login page with the way back', async ({ page }) => {
  await page.goto('/merchant_settled');
  await expect(page).toHaveURL(/\/login\?fromPath=%2Fmerchant_settled$/);
});

test('merchant settlement: field rules, SMS code behind the slider, licence pictures, submit and status', async ({ page }) => {
  await signInByApi(page, PERSONAL_PHONE, '/merchant_settled');
  const form = page.locator('form.settled-form');
  await expect(form).toBeVisible();
  const errors = form.getByRole('alert');
  const submit = form.getByRole('button', { name: '提交申请' });

  // Everything empty: one message per required field, and nothing is sent.
  let created = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/intention/create')) created += 1;
  });
  await submit.click();
  await expect(errors).toHaveText(['请输入商户名称', '请输入用户姓名', '请输入手机号码', '请输入验证码', '请选择商户分类', '请选择店铺类型', '请勾选并同意入驻协议']);

  // 获取验证码 checks the phone before any captcha.
  await page.getByLabel('手机号').fill('1234567');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(errors.nth(2)).toHaveText('请输入正确的手机号码');
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toHaveCount(0);

  // Bad values, one rule each.
  await page.getByLabel('商户名称').fill('五金');
  await page.getByLabel('用户姓名').fill('张');
  await page.getByLabel('验证码', { exact: true }).fill('12#4');
  await submit.click();
  await expect(errors.nth(0)).toHaveText('商户名称长度为3-15个字符');
  await expect(errors.nth(1)).toHaveText('用户姓名长度为2-5个字符');
  await expect(errors.nth(2)).toHaveText('请输入正确的手机号码');
  await expect(errors.nth(3)).toHaveText('请输入正确的验证码');
  expect(created).toBe(0);

  // Good values; the SMS code comes after the slider is solved.
  await page.getByLabel('商户名称').fill(MERCHANT_NAME);
  await page.getByLabel('用户姓名').fill('张三丰');
  await page.getByLabel('手机号').fill(SMS_PHONE);
  const { x } = await nextSliderAnswer(page, () => form.getByRole('button', { name: '获取验证码' }).click());
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toBeVisible();
  await dragSlider(page, x);
  await expect(toast(page, '验证码已发送，请注意查收')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '请完成安全验证' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: /^剩余 \d+s$/ })).toBeDisabled();
  const code = await latestSmsCode(page, SMS_PHONE);

  // 商户分类 and 店铺类型 from the mall.
  const category = page.getByLabel('商户分类');
  const categoryName = (await category.locator('option').nth(1).textContent()) ?? '';
  expect(categoryName).not.toBe('');
  await category.selectOption({ label: categoryName });
  const storeType = page.getByLabel('店铺类型');
  const typeName = (await storeType.locator('option').nth(1).textContent()) ?? '';
  await storeType.selectOption({ label: typeName });

  // Licence pictures: wrong type and oversize files are refused with a message, a PNG is taken.
  const upload = page.getByLabel('上传营业执照');
  await upload.setInputFiles({ name: 'licence.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toast(page, '只能上传jpg/png/jpeg格式的图片')).toBeVisible();
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(toast(page, '图片大小不能超过5MB')).toBeVisible();
  await expect(form.getByRole('img', { name: /^资质图片/ })).toHaveCount(0);
  await upload.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: solidPng(40, 30) });
  await expect(form.getByRole('img', { name: '资质图片1' })).toBeVisible();
  await expect(form.getByRole('img', { name: '资质图片1' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // The agreement is read and accepted from its panel.
  await form.getByRole('button', { name: '《入驻协议》' }).click();
  await form.getByRole('button', { name: '同意并继续' }).click();
  await expect(form.getByRole('checkbox')).toBeChecked();

  // A wrong SMS code: the mall's message comes back as a toast and the form stays.
  await page.getByLabel('验证码', { exact: true }).fill('abc123');
  await submit.click();
  await expect(errors).toHaveCount(0);
  await expect(toast(page, '验证码不正确')).toBeVisible();
  await expect(form).toBeVisible();

  // The right code: submitted, then the status.
  await page.getByLabel('验证码', { exact: true }).fill(code);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/intention/create'));
  await submit.click();
  const body = (await sent).postDataJSON() as { mer_name: string; phone: string; images: string[]; merchant_category_id: number; mer_type_id: number };
  expect(body.mer_name).toBe(MERCHANT_NAME);
  expect(body.phone).toBe(SMS_PHONE);
  expect(body.images).toHaveLength(1);
  expect(body.merchant_category_id).toBeGreaterThan(0);
  expect(body.mer_type_id).toBeGreaterThan(0);
  await expect(toast(page, '提交成功')).toBeVisible();
  const status = page.locator('.settled-status');
  await expect(status.getByRole('heading')).toHaveText('您的入驻申请已提交，请等待平台审核');
  await expect(status).toContainText(`商户名称：${MERCHANT_NAME}`);
  await expect(status).toContainText('状态：待审核');

  // The status comes from the mall, so it is still there after a reload (server-rendered).
  await page.reload();
  await expect(page.locator('.settled-status')).toContainText(`商户名称：${MERCHANT_NAME}`);
  await expect(page.locator('form.settled-form')).toHaveCount(0);
});
