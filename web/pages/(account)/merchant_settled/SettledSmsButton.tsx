// 获取验证码 for the settlement form: valid phone → slider captcha (the shared Verify box) →
// POST /api/auth/verify with type 'intention'; then a 60 s countdown.
import { useEffect, useState } from 'react';
import { LOGIN_CAPTCHA_IMAGE_WIDTH, RESEND_COUNTDOWN_SECONDS } from '#shared/constants.ts';
import { isMobile } from '#shared/phone-rules.ts';
import { apiPost } from '#web/api/bff-client.ts';
import { Verify } from '#web/features/captcha/Verify.tsx';
import { appActions } from '#web/state/app-state.ts';

export function SettledSmsButton({ phone, onInvalid }: { phone: string; onInvalid: (message: string) => void }) {
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const [verifying, setVerifying] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const press = () => {
    if (left > 0) return;
    if (!isMobile(phone.trim())) return onInvalid(phone.trim() ? '请输入正确的手机号码' : '请输入手机号码');
    onInvalid('');
    setVerifying(true);
  };
  const send = async (captchaVerification: string) => {
    setVerifying(false);
    try {
      await apiPost('/api/auth/verify', { phone: phone.trim(), type: 'intention', captchaType: 'blockPuzzle', captchaVerification });
      appActions.toast('验证码已发送，请注意查收', 'success');
      setSent(true);
      setLeft(RESEND_COUNTDOWN_SECONDS);
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '验证码发送失败');
    }
  };
  return (
    <>
      <button type="button" className="btn-plain" disabled={left > 0} onClick={press}>
        {left > 0 ? `剩余 ${left}s` : sent ? '重新获取' : '获取验证码'}
      </button>
      {verifying ? (
        <Verify
          captchaType="blockPuzzle"
          mode="popup"
          width={LOGIN_CAPTCHA_IMAGE_WIDTH}
          onSuccess={(v) => void send(v)}
          onClose={() => setVerifying(false)}
        />
      ) : null}
    </>
  );
}
