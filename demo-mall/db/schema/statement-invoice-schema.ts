// Migration 17 (docs/company-api.md §12): 集中开票 and 红字确认单. The company's one invoice profile (the title and tax
// details every request starts from, saved once for all stores); one invoice row per request (a blue invoice per
// statement × merchant, unique, so a double click makes one) and per red invoice, with the issued document kept as
// JSON so its PDF and XML are drawn again identically; the order lines each blue invoice carries (what a
// 红字确认单 may reverse); and the 红字确认单 themselves, one per refund line while one is open or confirmed.
export const STATEMENT_INVOICE_SCHEMA = `
CREATE TABLE company_invoice_profiles (
  company_id    INTEGER PRIMARY KEY REFERENCES companies (company_id),
  title         TEXT NOT NULL,
  tax_no        TEXT NOT NULL,
  address       TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  bank_name     TEXT NOT NULL DEFAULT '',
  bank_account  TEXT NOT NULL DEFAULT '',
  member_uid    INTEGER,
  update_time   TEXT NOT NULL
);

CREATE TABLE company_statement_invoices (
  invoice_id          INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id          INTEGER NOT NULL REFERENCES companies (company_id),
  period              TEXT NOT NULL,
  mer_id              INTEGER NOT NULL,
  kind                TEXT NOT NULL CHECK (kind IN ('special', 'normal')),
  -- NULL for a blue invoice; the blue invoice a red one reverses
  red_of              INTEGER REFERENCES company_statement_invoices (invoice_id),
  confirmation_id     INTEGER,
  status              INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  buyer               TEXT NOT NULL,
  lines               TEXT NOT NULL,
  total_fen           INTEGER NOT NULL,
  number              TEXT UNIQUE,
  document            TEXT,
  issue_time          TEXT,
  member_uid          INTEGER,
  create_time         TEXT NOT NULL
);
CREATE UNIQUE INDEX company_statement_invoices_one_blue ON company_statement_invoices (company_id, period, mer_id) WHERE red_of IS NULL;
CREATE INDEX company_statement_invoices_by_company ON company_statement_invoices (company_id, invoice_id);

CREATE TABLE company_statement_invoice_items (
  invoice_id        INTEGER NOT NULL REFERENCES company_statement_invoices (invoice_id),
  order_product_id  INTEGER NOT NULL,
  order_id          INTEGER NOT NULL,
  name              TEXT NOT NULL,
  spec              TEXT NOT NULL,
  unit              TEXT NOT NULL,
  tax_rate          INTEGER NOT NULL,
  quantity          INTEGER NOT NULL,
  gross_fen         INTEGER NOT NULL,
  -- the refunds already deducted when the invoice was requested (JSON list of refund_order_id)
  refund_ids        TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (invoice_id, order_product_id)
);
CREATE INDEX company_statement_invoice_items_by_line ON company_statement_invoice_items (order_product_id);

CREATE TABLE company_red_confirmations (
  confirmation_id   INTEGER PRIMARY KEY AUTOINCREMENT,
  confirmation_no   TEXT NOT NULL UNIQUE,
  company_id        INTEGER NOT NULL REFERENCES companies (company_id),
  invoice_id        INTEGER NOT NULL REFERENCES company_statement_invoices (invoice_id),
  order_product_id  INTEGER NOT NULL,
  refund_order_id   INTEGER NOT NULL,
  reason_code       TEXT NOT NULL,
  quantity          INTEGER NOT NULL,
  amount_fen        INTEGER NOT NULL CHECK (amount_fen > 0),
  status            INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  reject_reason     TEXT NOT NULL DEFAULT '',
  expire_time       TEXT NOT NULL,
  decide_uid        INTEGER,
  decide_time       TEXT,
  red_invoice_id    INTEGER,
  create_time       TEXT NOT NULL
);
CREATE UNIQUE INDEX company_red_confirmations_one_open ON company_red_confirmations (refund_order_id, order_product_id)
  WHERE status IN (0, 1);
CREATE INDEX company_red_confirmations_by_company ON company_red_confirmations (company_id, status);
`;
