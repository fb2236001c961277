// Versioned schema: PRAGMA user_version holds the last applied migration; pending ones run in order inside one
// immediate transaction at start, so a half-migrated file cannot exist. Migrations are append-only: never edit
// a released one, add the next version instead.
import { STATEMENT_LINE_DISPUTE_SCHEMA } from './schema/statement-dispute-schema.ts';
import { REMITTANCE_DETAIL_COLUMNS } from './schema/remittance-columns.ts';
import type Database from 'better-sqlite3';
import { AFTER_SALES_SCHEMA } from './schema/refund-schema.ts';
import { AGREEMENT_PRICE_SCHEMA, AGREEMENT_PRODUCT_INDEX } from './schema/agreement-price-schema.ts';
import { INBOX_SCHEMA } from './schema/inbox-schema.ts';
import { INVITE_SMS_SCHEMA } from './schema/invite-sms-schema.ts';
import { PURCHASE_REF_SCHEMA } from './schema/purchase-ref-schema.ts';
import { QUOTE_SCHEMA } from './schema/quote-schema.ts';
import { REPLENISHMENT_SCHEMA } from './schema/replenishment-schema.ts';
import { migrateOrgUnits } from './schema/org-schema.ts';
import { STATEMENT_INVOICE_SCHEMA } from './schema/statement-invoice-schema.ts';
import { STATEMENT_INVOICE_BATCHES } from './schema/statement-invoice-batches.ts';
import { migrateRemittanceCodes } from './schema/remittance-code-schema.ts';
import { migrateBankCreditKeys } from './schema/bank-credit-key-schema.ts';
import { UNIT_DATA_SCHEMA } from './schema/unit-data-schema.ts';
import { OPEN_CLIENT_SCHEMA } from './schema/open-client-schema.ts';
import { CATALOGUE_SCHEMA } from './schema/catalogue-schema.ts';

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

