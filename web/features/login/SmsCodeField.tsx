// The SMS code's input with its 获取验证码 button inside the row: under a typed phone (PhoneCodeFields) or for the
// bound phone (修改密码). A refused send shows its message under the form; a send that passes clears it.
import type { SmsType } from '../../api/auth-api.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';

export function SmsCodeField(props: {
  value: string;
  onChange: (value: string) => void;
  phone: string;
  codeType: SmsType;
  /** the agreement tick, when sending a code needs it (all but the password and phone changes) */
  agreed?: boolean;
  onInvalid: (message: string | null) => void;
}) {
  return (
    <TextField
      label="请输入验证码"
      maxLength={8}
      autoComplete="one-time-code"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      after={
        <SendCodeButton
          phone={props.phone}
          type={props.codeType}
          agreed={props.agreed}
          onInvalid={(message) => props.onInvalid(message || null)}
        />
      }
    />
  );
}
