// Phone number and SMS code with its 获取验证码 button, shared by the SMS login, register and forgot-password
// panels and the 修改手机号 dialog; usePhoneCode keeps what was typed in them.
import { useState } from 'react';
import type { SmsType } from '../../api/auth-api.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { TextField } from './TextField.tsx';

export interface PhoneCode {
  phone: string;
  setPhone: (value: string) => void;
  code: string;
  setCode: (value: string) => void;
}

export function usePhoneCode(): PhoneCode {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  return { phone, setPhone, code, setCode };
}

export interface PhoneCodeFieldsProps {
  fields: PhoneCode;
  codeType: SmsType;
  /** the agreement tick, when sending a code needs it (all but the password and phone changes) */
  agreed?: boolean;
  onInvalid: (message: string | null) => void;
}

export function PhoneCodeFields({ fields: { phone, setPhone, code, setCode }, codeType, agreed, onInvalid }: PhoneCodeFieldsProps) {
  return (
    <>
      <TextField
        label="请输入手机号码"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <SmsCodeField value={code} onChange={setCode} phone={phone} codeType={codeType} agreed={agreed} onInvalid={onInvalid} />
    </>
  );
}
