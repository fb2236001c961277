// 修改密码 (docs/screens.md a.11): the slider captcha, an SMS code sent to the bound phone (type change_pwd) and
// the new password under the registration rule. The mall then ends every older session, this one included,
// so success signs out and opens the login page.
import { useState } from 'react';
import { loginHref } from '#shared/route-links.ts';
import { authApi } from '#web/api/auth-api.ts';
import { appActions } from '#web/state/app-state.ts';
import { LoginForm } from '../login/LoginForm.tsx';
import { NewPasswordFields } from '../login/NewPasswordFields.tsx';
import { SmsCodeField } from '../login/SmsCodeField.tsx';
import { usePasswordChange } from '../login/use-password-change.ts';
import { Dialog } from '../ui/Dialog.tsx';
import '../login/login.css';

export function PasswordDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const [code, setCode] = useState('');
  const { form, password } = usePasswordChange({ phone, code }, async () => {
    // the old session is over on the mall; the BFF clears its cookies whatever logout answers
    await authApi.logout().catch(() => undefined);
    appActions.clearSession();
    window.location.assign(loginHref('/user'));
  });

  return (
    <Dialog open title="修改密码" onClose={onClose} closeOnBackdrop={false} className="uc-dialog">
      <LoginForm form={form} submitLabel="确认修改">
        <p className="uc-dialog-phone">
          验证码将发送至绑定手机：<strong>{phone}</strong>
        </p>
        <SmsCodeField value={code} onChange={setCode} phone={phone} codeType="change_pwd" onInvalid={form.setError} />
        <NewPasswordFields password={password} />
      </LoginForm>
    </Dialog>
  );
}
