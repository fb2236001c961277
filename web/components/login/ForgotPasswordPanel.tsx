// Panel 4: reset the password with an SMS code (no agreement needed); success goes to panel 2.
import { useState, type FormEvent } from 'react';
import { ChangePasswordInputSchema, firstIssueMessage } from '#shared/schemas/auth-schemas.ts';
import { authApi } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { FormError } from './FormError.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';

export function ForgotPasswordPanel() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { phone, sms_code: code, pwd, confirm_pwd: confirm };
    const problem = firstIssueMessage(ChangePasswordInputSchema, input);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await authApi.changePassword({ phone: phone.trim(), sms_code: code.trim(), pwd, confirm_pwd: confirm });
      appActions.toast('密码修改成功，请重新登录', 'success');
      appActions.setLoginPanel(2);
    } catch (failure) {
      appActions.toast(failure instanceof Error ? failure.message : '修改失败');
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
        after={<SendCodeButton phone={phone} type="change_pwd" onInvalid={(message) => setError(message || null)} />}
      />
      <TextField label="请输入8-16位新密码" type="password" autoComplete="new-password" maxLength={16} value={pwd} onChange={(e) => setPwd(e.target.value)} />
      <TextField label="请再次输入新密码" type="password" autoComplete="new-password" maxLength={16} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      <FormError message={error} />
      <button type="submit" className="login-submit" disabled={busy}>
        确认修改
      </button>
    </form>
  );
}
