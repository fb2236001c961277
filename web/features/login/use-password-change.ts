// The password change that 找回密码 (login panel 4) and 修改密码 (账户管理) both send: the SMS code for the phone and
// the new password twice, under the registration rule; success says so, then each goes on its own way.
import { useState } from 'react';
import { changePasswordProblem } from '#shared/auth-rules.ts';
import { authApi } from '../../api/auth-api.ts';
import { appActions } from '../../state/app-state.ts';
import { messageOr, usePanelSubmit } from './use-panel-submit.ts';

export interface NewPassword {
  pwd: string;
  setPwd: (value: string) => void;
  confirm: string;
  setConfirm: (value: string) => void;
}

export function usePasswordChange(sms: { phone: string; code: string }, afterChange: () => Promise<void> | void) {
  const [pwd, setPwd] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = usePanelSubmit({
    validate: () => changePasswordProblem({ phone: sms.phone, sms_code: sms.code, pwd, confirm_pwd: confirm }),
    run: async () => {
      await authApi.changePassword({ phone: sms.phone.trim(), sms_code: sms.code.trim(), pwd, confirm_pwd: confirm });
      appActions.toast('密码修改成功，请重新登录', 'success');
      await afterChange();
    },
    failureMessage: messageOr('修改失败'),
  });
  const password: NewPassword = { pwd, setPwd, confirm, setConfirm };
  return { form, password };
}
