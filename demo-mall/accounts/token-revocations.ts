// Tokens ended by POST /api/logout (CRMEB 2.3 behaviour), in the database so a restart does not revive them.
// Only a SHA-256 of each token is kept, with its expiry, and expired entries are dropped as new ones arrive.
import { createHash } from 'node:crypto';
import type { DemoMallDatabase } from '../db/database.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTokenRevocations(db: DemoMallDatabase) {
  const insert = db.prepare('INSERT OR IGNORE INTO revoked_tokens (token_sha256, expires_at) VALUES (?, ?)');
  const prune = db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?');
  const find = db.prepare('SELECT 1 FROM revoked_tokens WHERE token_sha256 = ?');

  return {
    /** `expiresAt` in unix seconds: after it the token fails on its own, so the entry can go. */
    revoke(token: string, expiresAt: number, nowSeconds = Math.floor(Date.now() / 1000)): void {
      prune.run(nowSeconds);
      insert.run(digest(token), expiresAt);
    },
    isRevoked(token: string): boolean {
      return find.get(digest(token)) !== undefined;
    },
  };
}

export type TokenRevocations = ReturnType<typeof createTokenRevocations>;
