// What a form does when its own check refuses the input: the field's message under the field, the same message
// as a toast, and the focus on the field. Nothing typed is cleared.
import { appActions } from '#web/state/app-state.ts';

export function showRefusal<F extends string>(
  refusal: { field: F; message: string },
  fieldIds: Readonly<Record<F, string>>,
  setErrors: (errors: Partial<Record<F, string>>) => void,
): void {
  setErrors({ [refusal.field]: refusal.message } as Partial<Record<F, string>>);
  appActions.toast(refusal.message);
  document.getElementById(fieldIds[refusal.field])?.focus();
}
