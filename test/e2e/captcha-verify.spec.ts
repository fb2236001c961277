// Safety verification: slider (drag and keyboard) and click-words, solved and failed.
import { expect, test } from '../helpers/e2e/shop-fixture.ts';
import { dragSlider, nextSliderAnswer, open } from '../helpers/e2e/login.ts';

test('slider: solved by dragging, green with the time taken, then emits captchaVerification', async ({ page }) => {
  const { x } = await nextSliderAnswer(page, async () => {
    await open(page, '/login/verify?type=blockPuzzle');
  });
  const box = page.getByRole('region', { name: '请完成安全验证' });
  await expect(box.getByRole('heading', { name: '请完成安全验证' })).toBeVisible();
  await expect(box.getByRole('button', { name: '关闭' })).toBeVisible();
  await expect(page.locator('.captcha-image')).toHaveCSS('width', '310px');
  await expect(page.locator('.captcha-bar')).toHaveCSS('height', '40px');
  const block = (await page.locator('.captcha-block').boundingBox())!;
  expect(Math.round(block.width)).toBe(50);
  expect(Math.round(block.height)).toBe(50);

  await dragSlider(page, x);
  await expect(page.locator('.captcha-tip-success')).toHaveText(/^\d+\.\d{2}s验证成功$/);
  await expect(page.locator('.captcha-slider')).toHaveAttribute('data-result', 'success');
  await expect(page.locator('.captcha-handle')).toHaveCSS('background-color', 'rgb(92, 184, 92)');
  await expect(page.locator('.verify-result')).toHaveText('已通过安全验证');
  await expect(page.locator('.verify-result')).toHaveAttribute('data-verification', /^[\w-]+---\{"x":[\d.]+,"y":5\}$/);
});

test('slider: a wrong position turns red with 验证失败 and loads a new image after 1 s', async ({ page }) => {
  const first = await nextSliderAnswer(page, async () => {
    await open(page, '/login/verify');
  });
  const wrong = first.x > 150 ? first.x - 80 : first.x + 80;
  const second = await nextSliderAnswer(page, () => dragSlider(page, wrong));
  await expect(page.locator('.captcha-slider')).toHaveAttribute('data-result', '');
  expect(second.token).not.toBe(first.token);
});

test('slider: the failure state is visible before the refresh', async ({ page }) => {
  const { x } = await nextSliderAnswer(page, async () => {
    await open(page, '/login/verify');
  });
  await dragSlider(page, x > 150 ? x - 80 : x + 80);
  await expect(page.locator('.captcha-tip-fail')).toHaveText('验证失败');
  await expect(page.locator('.captcha-handle')).toHaveCSS('background-color', 'rgb(217, 83, 79)');
});

test('slider: the handle stops at the end of the bar', async ({ page }) => {
  await nextSliderAnswer(page, async () => {
    await open(page, '/login/verify');
  });
  await expect(page.locator('.captcha-original')).toBeVisible();
  const handle = (await page.locator('.captcha-handle').boundingBox())!;
  const bar = (await page.locator('.captcha-bar').boundingBox())!;
  await page.mouse.move(handle.x + 20, handle.y + 20);
  await page.mouse.down();
  await page.mouse.move(handle.x + 900, handle.y + 20, { steps: 4 });
  const moved = (await page.locator('.captcha-handle').boundingBox())!;
  expect(moved.x + moved.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
  await expect(page.locator('.captcha-handle')).toHaveAttribute('aria-valuenow', String(310 - 40));
  await page.mouse.up();
});

test('slider: keyboard users solve it with the arrow keys and Enter', async ({ page }) => {
  const { x } = await nextSliderAnswer(page, async () => {
    await open(page, '/login/verify');
  });
  await expect(page.locator('.captcha-original')).toBeVisible();
  const handle = page.getByRole('slider');
  await handle.focus();
  for (let moved = 0; moved + 2 <= x; moved += 2) await handle.press('ArrowRight');
  await handle.press('Enter');
  await expect(page.locator('.captcha-tip-success')).toHaveText(/s验证成功$/);
});

test('slider: an image that cannot be loaded shows the message and no picture', async ({ page }) => {
  await page.route('**/bff/captcha?type=blockPuzzle*', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ status: 502, message: '验证码加载失败', code: 'UPSTREAM_BAD_RESPONSE' }),
    }),
  );
  await open(page, '/login/verify');
  await expect(page.locator('.captcha-image-empty')).toHaveText('验证码加载失败');
  await expect(page.locator('.captcha-original')).toHaveCount(0);
  await expect(page.locator('.captcha-block')).toHaveCount(0);
});

