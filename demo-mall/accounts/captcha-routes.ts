// AJ-Captcha endpoints in both shapes: CRMEB's envelope under /api and the library's native one at the root,
// plus the four-character image captcha of GET /api/captcha.
import type { FastifyInstance } from 'fastify';
import { fail, make, ok } from '../core/envelope.ts';
import { checkRequest, field, paramsOf, text } from '../core/param-schemas.ts';
import type { AccountService } from './account-service.ts';
import { isCaptchaType, type CaptchaType } from './captcha/captcha-store.ts';

const CaptchaQuery = paramsOf({ captchaType: text });
/** pointJson is passed on as sent: a JSON string or an already parsed object. */
const CaptchaCheck = paramsOf({ captchaType: text, token: text, pointJson: field((value) => value) });

function createCaptcha(accounts: AccountService, type: CaptchaType) {
  return type === 'blockPuzzle' ? accounts.createBlockPuzzle() : accounts.createClickWord();
}

/** The library's own response model (repCode '0000' is success). */
function native(repCode: string, repMsg: string | null, repData: unknown = null) {
  return { repCode, repMsg, repData, success: repCode === '0000', error: repCode !== '0000' };
}

export function registerCaptchaRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.get('/api/ajcaptcha', async (request) => {
    const input = checkRequest(CaptchaQuery, request);
    if (!input.ok) return input.body;
    const type = input.value.captchaType;
    if (!type) return fail('请输入类型');
    if (!isCaptchaType(type)) return fail(`captchaType参数不正确：${type}`);
    return ok(await createCaptcha(accounts, type));
  });

  app.post('/api/ajcheck', async (request) => {
    const input = checkRequest(CaptchaCheck, request);
    if (!input.ok) return input.body;
    const { captchaType: type, token, pointJson } = input.value;
    const passed = isCaptchaType(type) && accounts.checkCaptcha(token, pointJson, type) === 'ok';
    // CRMEB answers every failure with the bare i18n key 400336.
    return passed ? ok() : make(400, '400336');
  });

  app.get('/ajcaptcha', async (request) => {
    const input = checkRequest(CaptchaQuery, request);
    const type = input.ok ? input.value.captchaType : '';
    if (!isCaptchaType(type)) return native('6201', `captchaType参数不正确：${type}`);
    return native('0000', null, await createCaptcha(accounts, type));
  });

  app.post('/ajcheck', async (request) => {
    const input = checkRequest(CaptchaCheck, request);
    const { captchaType: type, token, pointJson } = input.ok ? input.value : { captchaType: '', token: '', pointJson: undefined };
    if (!isCaptchaType(type)) return native('6201', `captchaType参数不正确：${type}`);
    const result = accounts.checkCaptcha(token, pointJson, type);
    if (result === 'unknown-token') return native('6110', '验证码已失效，请重新获取');
    if (result !== 'ok') return native('6111', '验证失败');
    return native('0000', null, { captchaType: type, token, result: true });
  });

  app.get('/api/captcha', async () => ok(await accounts.createImageCaptcha()));
}
