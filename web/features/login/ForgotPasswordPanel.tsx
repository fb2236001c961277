// Panel 4: reset the password with an SMS code (no agreement needed); success goes to panel 2.
import { appActions } from '../../state/app-state.ts';
import { LoginForm } from './LoginForm.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PhoneCodeFields, usePhoneCode } from './PhoneCodeFields.tsx';
import { usePasswordChange } from './use-password-change.ts';

export function ForgotPasswordPanel() {
  const typed = usePhoneCode();
  const { form, password } = usePasswordChange(typed, () => appActions.setLoginPanel(2));

  return (
    <LoginForm form={form} submitLabel="确认修改">
      <PhoneCodeFields fields={typed} codeType="change_pwd" onInvalid={form.setError} />
      <NewPasswordFields password={password} />
    </LoginForm>
  );
}
