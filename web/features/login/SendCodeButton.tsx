// 获取验证码 (docs/product.md §4/§5): needs a valid phone and (except for the password change) the ticked agreement,
// then the slider captcha; the code is requested with its captchaVerification and the button counts
// down '剩余 Ns' from 60, then reads '重新获取'. While disabled it does nothing.
import { useState } from 'react';
import { LOGIN_CAPTCHA_IMAGE_WIDTH } from '#shared/constants.ts';
import { firstIssueMessage, MESSAGES, PhoneSchema } from '#shared/schemas/auth-schemas.ts';
import { authApi, type SmsType } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { Verify } from '../captcha/Verify.tsx';
import { useCountdown } from './use-countdown.ts';

export interface SendCodeButtonProps {
  phone: string;
  type: SmsType;
  /** undefined: the agreement is not required (password change) */
  agreed?: boolean;
  onInvalid: (message: string) => void;
}

export function SendCodeButton({ phone, type, agreed, onInvalid }: SendCodeButtonProps) {
  const { remaining, running, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState(false);
  const disabled = running || sending;

  const press = () => {
    if (disabled) return;
    const problem = firstIssueMessage(PhoneSchema, phone);
    if (problem) return onInvalid(problem);
    if (agreed === false) return onInvalid(MESSAGES.agreementRequired);
    onInvalid('');
    setVerifying(true);
  };

  const send = async (captchaVerification: string) => {
    setVerifying(false);
    setSending(true);
    try {
      await authApi.sendCode(phone.trim(), type, captchaVerification);
      appActions.toast('验证码已发送，请注意查收', 'success');
      setSent(true);
      start();
    } catch (error) {
      appActions.toast(error instanceof Error ? error.message : '验证码发送失败');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button type="button" className="send-code" disabled={disabled} aria-disabled={disabled} onClick={press}>
        {running ? `剩余 ${remaining}s` : sent ? '重新获取' : '获取验证码'}
      </button>
      {verifying ? (
        <Verify
          captchaType="blockPuzzle"
          mode="popup"
          width={LOGIN_CAPTCHA_IMAGE_WIDTH}
          onSuccess={(verification) => void send(verification)}
          onClose={() => setVerifying(false)}
        />
      ) : null}
    </>
  );
}
