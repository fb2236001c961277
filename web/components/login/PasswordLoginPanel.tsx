// Panel 2: account (phone) and password.
import { useState, type FormEvent } from 'react';
import { AgreementSchema, firstIssueMessage, LoginInputSchema } from '#shared/schemas/auth-schemas.ts';
import { authApi } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { Agreement } from './Agreement.tsx';
import { FormError } from './FormError.tsx';
import { TextField } from './TextField.tsx';
import { finishLogin } from './finish-login.ts';

export function PasswordLoginPanel({ destination }: { destination: string | null }) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstIssueMessage(LoginInputSchema, { account, password }) ?? firstIssueMessage(AgreementSchema, agreed);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      finishLogin(await authApi.login(account.trim(), password), destination);
    } catch (failure) {
      appActions.toast(failure instanceof Error ? failure.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField label="请输入手机号或账号" autoComplete="username" maxLength={32} value={account} onChange={(e) => setAccount(e.target.value)} />
      <TextField label="请输入密码" type="password" autoComplete="current-password" maxLength={32} value={password} onChange={(e) => setPassword(e.target.value)} />
      <Agreement checked={agreed} onChange={setAgreed} />
      <FormError message={error} />
      <button type="submit" className="login-submit" disabled={busy}>
        登录
      </button>
    </form>
  );
}