// The trade module: addresses, confirmation keys, orders, the stock ledger over the read-only seed, balances and
// bills, payment keys, invoice requests and reviews. Company accounts get a purse of their own.
const TRADE_SCHEMA = `
ALTER TABLE companies ADD COLUMN now_money_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE companies ADD COLUMN integral INTEGER NOT NULL DEFAULT 0;

CREATE TABLE addresses (
  address_id   INTEGER PRIMARY KEY AUTOINCREMENT,
  principal    TEXT NOT NULL,
  real_name    TEXT NOT NULL,
  phone        TEXT NOT NULL,
  province     TEXT NOT NULL,
  province_id  INTEGER NOT NULL,
  city         TEXT NOT NULL,
  city_id      INTEGER NOT NULL,
  district     TEXT NOT NULL,
  district_id  INTEGER NOT NULL,
  street       TEXT NOT NULL,
  street_id    INTEGER NOT NULL,
  detail       TEXT NOT NULL,
  post_code    TEXT NOT NULL DEFAULT '',
  is_default   INTEGER NOT NULL DEFAULT 0,
  create_time  TEXT NOT NULL
);
CREATE INDEX addresses_by_principal ON addresses (principal, address_id);

CREATE TABLE order_keys (
  key             TEXT PRIMARY KEY,
  principal       TEXT NOT NULL,
  snapshot        TEXT NOT NULL,
  expires_at      INTEGER NOT NULL,
  group_order_id  INTEGER
);

CREATE TABLE group_orders (
  group_order_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  group_order_sn      TEXT NOT NULL UNIQUE,
  principal           TEXT NOT NULL,
  total_num           INTEGER NOT NULL,
  total_price_fen     INTEGER NOT NULL,
  total_postage_fen   INTEGER NOT NULL,
  pay_price_fen       INTEGER NOT NULL,
  coupon_price_fen    INTEGER NOT NULL,
  integral            INTEGER NOT NULL,
  integral_price_fen  INTEGER NOT NULL,
  coupon_user_ids     TEXT NOT NULL,
  real_name           TEXT NOT NULL,
  user_phone          TEXT NOT NULL,
  user_address        TEXT NOT NULL,
  paid                INTEGER NOT NULL DEFAULT 0,
  pay_time            TEXT,
  pay_type            TEXT NOT NULL DEFAULT '',
  is_del              INTEGER NOT NULL DEFAULT 0,
  create_time         TEXT NOT NULL,
  cancel_unix         INTEGER NOT NULL
);
CREATE INDEX group_orders_by_principal ON group_orders (principal, group_order_id);
CREATE INDEX group_orders_open ON group_orders (paid, is_del, cancel_unix);

CREATE TABLE orders (
  order_id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  group_order_id             INTEGER NOT NULL REFERENCES group_orders (group_order_id),
  order_sn                   TEXT NOT NULL UNIQUE,
  principal                  TEXT NOT NULL,
  mer_id                     INTEGER NOT NULL,
  activity_type              INTEGER NOT NULL,
  order_type                 INTEGER NOT NULL,
  total_num                  INTEGER NOT NULL,
  total_price_fen            INTEGER NOT NULL,
  total_postage_fen          INTEGER NOT NULL,
  pay_price_fen              INTEGER NOT NULL,
  pay_later_fen              INTEGER NOT NULL DEFAULT 0,
  coupon_price_fen           INTEGER NOT NULL,
  platform_coupon_price_fen  INTEGER NOT NULL,
  svip_discount_fen          INTEGER NOT NULL,
  integral                   INTEGER NOT NULL,
  integral_price_fen         INTEGER NOT NULL,
  real_name                  TEXT NOT NULL,
  user_phone                 TEXT NOT NULL,
  user_address               TEXT NOT NULL,
  mark                       TEXT NOT NULL DEFAULT '',
  paid                       INTEGER NOT NULL DEFAULT 0,
  pay_time                   TEXT,
  pay_type                   TEXT NOT NULL DEFAULT '',
  status                     INTEGER NOT NULL DEFAULT 0,
  delivery_type              TEXT NOT NULL DEFAULT '',
  delivery_name              TEXT NOT NULL DEFAULT '',
  delivery_id                TEXT NOT NULL DEFAULT '',
  delivery_time              TEXT,
  verify_code                TEXT NOT NULL DEFAULT '',
  is_del                     INTEGER NOT NULL DEFAULT 0,
  create_time                TEXT NOT NULL
);
CREATE INDEX orders_by_principal ON orders (principal, order_id);
CREATE INDEX orders_by_group ON orders (group_order_id);

CREATE TABLE order_products (
  order_product_id  INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id          INTEGER NOT NULL REFERENCES orders (order_id),
  product_id        INTEGER NOT NULL,
  product_type      INTEGER NOT NULL,
  sku_unique        TEXT NOT NULL,
  product_num       INTEGER NOT NULL,
  product_price_fen INTEGER NOT NULL,
  total_price_fen   INTEGER NOT NULL,
  pay_price_fen     INTEGER NOT NULL,
  cart_info         TEXT NOT NULL,
  is_reply          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_products_by_order ON order_products (order_id);

CREATE TABLE order_receipts (
  order_receipt_id  INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id          INTEGER NOT NULL REFERENCES orders (order_id),
  principal         TEXT NOT NULL,
  mer_id            INTEGER NOT NULL,
  receipt_info      TEXT NOT NULL,
  status            INTEGER NOT NULL DEFAULT 0,
  receipt_sn        TEXT NOT NULL DEFAULT '',
  create_time       TEXT NOT NULL
);

-- effective stock = seed stock − SUM(quantity); an order's rows go when it closes unpaid
CREATE TABLE stock_moves (
  move_id         INTEGER PRIMARY KEY AUTOINCREMENT,
  sku_unique      TEXT NOT NULL,
  group_order_id  INTEGER NOT NULL DEFAULT 0,
  quantity        INTEGER NOT NULL
);
CREATE INDEX stock_moves_by_sku ON stock_moves (sku_unique);
CREATE INDEX stock_moves_by_group ON stock_moves (group_order_id);

CREATE TABLE bills (
  bill_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  principal    TEXT NOT NULL,
  pm           INTEGER NOT NULL,
  title        TEXT NOT NULL,
  category     TEXT NOT NULL,
  type         TEXT NOT NULL,
  number_fen   INTEGER NOT NULL,
  balance_fen  INTEGER NOT NULL,
  mark         TEXT NOT NULL,
  link_id      INTEGER NOT NULL,
  create_time  TEXT NOT NULL
);
CREATE INDEX bills_by_principal ON bills (principal, bill_id);

CREATE TABLE pay_keys (
  key             TEXT PRIMARY KEY,
  group_order_id  INTEGER NOT NULL,
  pay_type        TEXT NOT NULL,
  create_unix     INTEGER NOT NULL
);

CREATE TABLE order_replies (
  reply_id          INTEGER PRIMARY KEY AUTOINCREMENT,
  principal         TEXT NOT NULL,
  order_product_id  INTEGER NOT NULL UNIQUE,
  product_id        INTEGER NOT NULL,
  sku               TEXT NOT NULL,
  nickname          TEXT NOT NULL,
  avatar            TEXT NOT NULL,
  comment           TEXT NOT NULL,
  pics              TEXT NOT NULL,
  product_score     INTEGER NOT NULL,
  service_score     INTEGER NOT NULL,
  postage_score     INTEGER NOT NULL,
  create_time       TEXT NOT NULL
);
CREATE INDEX order_replies_by_product ON order_replies (product_id, reply_id);
`;

