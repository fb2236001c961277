// The resend countdown (docs/product.md §4): counts from an end time, not by decrementing, so a throttled tab or
// a sleeping laptop still ends on time.
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESEND_COUNTDOWN_SECONDS } from '#shared/constants.ts';

export function useCountdown(seconds = RESEND_COUNTDOWN_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const start = useCallback(() => {
    const endAt = Date.now() + seconds * 1000;
    setRemaining(seconds);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer.current);
    }, 250);
  }, [seconds]);

  return { remaining, running: remaining > 0, start };
}
