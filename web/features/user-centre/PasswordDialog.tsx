// 修改密码 (docs/screens.md a.11): the slider captcha, an SMS code sent to the bound phone (type change_pwd) and
// the new password under the registration rule. The mall then ends every older session, this one included,
// so success signs out and opens the login page.
import { useState } from 'react';
import { ChangePasswordInputSchema, firstIssueMessage } from '#shared/schemas/auth-schemas.ts';
import { loginHref } from '#shared/routes.ts';
import { authApi } from '#web/api/auth-api.ts';
import { appActions } from '#web/state/app-state.ts';
import { FormError } from '../login/FormError.tsx';
import { SendCodeButton } from '../login/SendCodeButton.tsx';
import { NewPasswordFields } from '../login/NewPasswordFields.tsx';
import { TextField } from '../login/TextField.tsx';
import { messageOr, usePanelSubmit } from '../login/use-panel-submit.ts';
import { Dialog } from '../ui/Dialog.tsx';
import '../login/login.css';

export function PasswordDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, submit } = usePanelSubmit({
    validate: () => firstIssueMessage(ChangePasswordInputSchema, { phone, sms_code: code, pwd, confirm_pwd: confirm }),
    run: async () => {
      await authApi.changePassword({ phone, sms_code: code.trim(), pwd, confirm_pwd: confirm });
      appActions.toast('密码修改成功，请重新登录', 'success');
      // the old session is over on the mall; the BFF clears its cookies whatever logout answers
      await authApi.logout().catch(() => undefined);
      appActions.clearSession();
      window.location.assign(loginHref('/user'));
    },
    failureMessage: messageOr('修改失败'),
  });

  return (
    <Dialog open title="修改密码" onClose={onClose} closeOnBackdrop={false} className="uc-dialog">
      <form className="login-form" onSubmit={submit} noValidate>
        <p className="uc-dialog-phone">
          验证码将发送至绑定手机：<strong>{phone}</strong>
        </p>
        <TextField
          label="请输入验证码"
          maxLength={8}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          after={<SendCodeButton phone={phone} type="change_pwd" onInvalid={(message) => setError(message || null)} />}
        />
        <NewPasswordFields pwd={pwd} onPwd={setPwd} confirm={confirm} onConfirm={setConfirm} />
        <FormError message={error} />
        <button type="submit" className="login-submit" disabled={busy}>
          确认修改
        </button>
      </form>
    </Dialog>
  );
}
