// A refused form shows one message: the rules' first problem, beside the field it names (the form's first field when
// it names none of them). Written once for the dialogs that check their rules module before sending.
import { appActions } from '#web/state/app-state.ts';

export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

/** what a rules module answers for a refused form: the message, and the field it belongs to where it knows one */
export interface Refusal {
  message: string;
  field?: string | undefined;
}

function placedProblem<F extends string>(refusal: Refusal, fields: readonly [F, ...F[]]): FieldProblem<F> {
  const named = fields.find((field) => field === refusal.field);
  return { field: named ?? fields[0], message: refusal.message };
}

/** The problem placed on a field of the form, also shown as a toast: for the dialogs that say it both ways. */
export function toastedFieldProblem<F extends string>(refusal: Refusal, fields: readonly [F, ...F[]]): FieldProblem<F> {
  const problem = placedProblem(refusal, fields);
  appActions.toast(problem.message);
  return problem;
}
