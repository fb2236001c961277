// GET /api/captcha keys: a four-character code per key, valid 300 s, consumed when it matches.
import { randomBytes } from 'node:crypto';
import { capMap, type Clock } from '../../core/clock.ts';
import { drawTextCaptcha } from './text-captcha-image.ts';

const IMAGE_CAPTCHA_TTL_MS = 300_000;

export function createImageCaptchaStore(now: Clock) {
  const codes = new Map<string, { code: string; expiresAt: number }>();

  function live(key: string) {
    const entry = codes.get(key);
    if (entry && entry.expiresAt <= now()) {
      codes.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    async create(): Promise<{ key: string; captcha: string }> {
      const { image, code } = await drawTextCaptcha();
      // uniqid()-like key: 13 hex characters.
      const key = randomBytes(7).toString('hex').slice(0, 13);
      codes.set(key, { code, expiresAt: now() + IMAGE_CAPTCHA_TTL_MS });
      capMap(codes, 5_000);
      return { key, captcha: `data:image/png;base64,${image.toString('base64')}` };
    },
    /** Case-insensitive; a match consumes the key, a miss burns it too so codes cannot be guessed. */
    check(key: string, code: string): boolean {
      const entry = live(key);
      if (!entry) return false;
      codes.delete(key);
      return entry.code.toLowerCase() === code.trim().toLowerCase();
    },
    answer(key: string): string | null {
      return live(key)?.code ?? null;
    },
  };
}