// After payment: the buyer's receipt and the rider's or courier's delivery, the invoice's issue time.
const FULFILMENT_SCHEMA = `
ALTER TABLE orders ADD COLUMN take_time TEXT;
ALTER TABLE orders ADD COLUMN delivered_time TEXT;
ALTER TABLE order_receipts ADD COLUMN issue_time TEXT;
CREATE INDEX orders_paid_recent ON orders (paid, is_del, order_id);
CREATE INDEX order_receipts_by_order ON order_receipts (order_id);
`;

// The buyer's saved invoice titles (抬头管理), one default at most per principal.
const RECEIPT_TITLES_SCHEMA = `
CREATE TABLE user_receipts (
  user_receipt_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  principal           TEXT NOT NULL,
  receipt_type        INTEGER NOT NULL,
  receipt_title       TEXT NOT NULL,
  receipt_title_type  INTEGER NOT NULL,
  duty_paragraph      TEXT NOT NULL DEFAULT '',
  email               TEXT NOT NULL DEFAULT '',
  bank_name           TEXT NOT NULL DEFAULT '',
  bank_code           TEXT NOT NULL DEFAULT '',
  address             TEXT NOT NULL DEFAULT '',
  tel                 TEXT NOT NULL DEFAULT '',
  is_default          INTEGER NOT NULL DEFAULT 0,
  create_time         TEXT NOT NULL
);
CREATE INDEX user_receipts_by_principal ON user_receipts (principal, user_receipt_id);
`;

// A password change ends the sessions issued before it: tokens whose iat is earlier than this are refused.
const TOKENS_VALID_FROM_SCHEMA = `
ALTER TABLE users ADD COLUMN tokens_valid_from INTEGER NOT NULL DEFAULT 0;
`;

// The company area (docs/company-api.md): the company's profile and verification, its members and their roles,
// its account (balance, credit line, used credit, frozen money) and the ledger of every movement, offline
// remittances, and the state of each monthly statement (the statement's figures are computed from the ledger).
// Company orders remember the member who placed them. Existing companies get their owner as 管理员 and, when
// their purse holds money, an opening ledger row, so the ledger always explains the balance.
const COMPANY_AREA_SCHEMA = `
ALTER TABLE companies ADD COLUMN credit_code TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN legal_person TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN contact_name TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN contact_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN license_image TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN verify_status INTEGER NOT NULL DEFAULT 0;
ALTER TABLE companies ADD COLUMN verify_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN submit_time TEXT;
ALTER TABLE companies ADD COLUMN verify_time TEXT;
ALTER TABLE companies ADD COLUMN credit_limit_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE companies ADD COLUMN credit_used_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE companies ADD COLUMN frozen_fen INTEGER NOT NULL DEFAULT 0;

CREATE TABLE company_members (
  company_id   INTEGER NOT NULL REFERENCES companies (company_id),
  uid          INTEGER NOT NULL UNIQUE REFERENCES users (uid),
  role         TEXT NOT NULL,
  status       INTEGER NOT NULL DEFAULT 1,
  invited_by   INTEGER,
  join_time    TEXT NOT NULL,
  PRIMARY KEY (company_id, uid)
);

CREATE TABLE company_ledger (
  ledger_id              INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id             INTEGER NOT NULL REFERENCES companies (company_id),
  kind                   TEXT NOT NULL,
  amount_fen             INTEGER NOT NULL,
  balance_after_fen      INTEGER NOT NULL,
  credit_used_after_fen  INTEGER NOT NULL,
  link_type              TEXT NOT NULL DEFAULT '',
  link_id                INTEGER NOT NULL DEFAULT 0,
  link_no                TEXT NOT NULL DEFAULT '',
  member_uid             INTEGER,
  mark                   TEXT NOT NULL DEFAULT '',
  create_time            TEXT NOT NULL
);
CREATE INDEX company_ledger_by_company ON company_ledger (company_id, ledger_id);

CREATE TABLE company_remittance_codes (
  code         TEXT PRIMARY KEY,
  company_id   INTEGER NOT NULL REFERENCES companies (company_id),
  create_time  TEXT NOT NULL
);

CREATE TABLE company_remittances (
  remittance_id   INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  code            TEXT NOT NULL UNIQUE,
${REMITTANCE_DETAIL_COLUMNS});
CREATE INDEX company_remittances_by_company ON company_remittances (company_id, remittance_id);

CREATE TABLE company_statements (
  company_id              INTEGER NOT NULL REFERENCES companies (company_id),
  period                  TEXT NOT NULL,
  status                  INTEGER NOT NULL DEFAULT 0,
  dispute_reason          TEXT NOT NULL DEFAULT '',
  confirmed_closing_fen   INTEGER,
  confirmed_last_ledger   INTEGER,
  member_uid              INTEGER,
  update_time             TEXT NOT NULL,
  PRIMARY KEY (company_id, period)
);

ALTER TABLE orders ADD COLUMN member_uid INTEGER;

INSERT INTO company_members (company_id, uid, role, status, join_time)
  SELECT company_id, owner_uid, 'admin', 1, datetime('now', 'localtime') FROM companies;
INSERT INTO company_ledger (company_id, kind, amount_fen, balance_after_fen, credit_used_after_fen, mark, create_time)
  SELECT company_id, 'opening', now_money_fen, now_money_fen, 0, '期初结转', datetime('now', 'localtime')
  FROM companies WHERE now_money_fen > 0;
`;

