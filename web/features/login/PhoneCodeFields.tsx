// Phone number and SMS code with its 获取验证码 button, shared by the SMS login, register and
// forgot-password panels.
import type { SmsType } from '../../api/auth-api.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';

export interface PhoneCodeFieldsProps {
  phone: string;
  onPhone: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  codeType: SmsType;
  /** the agreement tick, when sending a code needs it (all but the password change) */
  agreed?: boolean;
  onInvalid: (message: string | null) => void;
}

export function PhoneCodeFields({ phone, onPhone, code, onCode, codeType, agreed, onInvalid }: PhoneCodeFieldsProps) {
  return (
    <>
      <TextField
        label="请输入手机号码"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        value={phone}
        onChange={(e) => onPhone(e.target.value)}
      />
      <TextField
        label="请输入验证码"
        maxLength={8}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => onCode(e.target.value)}
        after={
          <SendCodeButton
            phone={phone}
            type={codeType}
            {...(agreed === undefined ? {} : { agreed })}
            onInvalid={(message) => onInvalid(message || null)}
          />
        }
      />
    </>
  );
}
