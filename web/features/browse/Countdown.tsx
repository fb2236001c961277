// A live countdown to a unix time. The server renders the remaining time once; the browser ticks it.
import { useEffect, useState } from 'react';
import { pad2, splitSeconds } from './format.ts';
import './browse.css';

export function Countdown({ to, label, showDays = false }: { to: number; label?: string; showDays?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = splitSeconds(to - now / 1000);
  const hours = showDays ? left.h : left.h + left.d * 24;
  return (
    <span className="countdown" data-countdown="">
      {label ? <span className="countdown-label">{label}</span> : null}
      {showDays && left.d > 0 ? (
        <>
          <b suppressHydrationWarning>{left.d}</b>天
        </>
      ) : null}
      <b suppressHydrationWarning>{pad2(hours)}</b>:<b suppressHydrationWarning>{pad2(left.m)}</b>:
      <b suppressHydrationWarning data-seconds="">
        {pad2(left.s)}
      </b>
    </span>
  );
}
