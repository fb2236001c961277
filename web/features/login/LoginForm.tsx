// The form of every login panel and of the account's 修改密码 / 修改手机号 dialogs: the browser's own checks off
// (the shared schema's message shows under the fields), then that message line and the one submit button, off
// while the call runs.
import type { ReactNode } from 'react';
import { FormError } from './FormError.tsx';
import type { PanelSubmit } from './use-panel-submit.ts';

export function LoginForm({ form, submitLabel, children }: { form: PanelSubmit; submitLabel: string; children: ReactNode }) {
  return (
    <form className="login-form" onSubmit={form.submit} noValidate>
      {children}
      <FormError message={form.error} />
      <button type="submit" className="login-submit" disabled={form.busy}>
        {submitLabel}
      </button>
    </form>
  );
}