// Spending limits and approvals (docs/company-api.md §5): a member's optional limits, and one approval record
// per held group order (its state, the limits it went over, the decision and whether the requester saw it).
const COMPANY_APPROVALS_SCHEMA = `
CREATE TABLE company_member_limits (
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  uid             INTEGER NOT NULL,
  per_order_fen   INTEGER,
  monthly_fen     INTEGER,
  update_uid      INTEGER NOT NULL,
  update_time     TEXT NOT NULL,
  PRIMARY KEY (company_id, uid)
);

CREATE TABLE company_approvals (
  approval_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  group_order_id  INTEGER NOT NULL UNIQUE,
  requester_uid   INTEGER NOT NULL,
  order_fen       INTEGER NOT NULL,
  per_order_fen   INTEGER,
  monthly_fen     INTEGER,
  month_spent_fen INTEGER NOT NULL,
  excesses        TEXT NOT NULL,
  status          INTEGER NOT NULL DEFAULT 0,
  decider_uid     INTEGER,
  decide_time     TEXT,
  comment         TEXT NOT NULL DEFAULT '',
  seen            INTEGER NOT NULL DEFAULT 0,
  create_time     TEXT NOT NULL
);
CREATE INDEX company_approvals_by_company ON company_approvals (company_id, status, approval_id);
CREATE INDEX company_approvals_by_requester ON company_approvals (requester_uid, seen);
`;

/** Reorder lists (常购清单), docs/company-api.md §7: shared per company; a SKU once per list; save keys per company. */
const REORDER_LISTS_SCHEMA = `
CREATE TABLE company_reorder_lists (
  list_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id   INTEGER NOT NULL REFERENCES companies (company_id),
  name         TEXT NOT NULL,
  owner_uid    INTEGER NOT NULL,
  create_time  TEXT NOT NULL,
  update_time  TEXT NOT NULL,
  UNIQUE (company_id, name)
);

CREATE TABLE company_reorder_list_lines (
  line_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  list_id      INTEGER NOT NULL REFERENCES company_reorder_lists (list_id),
  product_id   INTEGER NOT NULL,
  sku_unique   TEXT NOT NULL,
  quantity     INTEGER NOT NULL,
  create_time  TEXT NOT NULL,
  UNIQUE (list_id, sku_unique)
);

CREATE TABLE company_reorder_list_requests (
  company_id   INTEGER NOT NULL,
  request_key  TEXT NOT NULL,
  list_id      INTEGER NOT NULL,
  added        INTEGER NOT NULL,
  create_time  TEXT NOT NULL,
  PRIMARY KEY (company_id, request_key)
);
`;

