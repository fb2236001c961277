// 剩余时间 before an unpaid order (or a refund step) closes, apart from the order views so a countdown does not
// load them.

/** Seconds left before the order closes (never negative). */
export function secondsLeft(closesAt: number, nowMs: number): number {
  return Math.max(0, Math.floor(closesAt - nowMs / 1000));
}

/** 剩余时间 as 小时 / 分钟 / 秒, two digits each. */
export function remainingParts(seconds: number): { hours: string; minutes: string; seconds: string } {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { hours: pad(Math.floor(total / 3600)), minutes: pad(Math.floor((total % 3600) / 60)), seconds: pad(total % 60) };
}
