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

  app.get('/api/captcha', async () => ok(await accounts.createImageCaptcha()));
}