async function clickWordAnswer(page: import('@playwright/test').Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/bff/captcha?type=clickWord')),
    open(page, '/login/verify?type=clickWord'),
  ]);
  const data = ((await response.json()) as { data: { token: string; wordList: string[] } }).data;
  const answer = (await (await page.request.get(`/__test/captcha/${data.token}`)).json()) as { points: { x: number; y: number }[] };
  return { words: data.wordList, points: answer.points };
}

test('click-words: three clicks in order pass, checked 400 ms after the third; later clicks are ignored', async ({ page }) => {
  const { words, points } = await clickWordAnswer(page);
  await expect(page.locator('.captcha-points-bar')).toHaveText(`请依次点击【${words.join(',')}】`);
  const area = page.locator('.captcha-click-area');
  await expect(page.locator('.captcha-original')).toBeVisible();
  const checks: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/bff/captcha/check')) checks.push(Date.now());
  });
  for (const point of points.slice(0, 2)) await area.click({ position: point });
  await expect(page.locator('.captcha-point')).toHaveText(['1', '2']);
  const third = points[2]!;
  const clickedAt = Date.now();
  await area.click({ position: third });
  await expect(page.locator('.captcha-points-bar')).toHaveText('验证成功');
  expect(checks[0]! - clickedAt).toBeGreaterThanOrEqual(350);
  await area.click({ position: { x: 5, y: 5 } });
  await expect(page.locator('.captcha-point')).toHaveCount(3);
  await expect(page.locator('.verify-result')).toHaveText('已通过安全验证');
  const verification = await page.locator('.verify-result').getAttribute('data-verification');
  const sent = JSON.parse(verification!.split('---')[1]!) as { x: number; y: number }[];
  expect(sent).toHaveLength(3);
  for (const point of sent) expect(Number.isInteger(point.x) && Number.isInteger(point.y)).toBe(true);
});

test('click-words: wrong order fails with 验证失败 and refreshes after 700 ms', async ({ page }) => {
  const { points } = await clickWordAnswer(page);
  const area = page.locator('.captcha-click-area');
  await expect(page.locator('.captcha-original')).toBeVisible();
  const [a, b, c] = points as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
  for (const point of [b, a, c]) await area.click({ position: point });
  await expect(page.locator('.captcha-points-bar')).toHaveText('验证失败');
  const refreshed = page.waitForResponse((r) => r.url().includes('/bff/captcha?type=clickWord'));
  await refreshed;
  await expect(page.locator('.captcha-point')).toHaveCount(0);
  await expect(page.locator('.captcha-points-bar')).toHaveText(/^请依次点击【/);
});

test('click-words: repCode 6201 clears the image and shows the message', async ({ page }) => {
  await page.route('**/bff/captcha?type=clickWord*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 400, message: '暂无验证码图片', data: { repCode: '6201' } }),
    }),
  );
  await open(page, '/login/verify?type=clickWord');
  await expect(page.locator('.captcha-image-empty')).toHaveText('暂无验证码图片');
  await expect(page.locator('.captcha-original')).toHaveCount(0);
});

test('the captcha client ids live under the keys slider and point', async ({ page }) => {
  await open(page, '/login/verify?type=clickWord');
  await expect(page.locator('.captcha-original')).toBeVisible();
  await open(page, '/login/verify');
  await expect(page.locator('.captcha-original')).toBeVisible();
  const ids = await page.evaluate(() => [localStorage.getItem('slider'), localStorage.getItem('point')]);
  expect(ids[0]).toMatch(/^slider-[0-9a-f-]{36}$/);
  expect(ids[1]).toMatch(/^point-[0-9a-f-]{36}$/);
});
