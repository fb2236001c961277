// An SMS code asked for through the BFF as the browser would (behind a solved slider), read back from the demo
// mall's test hooks: for specs that register or change a phone by API rather than through the forms.
import { type APIRequestContext, expect } from '@playwright/test';

/** Sends a code of `type` to `phone` (the resend interval forgotten first); answers the code. */
export async function smsCodeByApi(request: APIRequestContext, phone: string, type: string, clientUid: string): Promise<string> {
  await request.post(`/__test/sms/${phone}/forget-interval`);
  const captcha = (await (await request.get(`/api/ajcaptcha?captchaType=blockPuzzle&clientUid=${clientUid}&ts=1`)).json()) as {
    data: { token: string };
  };
  const token = captcha.data.token;
  const answer = (await (await request.get(`/__test/captcha/${token}`)).json()) as { x: number };
  const captchaVerification = `${token}---${JSON.stringify({ x: answer.x, y: 5 })}`;
  const sent = (await (
    await request.post('/api/auth/verify', { data: { phone, type, captchaType: 'blockPuzzle', captchaVerification } })
  ).json()) as { status: number; message: string };
  expect(sent.status, sent.message).toBe(200);
  return ((await (await request.get(`/__test/sms/${phone}`)).json()) as { code: string }).code;
}
