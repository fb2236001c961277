// Panel 1: quick login with phone and SMS code. Any failure reads '验证码错误' (docs/product.md §8).
import { useState } from 'react';
import { AUTH_MESSAGES, agreementProblem, phoneAndCodeProblem } from '#shared/auth-rules.ts';
import { authApi } from '../../api/auth-api.ts';
import { Agreement } from './Agreement.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PhoneCodeFields, usePhoneCode } from './PhoneCodeFields.tsx';
import { finishLogin } from './finish-login.ts';
import { usePanelSubmit } from './use-panel-submit.ts';

export function SmsLoginPanel({ destination }: { destination: string | null }) {
  const typed = usePhoneCode();
  const [agreed, setAgreed] = useState(false);
  const form = usePanelSubmit({
    validate: () => phoneAndCodeProblem({ phone: typed.phone, sms_code: typed.code }) ?? agreementProblem(agreed),
    run: async () => finishLogin(await authApi.smsLogin(typed.phone.trim(), typed.code.trim()), destination),
    failureMessage: () => AUTH_MESSAGES.smsLoginFailed,
  });

  return (
    <LoginForm form={form} submitLabel="登录">
      <PhoneCodeFields fields={typed} codeType="login" agreed={agreed} onInvalid={form.setError} />
      <Agreement checked={agreed} onChange={setAgreed} />
    </LoginForm>
  );
}
