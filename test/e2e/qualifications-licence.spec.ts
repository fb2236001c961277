// /qualifications?id=: the business licence appears only after the image captcha is answered; a wrong
// answer shows the mall's message and loads a new picture.
import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { open } from '../helpers/e2e/login.ts';

/** Runs `trigger`, waits for the image captcha it loads and reads its answer from the demo mall. */
async function nextImageCaptcha(page: Page, trigger: () => Promise<unknown>): Promise<{ key: string; code: string }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/captcha' && r.request().method() === 'GET'),
    trigger(),
  ]);
  const key = ((await response.json()) as { data: { key: string } }).data.key;
  const answer = await page.request.get(`/__test/image-captcha/${encodeURIComponent(key)}`);
  expect(answer.status()).toBe(200);
  return { key, code: ((await answer.json()) as { code: string }).code };
}

test('qualifications: a wrong code is refused, the right one shows the licence pictures', async ({ page, request }) => {
  const merchant = (await (await request.get('/api/store/merchant/detail/2')).json()) as { data: { mer_id: number; mer_name: string } };
  const first = await nextImageCaptcha(page, () => open(page, `/qualifications?id=${merchant.data.mer_id}`));
  await expect(page.getByRole('heading', { name: '商家营业执照信息' })).toBeVisible();
  await expect(page.locator('.breadcrumb')).toContainText(merchant.data.mer_name);
  await expect(page.locator('.licence-images img')).toHaveCount(0);

  // Wrong answer: the message, an empty field and a new picture with a new key.
  const wrong = first.code === '0000' ? '1111' : '0000';
  await page.getByLabel('图片验证码').fill(wrong);
  const second = await nextImageCaptcha(page, () => page.getByRole('button', { name: '查看营业执照' }).click());
  expect(second.key).not.toBe(first.key);
  await expect(page.getByRole('alert')).toHaveText('验证码输入有误');
  await expect(page.getByLabel('图片验证码')).toHaveValue('');

  // Right answer: the licence pictures, loaded.
  await page.getByLabel('图片验证码').fill(second.code);
  await page.getByRole('button', { name: '查看营业执照' }).click();
  const pictures = page.getByRole('img', { name: '企业营业执照' });
  await expect(pictures).toHaveCount(2);
  await expect(page.getByLabel('图片验证码')).toHaveCount(0);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /licence/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test('qualifications: an unknown or missing store id answers 404', async ({ request }) => {
  expect((await request.get('/qualifications?id=999999')).status()).toBe(404);
  expect((await request.get('/qualifications')).status()).toBe(404);
});
