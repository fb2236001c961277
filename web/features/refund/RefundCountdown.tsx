// 还剩 … on the refund detail page (docs/screens.md a.8): the time left to the other side's deadline
// (auto_refund_time), ticking each second in the browser.
import { useEffect, useState } from 'react';
import { remainingParts, secondsLeft } from '#web/features/order/remaining-time.ts';

export function RefundCountdown({ endsAt }: { endsAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(endsAt, now);
  const days = Math.floor(left / 86400);
  const parts = remainingParts(left % 86400);
  return (
    <p className="refund-countdown" data-testid="refund-countdown" suppressHydrationWarning>
      还剩 <b suppressHydrationWarning>{days}</b>天<b suppressHydrationWarning>{parts.hours}</b>小时
      <b suppressHydrationWarning>{parts.minutes}</b>分钟<b suppressHydrationWarning>{parts.seconds}</b>秒
    </p>
  );
}
