// Migration (docs/company-api.md §17, docs/adr/0105, docs/adr/0106): a company's API clients and the audit of
// every call made with their tokens. Each client acts through a system member (a users row nobody can sign in
// as, and a company_members row flagged is_system), so the role table, approval rules, budgets and unit scope
// apply to it as to a person. Only a keyed hash of the secret is kept; `generation` goes up at each rotation
// and at revocation, and a token carries the generation it was issued under.
export const OPEN_CLIENT_SCHEMA = `
ALTER TABLE company_members ADD COLUMN is_system INTEGER NOT NULL DEFAULT 0;

CREATE TABLE open_clients (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id     INTEGER NOT NULL REFERENCES companies (company_id),
  client_id      TEXT NOT NULL UNIQUE,
  name           TEXT NOT NULL,
  member_uid     INTEGER NOT NULL UNIQUE REFERENCES users (uid),
  secret_hash    TEXT NOT NULL,
  scopes         TEXT NOT NULL,
  ip_allow       TEXT NOT NULL DEFAULT '[]',
  status         INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  generation     INTEGER NOT NULL DEFAULT 1,
  created_at     TEXT NOT NULL,
  rotated_at     TEXT,
  last_used_at   TEXT
);
CREATE INDEX open_clients_by_company ON open_clients (company_id);

CREATE TABLE open_client_audit (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id  INTEGER NOT NULL,
  client_ref  INTEGER NOT NULL REFERENCES open_clients (id),
  method      TEXT NOT NULL,
  path        TEXT NOT NULL,
  status      INTEGER NOT NULL,
  message     TEXT NOT NULL DEFAULT '',
  ip          TEXT NOT NULL DEFAULT '',
  request_id  TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL
);
CREATE INDEX open_client_audit_by_company ON open_client_audit (company_id, id);
CREATE INDEX open_client_audit_by_client ON open_client_audit (client_ref, id);
`;
