// 获取验证码 for the settlement form: valid phone → slider captcha (the shared Verify box) →
// POST /api/auth/verify with type 'intention'; then a 60 s countdown (useSendCode, as in the login panels).
import { isMobile } from '#shared/phone-rules.ts';
import { apiPost } from '#web/api/bff-client.ts';
import { useSendCode } from '#web/features/login/use-send-code.tsx';

export function SettledSmsButton({ phone, onInvalid }: { phone: string; onInvalid: (message: string) => void }) {
  const sender = useSendCode({
    check: () => (isMobile(phone.trim()) ? null : phone.trim() ? '请输入正确的手机号码' : '请输入手机号码'),
    onInvalid,
    send: (captchaVerification) =>
      apiPost('/api/auth/verify', { phone: phone.trim(), type: 'intention', captchaType: 'blockPuzzle', captchaVerification }),
  });
  return (
    <>
      <button type="button" className="btn-plain" disabled={sender.disabled} onClick={sender.press}>
        {sender.label}
      </button>
      {sender.captcha}
    </>
  );
}
