// The demo "SMS gateway": codes go to an in-memory outbox (and the console) instead of a phone.
import { randomInt } from 'node:crypto';
import { formatDateTime } from '../core/envelope.ts';
import { capMap, type Clock } from '../core/clock.ts';

export const SMS_TYPES = ['login', 'register', 'change_pwd', 'intention', 'binding', 'change_phone'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

const CODE_TTL_MS = 5 * 60_000;
/** Matches the storefront's 60 s resend countdown. */
const RESEND_INTERVAL_MS = 60_000;
/** A code dies after this many wrong guesses, so six digits cannot be brute-forced. */
const MAX_WRONG_GUESSES = 5;
const OUTBOX_SIZE = 200;

/** Messages that carry news instead of a code (docs/company-api.md §2.2: the invitation to a company). */
export type SmsNoticeType = 'company_invite';

export interface SmsMessage {
  phone: string;
  /** the code, or '' for a notice */
  code: string;
  type: SmsType | SmsNoticeType;
  /** a notice's words */
  text?: string;
  sentAt: number;
  time: string;
}

interface PendingCode {
  code: string;
  expiresAt: number;
  wrong: number;
}

export function isSmsType(value: string): value is SmsType {
  return (SMS_TYPES as readonly string[]).includes(value);
}

export function createSmsOutbox(deps: { now: Clock; print: boolean }) {
  const pending = new Map<string, PendingCode>();
  const lastSentAt = new Map<string, number>();
  const latest = new Map<string, SmsMessage>();
  const outbox: SmsMessage[] = [];

  return {
    send(phone: string, type: SmsType): { ok: true; message: SmsMessage } | { ok: false; message: string } {
      const at = deps.now();
      const previous = lastSentAt.get(phone);
      if (previous !== undefined && at - previous < RESEND_INTERVAL_MS) {
        return { ok: false, message: '请求太频繁请稍后再试' };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const message: SmsMessage = { phone, code, type, sentAt: at, time: formatDateTime(new Date(at)) };
      lastSentAt.set(phone, at);
      pending.set(`${type}:${phone}`, { code, expiresAt: at + CODE_TTL_MS, wrong: 0 });
      latest.set(phone, message);
      outbox.unshift(message);
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      capMap(pending, 10_000);
      capMap(lastSentAt, 10_000);
      capMap(latest, 10_000);
      if (deps.print) console.log(`[demo SMS] ${phone} ${code} (${type})`);
      return { ok: true, message };
    },
    /** A notice (no code, no resend interval): it only lands in the outbox, as a real gateway would deliver it. */
    notify(phone: string, type: SmsNoticeType, text: string): SmsMessage {
      const at = deps.now();
      const message: SmsMessage = { phone, code: '', type, text, sentAt: at, time: formatDateTime(new Date(at)) };
      outbox.unshift(message);
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      if (deps.print) console.log(`[demo SMS] ${phone} ${text}`);
      return message;
    },
    /** True once per code: a correct code is consumed, an expired one never passes. */
    check(phone: string, code: string, type: string = 'login'): boolean {
      const key = `${type}:${phone}`;
      const entry = pending.get(key);
      if (!entry || !code) return false;
      if (entry.expiresAt <= deps.now()) {
        pending.delete(key);
        return false;
      }
      if (entry.code !== code) {
        entry.wrong += 1;
        if (entry.wrong >= MAX_WRONG_GUESSES) pending.delete(key);
        return false;
      }
      pending.delete(key);
      return true;
    },
    /** Test hook only: lets the next code to this phone go out without waiting out the resend interval. */
    forgetInterval(phone: string): void {
      lastSentAt.delete(phone);
    },
    latest(phone: string): SmsMessage | undefined {
      return latest.get(phone);
    },
    /** Newest first. */
    list(): readonly SmsMessage[] {
      return outbox;
    },
  };
}

export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
