// A form the shared schema refuses shows one message: the schema's first issue, beside the field it names (the
// form's first field when it names none of them). Written once for the dialogs that check a schema before sending.
import { appActions } from '#web/state/app-state.ts';

export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

/** what a refused safeParse carries, whichever schema refused */
interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

function firstFieldProblem<F extends string>(error: SchemaIssues, fields: readonly [F, ...F[]]): FieldProblem<F> {
  const issue = error.issues[0];
  const named = fields.find((field) => field === issue?.path[0]);
  return { field: named ?? fields[0], message: issue?.message ?? '参数错误' };
}

/** The first problem, also shown as a toast: for the dialogs that say it both ways. */
export function toastedFieldProblem<F extends string>(error: SchemaIssues, fields: readonly [F, ...F[]]): FieldProblem<F> {
  const problem = firstFieldProblem(error, fields);
  appActions.toast(problem.message);
  return problem;
}
