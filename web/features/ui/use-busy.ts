// One call at a time per control, for every button or form that calls the mall: `run` starts a task only when none
// is running, and `busy` drives the disabled state while it runs. The guard is a flag outside React's state, so two
// clicks inside one render (a double click) cannot both start, which a check of `busy` alone lets through.
import { useRef, useState } from 'react';

export type RunOnce = <T>(task: () => Promise<T>) => Promise<T | undefined>;

/** The guard itself, without React: `setBusy` hears true when a task starts and false when it ends, however it ends. */
export function singleFlight(setBusy: (busy: boolean) => void): RunOnce {
  let running = false;
  return async (task) => {
    if (running) return undefined;
    running = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      running = false;
      setBusy(false);
    }
  };
}

export function useBusy(): { busy: boolean; run: RunOnce } {
  const [busy, setBusy] = useState(false);
  const run = useRef<RunOnce | null>(null);
  run.current ??= singleFlight(setBusy);
  return { busy, run: run.current };
}
