// The captcha client id of docs/product.md §3: kept in localStorage under the exact keys 'slider' and 'point'.
import { CAPTCHA_CLIENT_ID_KEYS } from '#shared/constants.ts';
import type { CaptchaType } from '../../api/captcha-api.ts';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function captchaClientId(type: CaptchaType): string {
  const key = CAPTCHA_CLIENT_ID_KEYS[type];
  try {
    const existing = window.localStorage.getItem(key);
    if (existing) return existing;
    const created = `${key}-${randomId()}`;
    window.localStorage.setItem(key, created);
    return created;
  } catch {
    return `${key}-${randomId()}`;
  }
}
