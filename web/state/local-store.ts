// Prefix-scoped localStorage (docs/product.md §3): every key this shop writes starts with LOCAL_STORAGE_PREFIX, so
// clearing the visitor's data never touches other sites' or tools' keys. Storage may be unavailable
// (privacy mode), which is treated as empty.
import { LOCAL_STORAGE_PREFIX } from '#shared/constants.ts';

export const LOCAL_KEYS = {
  companyAccount: 'companyAccount',
  entity: 'entity',
  lastEntity: 'lastEntity',
} as const;

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(LOCAL_STORAGE_PREFIX + key);
    else window.localStorage.setItem(LOCAL_STORAGE_PREFIX + key, value);
  } catch {
    // Storage full or disabled: the server cookies remain the source of truth.
  }
}

/** Removes every prefixed key (a lost login must not leave the last company behind). */
export function clearLocal(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(LOCAL_STORAGE_PREFIX) && key !== LOCAL_STORAGE_PREFIX + LOCAL_KEYS.lastEntity) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
