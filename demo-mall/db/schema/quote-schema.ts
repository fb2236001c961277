// Migration 16 (docs/company-api.md §10): requests for quotation. A quote belongs to a company and asks one
// merchant; every request, answer and counter is a revision kept for good with its lines; the accepted
// revision's prices reach the order through quote_cart_prices (the buy-now cart lines the accept makes).
export const QUOTE_SCHEMA = `
CREATE TABLE company_quotes (
  quote_id        INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_sn        TEXT NOT NULL UNIQUE,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  requester_uid   INTEGER NOT NULL,
  mer_id          INTEGER NOT NULL,
  state           TEXT NOT NULL,
  source          TEXT NOT NULL,
  delivery_date   TEXT NOT NULL DEFAULT '',
  attachments     TEXT NOT NULL DEFAULT '[]',
  valid_until     TEXT NOT NULL DEFAULT '',
  group_order_id  INTEGER,
  request_key     TEXT NOT NULL DEFAULT '',
  create_time     TEXT NOT NULL,
  update_time     TEXT NOT NULL
);
CREATE INDEX company_quotes_by_company ON company_quotes (company_id, quote_id);
CREATE UNIQUE INDEX company_quotes_by_key ON company_quotes (company_id, request_key) WHERE request_key <> '';

CREATE TABLE company_quote_revisions (
  revision_id  INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id     INTEGER NOT NULL REFERENCES company_quotes (quote_id),
  revision_no  INTEGER NOT NULL,
  author       TEXT NOT NULL,
  author_uid   INTEGER NOT NULL DEFAULT 0,
  kind         TEXT NOT NULL,
  note         TEXT NOT NULL DEFAULT '',
  create_time  TEXT NOT NULL,
  UNIQUE (quote_id, revision_no)
);

CREATE TABLE company_quote_lines (
  revision_id       INTEGER NOT NULL REFERENCES company_quote_revisions (revision_id),
  line_no           INTEGER NOT NULL,
  product_id        INTEGER NOT NULL,
  sku_unique        TEXT NOT NULL,
  store_name        TEXT NOT NULL,
  suk               TEXT NOT NULL,
  image             TEXT NOT NULL DEFAULT '',
  quantity          INTEGER NOT NULL,
  target_price_fen  INTEGER,
  price_fen         INTEGER,
  valid_until       TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (revision_id, line_no)
);

CREATE TABLE company_quote_events (
  event_id     INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id     INTEGER NOT NULL REFERENCES company_quotes (quote_id),
  author       TEXT NOT NULL,
  author_uid   INTEGER NOT NULL DEFAULT 0,
  action       TEXT NOT NULL,
  text         TEXT NOT NULL DEFAULT '',
  create_time  TEXT NOT NULL
);
CREATE INDEX company_quote_events_by_quote ON company_quote_events (quote_id, event_id);

CREATE TABLE quote_cart_prices (
  cart_id    INTEGER PRIMARY KEY,
  quote_id   INTEGER NOT NULL,
  price_fen  INTEGER NOT NULL
);
`;
