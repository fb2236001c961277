// Panel 1: quick login with phone and SMS code. Any failure reads '验证码错误' (spec §8).
import { useState, type FormEvent } from 'react';
import { AgreementSchema, firstIssueMessage, MESSAGES, SmsLoginInputSchema } from '#shared/schemas/auth-schemas.ts';
import { authApi } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { Agreement } from './Agreement.tsx';
import { FormError } from './FormError.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';
import { finishLogin } from './finish-login.ts';

export function SmsLoginPanel({ destination }: { destination: string | null }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstIssueMessage(SmsLoginInputSchema, { phone, sms_code: code }) ?? firstIssueMessage(AgreementSchema, agreed);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      finishLogin(await authApi.smsLogin(phone.trim(), code.trim()), destination);
    } catch {
      appActions.toast(MESSAGES.smsLoginFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField label="请输入手机号码" type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <TextField
        label="请输入验证码"
        maxLength={8}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        after={<SendCodeButton phone={phone} type="login" agreed={agreed} onInvalid={(message) => setError(message || null)} />}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
      <FormError message={error} />
      <button type="submit" className="login-submit" disabled={busy}>
        登录
      </button>
    </form>
  );
}
