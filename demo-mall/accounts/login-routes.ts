// Sign-in and sign-up endpoints: password, SMS code, registration, password reset and SMS sending. The field
// rules (and their order) live in account-flows.ts, next to the lockout and code checks they interleave with.
import type { FastifyInstance } from 'fastify';
import { fail, ok, okMessage } from '../core/envelope.ts';
import { checkRequest, paramsOf, text } from '../core/param-schemas.ts';
import type { AccountService } from './account-service.ts';

const PasswordLogin = paramsOf({ account: text, password: text });
const SmsLogin = paramsOf({ phone: text, sms_code: text, user_type: text });
const Register = paramsOf({ phone: text, sms_code: text, pwd: text, zone_id: text, user_type: text });
const ChangePassword = paramsOf({ phone: text, sms_code: text, pwd: text, confirm_pwd: text });
const SendSms = paramsOf({ phone: text, type: text, captchaType: text, captchaVerification: text });

export function registerLoginRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.post('/api/auth/login', async (request) => {
    const input = checkRequest(PasswordLogin, request);
    if (!input.ok) return input.body;
    const outcome = await accounts.login(input.value.account, input.value.password);
    return outcome.ok ? ok(outcome.value) : fail(outcome.message);
  });

  app.post('/api/auth/smslogin', async (request) => {
    const input = checkRequest(SmsLogin, request);
    if (!input.ok) return input.body;
    const outcome = await accounts.smsLogin(input.value.phone, input.value.sms_code, input.value.user_type);
    return outcome.ok ? ok(outcome.value) : fail(outcome.message);
  });

  app.post('/api/auth/register', async (request) => {
    const input = checkRequest(Register, request);
    if (!input.ok) return input.body;
    const { phone, sms_code: code, pwd, zone_id: zoneId, user_type: userType } = input.value;
    const outcome = await accounts.register({ phone, code, pwd, zoneId, userType });
    return outcome.ok ? ok(outcome.value) : fail(outcome.message);
  });

  // No token needed: the SMS code proves the phone (docs/mall-api.md §2).
  app.post('/api/user/change_pwd', async (request) => {
    const input = checkRequest(ChangePassword, request);
    if (!input.ok) return input.body;
    const { phone, sms_code: code, pwd, confirm_pwd: confirm } = input.value;
    const outcome = await accounts.changePassword({ phone, code, pwd, confirm });
    return outcome.ok ? okMessage('修改成功') : fail(outcome.message);
  });

  app.post('/api/auth/verify', async (request) => {
    const input = checkRequest(SendSms, request);
    if (!input.ok) return input.body;
    const outcome = accounts.sendSmsCode(input.value);
    return outcome.ok ? okMessage('短信发送成功') : fail(outcome.message);
  });
}
