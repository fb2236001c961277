// The submit cycle every login panel shares: validate with the shared schema (message under the form),
// run the call once at a time, and show a failure as a toast (docs/product.md §8).
import { useState, type FormEvent } from 'react';
import { appActions } from '../../state/app-state.ts';
import { useBusy } from '../ui/use-busy.ts';

export interface PanelSubmitOptions {
  /** the first failing validation message, or null */
  validate: () => string | null;
  run: () => Promise<void>;
  /** the toast text for a failed call */
  failureMessage: (failure: unknown) => string;
}

export function messageOr(fallback: string): (failure: unknown) => string {
  return (failure) => (failure instanceof Error && failure.message ? failure.message : fallback);
}

export type PanelSubmit = ReturnType<typeof usePanelSubmit>;

export function usePanelSubmit(options: PanelSubmitOptions) {
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = options.validate();
    setError(problem);
    if (problem) return;
    await run(async () => {
      try {
        await options.run();
      } catch (failure) {
        appActions.toast(options.failureMessage(failure));
      }
    });
  };

  return { error, setError, busy, submit };
}
