// Sign-in and sign-up endpoints: password, SMS code, registration, password reset, SMS sending, zone options.
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../envelope.ts';
import type { AccountStore } from './account-store.ts';
import { readParams, text } from '../params.ts';

export function registerLoginRoutes(app: FastifyInstance, accounts: AccountStore): void {
  app.post('/api/auth/login', async (request) => {
    const params = readParams(request);
    const outcome = await accounts.login(text(params, 'account'), text(params, 'password'));
    return outcome.ok ? ok(outcome.value) : fail(outcome.message);
  });

  app.post('/api/auth/smslogin', async (request) => {
    const params = readParams(request);
    const outcome = await accounts.smsLogin(text(params, 'phone'), text(params, 'sms_code'), text(params, 'user_type'));
    return outcome.ok ? ok(outcome.value) : fail(outcome.message);
  });

  app.post('/api/auth/register', async (request) => {
    const params = readParams(request);
    const outcome = await accounts.register({
      phone: text(params, 'phone'),
      code: text(params, 'sms_code'),
      pwd: text(params, 'pwd'),
      zoneId: text(params, 'zone_id'),
      userType: text(params, 'user_type'),
    });
    return outcome.ok ? ok(outcome.value) : fail(outcome.message);
  });

  // No token needed: the SMS code proves the phone (crmeb-api.md §2).
  app.post('/api/user/change_pwd', async (request) => {
    const params = readParams(request);
    const outcome = await accounts.changePassword({
      phone: text(params, 'phone'),
      code: text(params, 'sms_code'),
      pwd: text(params, 'pwd'),
      confirm: text(params, 'confirm_pwd'),
    });
    return outcome.ok ? okMessage('修改成功') : fail(outcome.message);
  });

  app.post('/api/auth/verify', async (request) => {
    const params = readParams(request);
    const outcome = accounts.sendSmsCode({
      phone: text(params, 'phone'),
      type: text(params, 'type'),
      captchaType: text(params, 'captchaType'),
      captchaVerification: text(params, 'captchaVerification'),
    });
    return outcome.ok ? okMessage('短信发送成功') : fail(outcome.message);
  });

  app.get('/api/config/group/zone_config', async () => ok(accounts.zones()));
}
