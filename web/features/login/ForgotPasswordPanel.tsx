// Panel 4: reset the password with an SMS code (no agreement needed); success goes to panel 2.
import { useState } from 'react';
import { ChangePasswordInputSchema, firstIssueMessage } from '#shared/schemas/auth-schemas.ts';
import { authApi } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { FormError } from './FormError.tsx';
import { PhoneCodeFields } from './PhoneCodeFields.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { messageOr, usePanelSubmit } from './use-panel-submit.ts';

export function ForgotPasswordPanel() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, submit } = usePanelSubmit({
    validate: () => firstIssueMessage(ChangePasswordInputSchema, { phone, sms_code: code, pwd, confirm_pwd: confirm }),
    run: async () => {
      await authApi.changePassword({ phone: phone.trim(), sms_code: code.trim(), pwd, confirm_pwd: confirm });
      appActions.toast('密码修改成功，请重新登录', 'success');
      appActions.setLoginPanel(2);
    },
    failureMessage: messageOr('修改失败'),
  });

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <PhoneCodeFields phone={phone} onPhone={setPhone} code={code} onCode={setCode} codeType="change_pwd" onInvalid={setError} />
      <NewPasswordFields pwd={pwd} onPwd={setPwd} confirm={confirm} onConfirm={setConfirm} />
      <FormError message={error} />
      <button type="submit" className="login-submit" disabled={busy}>
        确认修改
      </button>
    </form>
  );
}
