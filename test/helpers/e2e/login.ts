// Shared steps for the chrome, login and captcha browser tests (demo mall with test hooks).
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';
export const PERSONAL_PHONE = '13800000001';
export const COMPANY_PHONE = '13800000002';
export const COMPANY_NAME = '上海东联工业设备有限公司';

/** Opens a page and waits until React has hydrated it. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return response;
}

/**
 * Signs `account` in through the BFF without opening anything: the session cookies land in the page's browser
 * context, so the next page the test opens is already signed in (no page load spent on signing in).
 */
export async function logIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await page.request.post('/api/auth/login', { data: { account, password, user_type: 'pc' } });
  expect(answer.status()).toBe(200);
}

/** Signs in through the BFF (cookies land in the browser context), then opens `path`. */
export async function signInByApi(page: Page, phone: string, path = '/') {
  await logIn(page, phone);
  await open(page, path);
}

/**
 * Clicks the header's entity switch and waits for the reload it causes (the label changes a moment before the page
 * reloads, so waiting for the label alone races the reload).
 */
export async function switchEntity(page: Page, entity: 'COMPANY' | 'PERSONAL') {
  const button = page.getByRole('button', { name: entity === 'COMPANY' ? '切换为企业' : '切换为个人' });
  await Promise.all([page.waitForEvent('load'), button.click()]);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.entity-label')).toHaveText(entity === 'COMPANY' ? '（企业）' : '（个人）');
}

export async function openLoginModal(page: Page) {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '欢迎登录' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Waits for the next slider image and reads its answer from the demo mall. */
export async function nextSliderAnswer(page: Page, trigger: () => Promise<void>): Promise<{ token: string; x: number }> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/bff/captcha?type=blockPuzzle')), trigger()]);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  const answer = (await (await page.request.get(`/__test/captcha/${token}`)).json()) as { x: number };
  return { token, x: answer.x };
}

/** Drags the slider handle by `x` in the 310px reference frame, scaled to the rendered width. */
export async function dragSlider(page: Page, x: number) {
  const image = page.locator('.captcha-slider .captcha-image');
  await expect(page.locator('.captcha-slider .captcha-original')).toBeVisible();
  const width = (await image.boundingBox())!.width;
  const handle = (await page.locator('.captcha-handle').boundingBox())!;
  const startX = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const distance = (x * width) / 310;
  await page.mouse.move(startX + distance / 2, y, { steps: 5 });
  await page.mouse.move(startX + distance, y, { steps: 5 });
  await page.mouse.up();
}

export async function latestSmsCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get(`/__test/sms/${phone}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { code: string }).code;
}
