// 修改手机号 (docs/screens.md a.11): the new phone, the slider captcha and an SMS code sent to that new phone
// (type change_phone). A refusal keeps what was typed; success reads the page again.
import { reload } from 'vike/client/router';
import { phoneAndCodeProblem } from '#shared/auth-rules.ts';
import { appActions } from '#web/state/app-state.ts';
import { LoginForm } from '../login/LoginForm.tsx';
import { PhoneCodeFields, usePhoneCode } from '../login/PhoneCodeFields.tsx';
import { messageOr, usePanelSubmit } from '../login/use-panel-submit.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { userCentreApi } from './user-centre-api.ts';
import '../login/login.css';

export function PhoneDialog({ onClose }: { onClose: () => void }) {
  const typed = usePhoneCode();
  const form = usePanelSubmit({
    validate: () => phoneAndCodeProblem({ phone: typed.phone, sms_code: typed.code }),
    run: async () => {
      await userCentreApi.changePhone({ phone: typed.phone.trim(), sms_code: typed.code.trim() });
      appActions.toast('手机号修改成功', 'success');
      onClose();
      await reload();
    },
    failureMessage: messageOr('修改失败'),
  });

  return (
    <Dialog open title="修改手机号" onClose={onClose} closeOnBackdrop={false} className="uc-dialog">
      <LoginForm form={form} submitLabel="确认修改">
        <PhoneCodeFields fields={typed} codeType="change_phone" onInvalid={form.setError} />
      </LoginForm>
    </Dialog>
  );
}
