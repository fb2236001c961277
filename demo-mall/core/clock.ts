// Every time-dependent rule (captcha, SMS, QR, lockout) reads one injectable clock so tests can move time.
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Drops the oldest entries of an insertion-ordered map so a flood of requests cannot grow it without bound. */
export function capMap<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}
