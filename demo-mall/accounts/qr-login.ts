// QR login keys: the PC shows a key, a phone (here the demo confirm page) approves it, the PC's poll collects a token.
import { randomBytes } from 'node:crypto';
import { capMap, type Clock } from '../core/clock.ts';

export const QR_TIMEOUT_SECONDS = 600;

interface QrKey {
  createdAt: number;
  confirmedUid: number | null;
}

export type QrState = { state: 'invalid' } | { state: 'pending' } | { state: 'confirmed'; uid: number };

export function createQrLogins(now: Clock) {
  const keys = new Map<string, QrKey>();

  function live(key: string): QrKey | undefined {
    const entry = keys.get(key);
    if (!entry) return undefined;
    if (now() - entry.createdAt > QR_TIMEOUT_SECONDS * 1000) {
      keys.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    create(): string {
      const key = randomBytes(16).toString('hex');
      keys.set(key, { createdAt: now(), confirmedUid: null });
      capMap(keys, 10_000);
      return key;
    },
    /** Issued by a QR login request, not expired and not yet confirmed. */
    isPending(key: string): boolean {
      return live(key)?.confirmedUid === null;
    },
    confirm(key: string, uid: number): boolean {
      const entry = live(key);
      if (!entry || entry.confirmedUid !== null) return false;
      entry.confirmedUid = uid;
      return true;
    },
    /** A confirmed key is handed out once, then forgotten, so its token cannot be collected twice. */
    poll(key: string): QrState {
      const entry = live(key);
      if (!entry) return { state: 'invalid' };
      if (entry.confirmedUid === null) return { state: 'pending' };
      keys.delete(key);
      return { state: 'confirmed', uid: entry.confirmedUid };
    },
  };
}
