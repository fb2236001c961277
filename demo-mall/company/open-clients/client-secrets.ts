// An API client's id and secret (docs/company-api.md §17, docs/adr/0105-open-client-secrets.md). The secret is
// 32 random bytes, shown once; only HMAC-SHA256(pepper, secret) is stored. A random 256-bit secret cannot be
// guessed from a fast hash the way a typed password can, so scrypt's cost would buy nothing and would be paid
// on every token request; the pepper (kept in the settings table, not beside the hashes) means a copied
// open_clients table alone does not even allow checking a guess.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DemoMallDatabase } from '../../db/database.ts';
import { settingOrCreate } from '../../db/settings.ts';

const CLIENT_ID_PREFIX = 'oc_';
const SECRET_PREFIX = 'ocs_';

export const newClientId = (): string => `${CLIENT_ID_PREFIX}${randomBytes(10).toString('hex')}`;
export const newClientSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export function createSecretHasher(db: DemoMallDatabase) {
  const pepper = settingOrCreate(db, 'open_client_pepper', () => randomBytes(32).toString('hex'));
  const hash = (secret: string) => createHmac('sha256', pepper).update(secret, 'utf8').digest('hex');
  return {
    hash,
    /** constant time over the digests, whatever was typed */
    matches(secret: string, stored: string): boolean {
      const given = Buffer.from(hash(secret), 'hex');
      const saved = Buffer.from(stored, 'hex');
      return given.length === saved.length && timingSafeEqual(given, saved);
    },
  };
}

export type SecretHasher = ReturnType<typeof createSecretHasher>;