/** Goods receipt and credit terms (docs/company-api.md §11): the company's terms, one acceptance per company order, its lines. */
const ACCEPTANCE_SCHEMA = `
ALTER TABLE companies ADD COLUMN accept_days INTEGER NOT NULL DEFAULT 7;
ALTER TABLE companies ADD COLUMN credit_days INTEGER NOT NULL DEFAULT 30;

CREATE TABLE company_acceptances (
  order_id        INTEGER PRIMARY KEY,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  accept_uid      INTEGER,
  auto            INTEGER NOT NULL DEFAULT 0,
  accept_time     TEXT NOT NULL,
  credit_days     INTEGER NOT NULL,
  due_date        TEXT NOT NULL DEFAULT '',
  shortfall_num   INTEGER NOT NULL DEFAULT 0,
  refund_order_id INTEGER
);
CREATE INDEX company_acceptances_by_company ON company_acceptances (company_id, due_date);

CREATE TABLE company_acceptance_lines (
  order_id          INTEGER NOT NULL,
  order_product_id  INTEGER NOT NULL,
  product_num       INTEGER NOT NULL,
  received_num      INTEGER NOT NULL,
  reason            TEXT NOT NULL DEFAULT '',
  pics              TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (order_id, order_product_id)
);
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial schema', up: (db) => db.exec(INITIAL_SCHEMA) },
  { version: 2, name: 'trade: addresses, orders, stock ledger, balances and bills', up: (db) => db.exec(TRADE_SCHEMA) },
  { version: 3, name: 'trade: receipt, delivery and invoice times', up: (db) => db.exec(FULFILMENT_SCHEMA) },
  { version: 4, name: 'after-sales: refund orders, their products and payouts', up: (db) => db.exec(AFTER_SALES_SCHEMA) },
  { version: 5, name: 'user centre: saved invoice titles (user_receipts)', up: (db) => db.exec(RECEIPT_TITLES_SCHEMA) },
  { version: 6, name: 'accounts: user centre, sessions end at a password change', up: (db) => db.exec(TOKENS_VALID_FROM_SCHEMA) },
  {
    version: 7,
    name: 'company area: profile, members, account, ledger, remittances, statements',
    up: (db) => db.exec(COMPANY_AREA_SCHEMA),
  },
  { version: 8, name: 'company approvals: member spending limits, held orders', up: (db) => db.exec(COMPANY_APPROVALS_SCHEMA) },
  { version: 9, name: 'company reorder lists: lists, lines, save keys', up: (db) => db.exec(REORDER_LISTS_SCHEMA) },
  { version: 10, name: 'company: cost centres, PO number and cost centre on orders', up: (db) => db.exec(PURCHASE_REF_SCHEMA) },
  { version: 11, name: 'company: member-invitation SMS log for its limits', up: (db) => db.exec(INVITE_SMS_SCHEMA) },
  { version: 12, name: 'company: one permanent remittance code, remittance numbers, bank imports', up: migrateRemittanceCodes },
  { version: 13, name: 'company: disputes about statement lines and their answers', up: (db) => db.exec(STATEMENT_LINE_DISPUTE_SCHEMA) },
  { version: 14, name: 'company: goods receipt (acceptance) and credit terms', up: (db) => db.exec(ACCEPTANCE_SCHEMA) },
  { version: 15, name: 'company: agreed prices per SKU', up: (db) => db.exec(AGREEMENT_PRICE_SCHEMA) },
  { version: 16, name: 'company: requests for quotation, their revisions and quoted cart prices', up: (db) => db.exec(QUOTE_SCHEMA) },
  { version: 17, name: 'company: units, approval rules and chains, budgets', up: migrateOrgUnits },
  { version: 18, name: 'company: statement invoices (集中开票), red-letter confirmations', up: (db) => db.exec(STATEMENT_INVOICE_SCHEMA) },
  { version: 19, name: "company: the members' inbox, webhook endpoints and deliveries", up: (db) => db.exec(INBOX_SCHEMA) },
  { version: 20, name: 'company: 定期采购 schedules and their runs (one per period)', up: (db) => db.exec(REPLENISHMENT_SCHEMA) },
  {
    version: 21,
    name: "company: a unit's own cost centres (its addresses and titles are principal 'unit:<id>' rows)",
    up: (db) => db.exec(UNIT_DATA_SCHEMA),
  },
  { version: 22, name: "company: a bank line's credit keyed by the bank's serial or its content", up: migrateBankCreditKeys },
  {
    version: 23,
    name: 'company: a further 集中开票 request per statement and merchant once the last one is issued',
    up: (db) => db.exec(STATEMENT_INVOICE_BATCHES),
  },
  {
    version: 24,
    name: 'company: API clients (开放接口), their system members and the audit of their calls',
    up: (db) => db.exec(OPEN_CLIENT_SCHEMA),
  },
  { version: 25, name: 'company: agreed prices read by the products a page shows', up: (db) => db.exec(AGREEMENT_PRODUCT_INDEX) },
  {
    version: 26,
    name: "company: 采购分析 reads a period of the company's ledger by time",
    up: (db) => db.exec('CREATE INDEX IF NOT EXISTS company_ledger_by_time ON company_ledger (company_id, create_time)'),
  },
  {
    version: 27,
    name: 'catalogue: products, SKUs, categories, merchants, brands, reviews and the trigram search index',
    up: (db) => db.exec(CATALOGUE_SCHEMA),
  },
];

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
