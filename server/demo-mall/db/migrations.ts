// Versioned schema: PRAGMA user_version holds the last applied migration; pending ones run in order inside one
// immediate transaction at start, so a half-migrated file cannot exist. Migrations are append-only: never edit
// a released one, add the next version instead.
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

const INITIAL_SCHEMA = `
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  uid            INTEGER PRIMARY KEY,
  account        TEXT NOT NULL UNIQUE,
  phone          TEXT NOT NULL UNIQUE,
  nickname       TEXT NOT NULL,
  avatar         TEXT NOT NULL,
  password_salt  TEXT NOT NULL,
  password_hash  TEXT NOT NULL,
  now_money_fen  INTEGER NOT NULL DEFAULT 0,
  integral       INTEGER NOT NULL DEFAULT 0,
  is_svip        INTEGER NOT NULL DEFAULT 0,
  svip_endtime   TEXT,
  zone_id        INTEGER NOT NULL DEFAULT 0,
  user_type      TEXT NOT NULL DEFAULT 'pc',
  status         INTEGER NOT NULL DEFAULT 1,
  create_time    TEXT NOT NULL
);

CREATE TABLE companies (
  company_id  INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  owner_uid   INTEGER NOT NULL UNIQUE REFERENCES users (uid)
);

CREATE TABLE login_failures (
  account           TEXT PRIMARY KEY,
  failures          INTEGER NOT NULL,
  first_failure_at  INTEGER NOT NULL,
  locked_until      INTEGER NOT NULL
);

CREATE TABLE revoked_tokens (
  token_sha256  TEXT PRIMARY KEY,
  expires_at    INTEGER NOT NULL
);

CREATE TABLE cart_lines (
  cart_id       INTEGER PRIMARY KEY AUTOINCREMENT,
  principal     TEXT NOT NULL,
  mer_id        INTEGER NOT NULL,
  product_type  INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  sku_unique    TEXT NOT NULL,
  cart_num      INTEGER NOT NULL CHECK (cart_num > 0),
  is_new        INTEGER NOT NULL DEFAULT 0,
  create_time   TEXT NOT NULL
);
CREATE INDEX cart_lines_by_principal ON cart_lines (principal, cart_id);

CREATE TABLE relations (
  seq          INTEGER PRIMARY KEY AUTOINCREMENT,
  principal    TEXT NOT NULL,
  is_merchant  INTEGER NOT NULL,
  type         INTEGER NOT NULL,
  type_id      INTEGER NOT NULL,
  create_time  TEXT NOT NULL,
  UNIQUE (principal, is_merchant, type_id)
);
CREATE INDEX relations_by_target ON relations (is_merchant, type_id);

CREATE TABLE coupon_users (
  coupon_user_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  principal          TEXT NOT NULL,
  coupon_id          INTEGER NOT NULL,
  mer_id             INTEGER NOT NULL,
  coupon_title       TEXT NOT NULL,
  coupon_price_fen   INTEGER NOT NULL,
  use_min_price_fen  INTEGER NOT NULL,
  start_time         TEXT NOT NULL,
  end_time           TEXT NOT NULL,
  use_time           TEXT,
  type               INTEGER NOT NULL,
  status             INTEGER NOT NULL DEFAULT 0,
  create_time        TEXT NOT NULL,
  UNIQUE (principal, coupon_id)
);
CREATE INDEX coupon_users_by_coupon ON coupon_users (coupon_id);

CREATE TABLE browsing_history (
  history_id   INTEGER PRIMARY KEY AUTOINCREMENT,
  principal    TEXT NOT NULL,
  product_id   INTEGER NOT NULL,
  update_time  TEXT NOT NULL,
  UNIQUE (principal, product_id)
);
CREATE INDEX browsing_history_by_principal ON browsing_history (principal, history_id);

CREATE TABLE arrival_notices (
  principal    TEXT NOT NULL,
  product_id   INTEGER NOT NULL,
  sku_unique   TEXT NOT NULL,
  create_time  TEXT NOT NULL,
  PRIMARY KEY (principal, sku_unique)
);

CREATE TABLE merchant_intentions (
  mer_intention_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  principal             TEXT NOT NULL,
  phone                 TEXT NOT NULL,
  name                  TEXT NOT NULL,
  mer_name              TEXT NOT NULL,
  merchant_category_id  INTEGER NOT NULL,
  mer_type_id           INTEGER NOT NULL,
  images                TEXT NOT NULL,
  status                INTEGER NOT NULL DEFAULT 0,
  fail_msg              TEXT NOT NULL DEFAULT '',
  mark                  TEXT NOT NULL DEFAULT '',
  create_time           TEXT NOT NULL,
  update_time           TEXT NOT NULL
);
CREATE INDEX merchant_intentions_by_principal ON merchant_intentions (principal, mer_intention_id);

CREATE TABLE uploads (
  seq           INTEGER PRIMARY KEY AUTOINCREMENT,
  id            TEXT NOT NULL UNIQUE,
  owner         TEXT NOT NULL,
  ext           TEXT NOT NULL CHECK (ext IN ('png', 'jpg')),
  content_type  TEXT NOT NULL,
  size          INTEGER NOT NULL,
  data          BLOB NOT NULL,
  create_time   TEXT NOT NULL
);
CREATE INDEX uploads_by_owner ON uploads (owner, seq);
`;

export const MIGRATIONS: readonly Migration[] = [{ version: 1, name: 'initial schema', up: (db) => db.exec(INITIAL_SCHEMA) }];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies the pending migrations; refuses a file written by a newer schema rather than guessing. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): void {
  const apply = db.transaction(() => {
    const current = schemaVersion(db);
    const latest = migrations[migrations.length - 1]?.version ?? 0;
    if (current > latest) throw new Error(`demo mall database is at schema version ${current}, newer than this code (${latest})`);
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }
  });
  // IMMEDIATE takes the write lock first, so two processes starting on one new file do not both migrate.
  apply.immediate();
}
