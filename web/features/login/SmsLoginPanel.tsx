// Panel 1: quick login with phone and SMS code. Any failure reads '验证码错误' (docs/product.md §8).
import { useState } from 'react';
import { AgreementSchema, firstIssueMessage, MESSAGES, SmsLoginInputSchema } from '#shared/schemas/auth-schemas.ts';
import { authApi } from '../../api/auth-api.ts';
import { Agreement } from './Agreement.tsx';
import { FormError } from './FormError.tsx';
import { PhoneCodeFields } from './PhoneCodeFields.tsx';
import { finishLogin } from './finish-login.ts';
import { usePanelSubmit } from './use-panel-submit.ts';

export function SmsLoginPanel({ destination }: { destination: string | null }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { error, setError, busy, submit } = usePanelSubmit({
    validate: () => firstIssueMessage(SmsLoginInputSchema, { phone, sms_code: code }) ?? firstIssueMessage(AgreementSchema, agreed),
    run: async () => finishLogin(await authApi.smsLogin(phone.trim(), code.trim()), destination),
    failureMessage: () => MESSAGES.smsLoginFailed,
  });

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <PhoneCodeFields
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        codeType="login"
        agreed={agreed}
        onInvalid={setError}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
      <FormError message={error} />
      <button type="submit" className="login-submit" disabled={busy}>
        登录
      </button>
    </form>
  );
}
