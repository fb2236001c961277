// 剩余时间 (docs/screens.md a.7): hours, minutes and seconds until an unpaid order closes, ticking each
// second in the browser; `onEnd` runs once when it reaches zero.
import { useEffect, useRef, useState } from 'react';
import { remainingParts, secondsLeft } from './remaining-time.ts';

export function RemainingTime({ closesAt, onEnd }: { closesAt: number; onEnd?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const left = secondsLeft(closesAt, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    onEnd?.();
  }, [left, onEnd]);

  const parts = remainingParts(left);
  return (
    <span className="remaining-time" data-testid="remaining-time" data-seconds-left={left} suppressHydrationWarning>
      <b suppressHydrationWarning>{parts.hours}</b>小时<b suppressHydrationWarning>{parts.minutes}</b>分钟
      <b suppressHydrationWarning>{parts.seconds}</b>秒
    </span>
  );
}
