// 修改手机号 (docs/screens.md a.11): the new phone, the slider captcha and an SMS code sent to that new phone
// (type change_phone). A refusal keeps what was typed; success reads the page again.
import { useState } from 'react';
import { reload } from 'vike/client/router';
import { ChangePhoneInputSchema, firstIssueMessage } from '#shared/schemas/auth-schemas.ts';
import { appActions } from '#web/state/app-state.ts';
import { FormError } from '../login/FormError.tsx';
import { PhoneCodeFields } from '../login/PhoneCodeFields.tsx';
import { messageOr, usePanelSubmit } from '../login/use-panel-submit.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { userCentreApi } from './user-centre-api.ts';
import '../login/login.css';

export function PhoneDialog({ onClose }: { onClose: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { error, setError, busy, submit } = usePanelSubmit({
    validate: () => firstIssueMessage(ChangePhoneInputSchema, { phone, sms_code: code }),
    run: async () => {
      await userCentreApi.changePhone({ phone: phone.trim(), sms_code: code.trim() });
      appActions.toast('手机号修改成功', 'success');
      onClose();
      await reload();
    },
    failureMessage: messageOr('修改失败'),
  });

  return (
    <Dialog open title="修改手机号" onClose={onClose} closeOnBackdrop={false} className="uc-dialog">
      <form className="login-form" onSubmit={submit} noValidate>
        <PhoneCodeFields phone={phone} onPhone={setPhone} code={code} onCode={setCode} codeType="change_phone" onInvalid={setError} />
        <FormError message={error} />
        <button type="submit" className="login-submit" disabled={busy}>
          确认修改
        </button>
      </form>
    </Dialog>
  );
}
