// Routes that expose remembered answers to tests; registered only when the demo mall is built with testHooks.
import type { FastifyInstance } from 'fastify';
import type { AccountService } from './account-service.ts';
import { checkRequest, paramsOf, text } from '../core/param-schemas.ts';

const QrConfirm = paramsOf({ key: text, uid: text });

export function registerTestHookRoutes(app: FastifyInstance, accounts: AccountService): void {
  app.get<{ Params: { token: string } }>('/__test/captcha/:token', async (request, reply) => {
    const answer = accounts.captchaAnswer(request.params.token);
    return answer ? answer : reply.code(404).send({ message: '验证码不存在或已过期' });
  });

  app.get<{ Params: { phone: string } }>('/__test/sms/:phone', async (request, reply) => {
    const sms = accounts.latestSms(request.params.phone);
    return sms ? { code: sms.code, type: sms.type, time: sms.time } : reply.code(404).send({ message: '没有发给该手机号的短信' });
  });

  // Lets a browser test send a second code to one phone within the 60 s resend interval.
  app.post<{ Params: { phone: string } }>('/__test/sms/:phone/forget-interval', async (request) => {
    accounts.forgetSmsInterval(request.params.phone);
    return { ok: true };
  });

  app.get<{ Params: { key: string } }>('/__test/image-captcha/:key', async (request, reply) => {
    const code = accounts.imageCaptchaAnswer(request.params.key);
    return code ? { code } : reply.code(404).send({ message: '验证码不存在或已过期' });
  });

  app.post('/__test/qr/confirm', async (request, reply) => {
    const input = checkRequest(QrConfirm, request);
    const confirmed = input.ok && accounts.confirmQrLogin(input.value.key, Number.parseInt(input.value.uid, 10));
    return confirmed ? { ok: true } : reply.code(400).send({ ok: false, message: '二维码已失效或用户不存在' });
  });
}
