// Versioned schema migrations: user_version records the last applied one; pending ones run in one transaction.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { IN_MEMORY, openDatabase } from '../../../demo-mall/db/database.ts';
import { MIGRATIONS, migrate, SCHEMA_VERSION, schemaVersion, type Migration } from '../../../demo-mall/db/migrations.ts';
import { seedOnce, tokenSecret } from '../../../demo-mall/db/settings.ts';

const tables = (db: Database.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{
      name: string;
    }>
  ).map((row) => row.name);

describe('demo mall database migrations', () => {
  it('brings a new database to the latest version with every table', () => {
    const db = openDatabase(IN_MEMORY);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    // versions rise strictly; parallel branches reserve their own numbers, so a gap is allowed
    expect(MIGRATIONS.every((m, i) => i === 0 || m.version > (MIGRATIONS[i - 1]?.version ?? 0))).toBe(true);
    expect(SCHEMA_VERSION).toBe(MIGRATIONS[MIGRATIONS.length - 1]?.version);
    expect(tables(db)).toEqual(
      expect.arrayContaining([
        'users',
        'companies',
        'login_failures',
        'revoked_tokens',
        'cart_lines',
        'relations',
        'coupon_users',
        'uploads',
      ]),
    );
    db.close();
  });

  it('applies only the pending migrations, and is a no-op when up to date', () => {
    const db = new Database(IN_MEMORY);
    const applied: number[] = [];
    const list: Migration[] = [
      {
        version: 1,
        name: 'one',
        up: (d) => {
          applied.push(1);
          d.exec('CREATE TABLE one (x)');
        },
      },
      {
        version: 2,
        name: 'two',
        up: (d) => {
          applied.push(2);
          d.exec('CREATE TABLE two (x)');
        },
      },
    ];
    migrate(db, list.slice(0, 1));
    migrate(db, list);
    migrate(db, list);
    expect(applied).toEqual([1, 2]);
    expect(schemaVersion(db)).toBe(2);
    db.close();
  });

  it('rolls a failing migration back completely', () => {
    const db = new Database(IN_MEMORY);
    const list: Migration[] = [
      { version: 1, name: 'one', up: (d) => d.exec('CREATE TABLE one (x)') },
      { version: 2, name: 'broken', up: (d) => d.exec('CREATE TABLE two (x); THIS IS NOT SQL') },
    ];
    expect(() => migrate(db, list)).toThrow();
    expect(schemaVersion(db)).toBe(0);
    expect(tables(db)).toEqual([]);
    db.close();
  });

  it('refuses a database written by a newer schema', () => {
    const db = new Database(IN_MEMORY);
    db.pragma('user_version = 99');
    expect(() => migrate(db, MIGRATIONS)).toThrow(/schema version 99, newer than this code/);
    db.close();
  });

  it('keeps one token secret and seeds once per database', () => {
    const db = openDatabase(IN_MEMORY);
    const secret = tokenSecret(db);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenSecret(db)).toBe(secret);
    let runs = 0;
    const seed = () => {
      runs += 1;
    };
    seedOnce(db, 'test', seed);
    seedOnce(db, 'test', seed);
    expect(runs).toBe(1);
    db.close();
  });
});
