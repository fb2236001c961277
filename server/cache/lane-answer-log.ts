// What the guest fast lane tells the logs (docs/adr/0027). Its answers are guests' kept copies: no mall call, no
// login, nothing to trace. A JSON line each costs more CPU than the answer itself (≈ 10 µs against ≈ 20 µs), so at
// `info` they are summed up: one line per interval with the count per address and the slowest answer. At `debug`
// each answer gets its own `request completed` line, as the full pipeline writes it. /metrics counts every answer
// either way.
import { randomUUID } from 'node:crypto';

export interface LaneLogger {
  info(fields: object, message: string): void;
  debug(fields: object, message: string): void;
  /** pino's level name (LOG_LEVEL) */
  level: string;
}

/** How often the summary line is written (when anything was answered). */
export const LANE_SUMMARY_EVERY_MS = 10_000;
/** Addresses counted apart in one summary; the rest are summed under OTHER_ADDRESSES. */
export const MAX_SUMMARY_ADDRESSES = 50;
export const OTHER_ADDRESSES = '(other addresses)';

export class LaneAnswerLog {
  private counts = new Map<string, number>();
  private answers = 0;
  private slowestMs = 0;
  private since = Date.now();
  private readonly timer: NodeJS.Timeout;
  private readonly perAnswer: boolean;

  constructor(
    private readonly log: LaneLogger,
    everyMs = LANE_SUMMARY_EVERY_MS,
  ) {
    // decided once: pino's level is set at start (LOG_LEVEL)
    this.perAnswer = log.level === 'debug' || log.level === 'trace';
    this.timer = setInterval(() => this.flush(), everyMs);
    this.timer.unref();
  }

  record(url: string, ms: number): void {
    if (this.perAnswer) {
      const line = { reqId: randomUUID(), method: 'GET', url, statusCode: 200, responseTime: Math.round(ms * 10) / 10 };
      this.log.debug(line, 'request completed');
      return;
    }
    this.answers += 1;
    if (ms > this.slowestMs) this.slowestMs = ms;
    const known = this.counts.get(url);
    if (known !== undefined) this.counts.set(url, known + 1);
    else if (this.counts.size < MAX_SUMMARY_ADDRESSES) this.counts.set(url, 1);
    else this.counts.set(OTHER_ADDRESSES, (this.counts.get(OTHER_ADDRESSES) ?? 0) + 1);
  }

  /** Writes the summary of what was answered since the last one (nothing when nothing was). */
  flush(): void {
    const now = Date.now();
    if (this.answers > 0) {
      const byUrl = Object.fromEntries([...this.counts].sort((a, b) => b[1] - a[1]));
      const seconds = Math.round((now - this.since) / 100) / 10;
      const slowestMs = Math.round(this.slowestMs * 10) / 10;
      this.log.info({ answers: this.answers, seconds, slowestMs, byUrl }, 'guest fast lane answers');
    }
    this.counts = new Map();
    this.answers = 0;
    this.slowestMs = 0;
    this.since = now;
  }

  /** The last summary, and no timer left behind. */
  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
