// Migration 17 (docs/company-api.md §14, docs/adr/0049): the members' inbox and the company's webhooks. An event
// is written once with its recipients; `once_key` keeps a lazily noticed event (a quote about to expire, a credit
// item due) from being written twice. Each webhook endpoint subscribed to the event's kind gets one delivery row,
// written in the same transaction; the delivery worker sends them oldest first per endpoint.
import { companyTableHead } from './company-table-head.ts';

export const INBOX_SCHEMA = `
${companyTableHead('member_events', 'event_id', 13)}  kind         TEXT NOT NULL,
  text         TEXT NOT NULL,
  link         TEXT NOT NULL DEFAULT '',
  once_key     TEXT NOT NULL DEFAULT '',
  create_time  TEXT NOT NULL
);
CREATE UNIQUE INDEX member_events_once ON member_events (company_id, once_key) WHERE once_key <> '';

CREATE TABLE member_inbox (
  uid        INTEGER NOT NULL,
  event_id   INTEGER NOT NULL REFERENCES member_events (event_id),
  read_time  TEXT,
  PRIMARY KEY (uid, event_id)
) WITHOUT ROWID;
CREATE INDEX member_inbox_unread ON member_inbox (uid) WHERE read_time IS NULL;

CREATE TABLE webhook_endpoints (
  endpoint_id  INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id   INTEGER NOT NULL REFERENCES companies (company_id),
  url          TEXT NOT NULL,
  secret       TEXT NOT NULL,
  kinds        TEXT NOT NULL,
  is_del       INTEGER NOT NULL DEFAULT 0,
  create_time  TEXT NOT NULL
);
CREATE INDEX webhook_endpoints_by_company ON webhook_endpoints (company_id);

CREATE TABLE webhook_deliveries (
  delivery_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint_id      INTEGER NOT NULL REFERENCES webhook_endpoints (endpoint_id),
  event_id         INTEGER NOT NULL REFERENCES member_events (event_id),
  state            TEXT NOT NULL DEFAULT 'pending',
  attempts         INTEGER NOT NULL DEFAULT 0,
  first_try_ms     INTEGER NOT NULL,
  next_try_ms      INTEGER NOT NULL,
  last_status      INTEGER NOT NULL DEFAULT 0,
  last_error       TEXT NOT NULL DEFAULT '',
  update_time      TEXT NOT NULL
);
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (endpoint_id, delivery_id) WHERE state = 'pending';
`;
