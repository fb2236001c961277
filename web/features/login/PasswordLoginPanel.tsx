// Panel 2: account (phone) and password.
import { useState } from 'react';
import { agreementProblem, loginProblem } from '#shared/auth-rules.ts';
import { authApi } from '../../api/auth-api.ts';
import { Agreement } from './Agreement.tsx';
import { LoginForm } from './LoginForm.tsx';
import { TextField } from './TextField.tsx';
import { finishLogin } from './finish-login.ts';
import { messageOr, usePanelSubmit } from './use-panel-submit.ts';

export function PasswordLoginPanel({ destination }: { destination: string | null }) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const form = usePanelSubmit({
    validate: () => loginProblem({ account, password }) ?? agreementProblem(agreed),
    run: async () => finishLogin(await authApi.login(account.trim(), password), destination),
    failureMessage: messageOr('登录失败'),
  });

  return (
    <LoginForm form={form} submitLabel="登录">
      <TextField
        label="请输入手机号或账号"
        autoComplete="username"
        maxLength={32}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
      />
      <TextField
        label="请输入密码"
        type="password"
        autoComplete="current-password"
        maxLength={32}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
    </LoginForm>
  );
}
