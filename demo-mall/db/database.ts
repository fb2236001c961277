// The demo mall's one SQLite database (better-sqlite3): everything a visitor changes lives here, so a restart
// forgets nothing. ':memory:' gives tests a fresh, private database; a file gets WAL so readers never wait.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';

export type DemoMallDatabase = Database.Database;

export const IN_MEMORY = ':memory:';

/** data/demo-mall.sqlite under the repository (DEMO_MALL_DB overrides it). */
export const DEFAULT_DATABASE_FILE = fileURLToPath(new URL('../../data/demo-mall.sqlite', import.meta.url));

/** The database file could not be opened or migrated; the message names the file and the way out. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

/**
 * Opens (creating when absent) and migrates the database. A relative path is taken from the working directory; a
 * Buffer is a serialized image (`db.serialize()`) opened as a private in-memory copy: tests seed one mall and start
 * each of theirs from its image instead of seeding again (test/helpers/mall/seeded-image.ts).
 */
export function openDatabase(location: string | Buffer = DEFAULT_DATABASE_FILE): DemoMallDatabase {
  const inMemory = typeof location !== 'string' || location === IN_MEMORY;
  const file = typeof location !== 'string' ? 'image' : inMemory ? location : resolve(location);
  let db: DemoMallDatabase;
  try {
    if (!inMemory) mkdirSync(dirname(file), { recursive: true });
    db = new Database(typeof location === 'string' ? file : location);
  } catch (error) {
    // Say which file and how to choose another, instead of a bare EACCES / SQLITE_CANTOPEN.
    throw new Error(
      `demo mall database ${file} cannot be opened (${(error as Error).message}); set DEMO_MALL_DB to a writable path or :memory:`,
      {
        cause: error,
      },
    );
  }
  try {
    if (!inMemory) {
      db.pragma('journal_mode = WAL');
      // With WAL, NORMAL survives a crash of the process; only a power cut may lose the last commits.
      db.pragma('synchronous = NORMAL');
    }
    // Two processes on one file (a second `npm run mall`) wait for each other instead of failing at once.
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw new DatabaseOpenError(`demo mall database ${file} cannot be used: ${(error as Error).message}`, { cause: error });
  }
}
