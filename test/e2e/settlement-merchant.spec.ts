// /merchant_settled: guests are sent to log in; the form checks every field, sends the SMS code after
// the slider captcha, uploads licence pictures one by one (at most ten) and submits their paths, and a
// submitted application shows its status.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { solidPng } from '../helpers/e2e/png.ts';
import { toast } from '../helpers/e2e/toast.ts';
import { dragSlider, latestSmsCode, nextSliderAnswer, PERSONAL_PHONE, signInByApi } from '../helpers/e2e/login.ts';

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
  await expect(errors).toHaveText([
    '请输入商户名称',
    '请输入用户姓名',
    '请输入手机号码',
    '请输入验证码',
    '请选择商户分类',
    '请选择店铺类型',
    '请勾选并同意入驻协议',
  ]);

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

  // Licence pictures: the browser refuses a wrong type and an oversize file before any upload.
  const uploadCalls: { status: number; path?: string; message: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/upload/image/file')) return;
    const answer = (await response.json()) as { message: string; data?: { path?: string } };
    uploadCalls.push({ status: response.status(), message: answer.message, ...(answer.data?.path ? { path: answer.data.path } : {}) });
  });
  const upload = page.getByLabel('上传营业执照');
  const images = form.getByRole('img', { name: /^资质图片\d+$/ });
  await upload.setInputFiles({ name: 'licence.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toast(page, '只能上传jpg/png/jpeg格式的图片')).toBeVisible();
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(toast(page, '图片大小不能超过5MB')).toBeVisible();
  await expect(images).toHaveCount(0);
  expect(uploadCalls).toHaveLength(0);

  // Text under a .png name passes the browser's check but not the mall's: its message is the toast.
  await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(toast(page, '文件格式不正确')).toBeVisible();
  await expect(form.getByRole('status', { name: /上传中$/ })).toHaveCount(0);
  await expect(images).toHaveCount(0);
  await expect.poll(() => uploadCalls).toEqual([{ status: 400, message: '文件格式不正确' }]);

  // A real PNG is uploaded at once and shown from the path the mall answered, drawn from the served bytes.
  const UPLOADED = /^\/api\/demo-assets\/upload\/[0-9a-f]{24}\.png$/;
  await upload.setInputFiles({ name: 'licence-1.png', mimeType: 'image/png', buffer: solidPng(40, 30) });
  await expect(images).toHaveCount(1);
  await expect(images.first()).toHaveAttribute('src', UPLOADED);
  await expect.poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(40);
  await expect.poll(() => uploadCalls[1]).toEqual({ status: 200, message: '上传成功', path: await images.first().getAttribute('src') });

  // Ten more at once: only nine fit, the eleventh is refused with the form's message, and the + box goes.
  await upload.setInputFiles(
    Array.from({ length: 10 }, (_, i) => ({
      name: `licence-${i + 2}.png`,
      mimeType: 'image/png',
      buffer: solidPng(20 + i, 20, [i * 20, 120, 200]),
    })),
  );
  await expect(toast(page, '最多上传10张图片')).toBeVisible();
  await expect(images).toHaveCount(10);
  await expect(upload).toHaveCount(0);
  await expect.poll(() => uploadCalls.length).toBe(11);
  expect(uploadCalls.slice(1).every((call) => call.status === 200 && UPLOADED.test(call.path ?? ''))).toBe(true);

  // Removing one brings the + box back; the rest keep the order they were chosen in (told by their widths),
  // whatever order the uploads finished in.
  const removed = await images.nth(9).getAttribute('src');
  await form.getByRole('button', { name: '删除资质图片10' }).click();
  await expect(images).toHaveCount(9);
  await expect(upload).toHaveCount(1);
  const widths = () => images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth));
  await expect.poll(widths).toEqual([40, 20, 21, 22, 23, 24, 25, 26, 27]);
  const paths = await images.evaluateAll((list) => list.map((img) => img.getAttribute('src') ?? ''));
  expect(paths).not.toContain(removed);
  expect([...paths, removed].sort()).toEqual(
    uploadCalls
      .slice(1)
      .map((call) => call.path)
      .sort(),
  );

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
  const body = (await sent).postDataJSON() as {
    mer_name: string;
    phone: string;
    images: string[];
    merchant_category_id: number;
    mer_type_id: number;
  };
  expect(body.mer_name).toBe(MERCHANT_NAME);
  expect(body.phone).toBe(SMS_PHONE);
  expect(body.images).toEqual(paths);
  expect(body.merchant_category_id).toBeGreaterThan(0);
  expect(body.mer_type_id).toBeGreaterThan(0);
  await expect(toast(page, '提交成功')).toBeVisible();
  const status = page.locator('.settled-status');
  await expect(status.getByRole('heading')).toHaveText('您的入驻申请已提交，请等待平台审核');
  await expect(status).toContainText(`商户名称：${MERCHANT_NAME}`);
  await expect(status).toContainText('状态：待审核');
  // The stored application carries the uploaded paths.
  const mine = (await (await page.request.get('/api/intention/lst?page=1&limit=1')).json()) as {
    data: { list: { mer_name: string; images: string[] }[] };
  };
  expect(mine.data.list[0]).toMatchObject({ mer_name: MERCHANT_NAME, images: paths });

  // The status comes from the mall, so it is still there after a reload (server-rendered).
  await page.reload();
  await expect(page.locator('.settled-status')).toContainText(`商户名称：${MERCHANT_NAME}`);
  await expect(page.locator('form.settled-form')).toHaveCount(0);
});
