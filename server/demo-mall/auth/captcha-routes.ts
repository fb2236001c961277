// AJ-Captcha endpoints in both shapes: CRMEB's envelope under /api and the library's native one at the root,
// plus the four-character image captcha of GET /api/captcha.
import type { FastifyInstance } from 'fastify';
import { fail, make, ok } from '../envelope.ts';
import type { AccountStore } from './account-store.ts';
import { isCaptchaType, type CaptchaType } from './captcha/captcha-store.ts';
import { readParams, text } from '../params.ts';

function createCaptcha(accounts: AccountStore, type: CaptchaType) {
  return type === 'blockPuzzle' ? accounts.createBlockPuzzle() : accounts.createClickWord();
}

/** The library's own response model (repCode '0000' is success). */
function native(repCode: string, repMsg: string | null, repData: unknown = null) {
  return { repCode, repMsg, repData, success: repCode === '0000', error: repCode !== '0000' };
}

export function registerCaptchaRoutes(app: FastifyInstance, accounts: AccountStore): void {
  app.get('/api/ajcaptcha', async (request) => {
    const type = text(readParams(request), 'captchaType');
    if (!type) return fail('请输入类型');
    if (!isCaptchaType(type)) return fail(`captchaType参数不正确：${type}`);
    return ok(await createCaptcha(accounts, type));
  });

  app.post('/api/ajcheck', async (request) => {
    const params = readParams(request);
    const type = text(params, 'captchaType');
    const passed = isCaptchaType(type) && accounts.checkCaptcha(text(params, 'token'), params.pointJson, type) === 'ok';
    // CRMEB answers every failure with the bare i18n key 400336.
    return passed ? ok() : make(400, '400336');
  });

  app.get('/ajcaptcha', async (request) => {
    const type = text(readParams(request), 'captchaType');
    if (!isCaptchaType(type)) return native('6201', `captchaType参数不正确：${type}`);
    return native('0000', null, await createCaptcha(accounts, type));
  });

  app.post('/ajcheck', async (request) => {
    const params = readParams(request);
    const type = text(params, 'captchaType');
    const token = text(params, 'token');
    if (!isCaptchaType(type)) return native('6201', `captchaType参数不正确：${type}`);
    const result = accounts.checkCaptcha(token, params.pointJson, type);
    if (result === 'unknown-token') return native('6110', '验证码已失效，请重新获取');
    if (result !== 'ok') return native('6111', '验证失败');
    return native('0000', null, { captchaType: type, token, result: true });
  });

  app.get('/api/captcha', async () => ok(await accounts.createImageCaptcha()));
}
