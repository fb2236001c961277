// A form dialog's draft with its check written once: what was typed, the message about it (any change clears it,
// since it spoke of the form as it was), and a submit that sends only a form the check passes, one call at a time.
import { useState } from 'react';
import { useBusy } from './use-busy.ts';

export function useCheckedForm<F>(
  initial: F | (() => F),
  problemOf: (form: F) => string | null,
  send: (form: F) => Promise<unknown>,
): { form: F; set: (patch: Partial<F>) => void; problem: string; busy: boolean; submit: () => Promise<unknown> | undefined } {
  const [form, setForm] = useState<F>(initial);
  const [problem, setProblem] = useState('');
  const { busy, run } = useBusy();
  const set = (patch: Partial<F>) => {
    setProblem('');
    setForm((current) => ({ ...current, ...patch }));
  };
  const submit = () => {
    const found = problemOf(form);
    setProblem(found ?? '');
    if (found) return;
    return run(() => send(form));
  };
  return { form, set, problem, busy, submit };
}
