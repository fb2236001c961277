// 获取验证码 (docs/product.md §4/§5): needs a valid phone and (except for the password and phone changes) the ticked
// agreement, then the slider captcha; the code is requested with its captchaVerification and the button counts
// down '剩余 Ns' from 60, then reads '重新获取' (useSendCode). While disabled it does nothing.
import { AUTH_MESSAGES, phoneProblem } from '#shared/auth-rules.ts';
import { authApi, type SmsType } from '../../api/auth-api.ts';
import { useSendCode } from './use-send-code.tsx';

export interface SendCodeButtonProps {
  phone: string;
  type: SmsType;
  /** undefined: the agreement is not required (password change) */
  agreed?: boolean;
  onInvalid: (message: string) => void;
}

export function SendCodeButton({ phone, type, agreed, onInvalid }: SendCodeButtonProps) {
  const sender = useSendCode({
    check: () => phoneProblem(phone) ?? (agreed === false ? AUTH_MESSAGES.agreementRequired : null),
    onInvalid,
    send: (captchaVerification) => authApi.sendCode(phone.trim(), type, captchaVerification),
  });
  return (
    <>
      <button type="button" className="send-code" disabled={sender.disabled} aria-disabled={sender.disabled} onClick={sender.press}>
        {sender.label}
      </button>
      {sender.captcha}
    </>
  );
}
