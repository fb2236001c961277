// The endpoint table through the running BFF: the captcha bucket shared by every captcha fetch, captchas
// forwarded without a token, the company area, and the cross-site guard on any spelling of a path.
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEntity, closeAll, COMPANY_NAME, COMPANY_TOKEN, logIn, setup, tokenSentTo, USER_TOKEN } from './bff-kit.ts';

afterEach(closeAll);

const SLIDER = {
  status: 200,
  message: 'success',
  data: { token: 'challenge-1', secretKey: 'k', originalImageBase64: 'a', jigsawImageBase64: 'b' },
};

describe('captcha endpoints', () => {
  it('count /bff/captcha and /api/ajcaptcha fetches of both kinds in one captcha bucket', async () => {
    const kit = await setup({
      env: { RATE_LIMIT_CAPTCHA_PER_MINUTE: '3' },
      answers: { 'GET /api/ajcaptcha': SLIDER },
    });
    expect((await kit.api().get('/bff/captcha?type=blockPuzzle')).status).toBe(200);
    expect((await kit.api().get('/api/ajcaptcha?captchaType=blockPuzzle')).status).toBe(200);
    expect((await kit.api().get('/API/AJCAPTCHA?captchaType=clickWord')).status).not.toBe(429);
    const limited = await kit.api().get('/api/ajcaptcha?captchaType=clickWord');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 429, message: '操作过于频繁，请稍后再试', code: 'RATE_LIMITED' });
  });

  it('are forwarded without a token and keep their challenge token, also for a logged-in visitor', async () => {
    const kit = await setup({
      answers: {
        'GET /api/ajcaptcha': SLIDER,
        'POST /api/ajcheck': { status: 200, message: 'success', data: { token: 'challenge-1' } },
      },
    });
    const cookies = await logIn(kit, true);
    const slider = await kit.api().get('/api/ajcaptcha?captchaType=blockPuzzle').set('cookie', cookies);
    expect(slider.body.data.token).toBe('challenge-1');
    expect(tokenSentTo(kit.mall, '/api/ajcaptcha')).toBeUndefined();
    const checked = await kit
      .api()
      .post('/api/ajcheck')
      .set('cookie', cookies)
      .send({ captchaType: 'blockPuzzle', token: 'challenge-1', pointJson: '{}' });
    expect(checked.body.data.token).toBe('challenge-1');
    expect(tokenSentTo(kit.mall, '/api/ajcheck')).toBeUndefined();
    await kit.api().get('/bff/captcha?type=blockPuzzle').set('cookie', cookies);
    expect(tokenSentTo(kit.mall, '/api/ajcaptcha')).toBeUndefined();
  });
});

describe('the company area', () => {
  it('carries the company token under /api/company/ for a COMPANY buyer, but not on /api/company/token', async () => {
    const kit = await setup();
    const cookies = await chooseEntity(kit, await logIn(kit, true), 'COMPANY');
    for (const path of ['/api/company/user/lst', '/api/company/order/lst', '/api/company/finance/bill']) {
      await kit.api().get(path).set('cookie', cookies);
      expect(tokenSentTo(kit.mall, path), path).toBe(COMPANY_TOKEN);
    }
    kit.mall.on('POST /api/company/token', { status: 200, message: 'success', data: { token: 'company-2', user: { name: COMPANY_NAME } } });
    const answer = await kit.api().post('/api/company/token').set('cookie', cookies).send({});
    expect(tokenSentTo(kit.mall, '/api/company/token')).toBe(USER_TOKEN);
    expect(answer.body).toEqual({ status: 200, message: 'success', data: { user: { name: COMPANY_NAME } } });
  });
});

describe('cross-site guard', () => {
  it.each(['/API/auth/login', '/api//auth/login', '/api/auth/login/', '/%61pi/auth/login', '/API/AJCHECK', '/Bff/entity'])(
    'refuses a foreign write to %s, mall not called',
    async (path) => {
      const kit = await setup();
      const response = await kit.api().post(path).set('origin', 'http://evil.example').send({ account: 'a', password: 'b' });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ status: 403, code: 'CSRF' });
      expect(kit.mall.requests).toEqual([]);
    },
  );

  it('lets a foreign write to a page path reach the router (not an API area)', async () => {
    const kit = await setup();
    const response = await kit.api().post('/goods_detail/1').set('origin', 'http://evil.example').send({});
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});
