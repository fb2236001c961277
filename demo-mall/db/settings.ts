// Small named values kept in the database: the token-signing secret and the first-start seed markers.
import { randomBytes } from 'node:crypto';
import type { DemoMallDatabase } from './database.ts';

export function readSetting(db: DemoMallDatabase, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** The value stored under `key`, created by `make` the first time (the first writer wins). */
export function settingOrCreate(db: DemoMallDatabase, key: string, make: () => string): string {
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, make());
  return readSetting(db, key) as string;
}

/** The token-signing secret: generated once and kept, so tokens survive a restart. */
export function tokenSecret(db: DemoMallDatabase): string {
  return settingOrCreate(db, 'token_secret', () => randomBytes(32).toString('hex'));
}

/** Runs `seed` once per database, in a transaction with its marker, so a crash mid-seed leaves nothing behind. */
export function seedOnce(db: DemoMallDatabase, name: string, seed: () => void): void {
  db.transaction(() => {
    const marker = `seeded:${name}`;
    if (readSetting(db, marker) !== undefined) return;
    seed();
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(marker, new Date().toISOString());
  }).immediate();
}
