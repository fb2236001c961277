// Migration 17 (docs/company-api.md §13, docs/adr/0046-org-units-and-rule-snapshots.md,
// docs/adr/0047-budgets-and-concurrency.md): the company's units (a tree of at most five levels), each member's
// unit, ordered approval rules, the chain of levels snapshotted on every held order with each level's votes,
// budgets per unit or cost centre, and the unit (and amount) every company order is counted against. Existing
// companies get a single root unit named after the company holding every member, so nothing changes for them.
import type Database from 'better-sqlite3';

const ORG_SCHEMA = `
CREATE TABLE company_units (
  unit_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id   INTEGER NOT NULL REFERENCES companies (company_id),
  parent_id    INTEGER REFERENCES company_units (unit_id),
  name         TEXT NOT NULL,
  head_uid     INTEGER,
  disabled     INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  create_time  TEXT NOT NULL
);
CREATE INDEX company_units_by_company ON company_units (company_id, parent_id);
-- one root per company
CREATE UNIQUE INDEX company_units_one_root ON company_units (company_id) WHERE parent_id IS NULL;

ALTER TABLE company_members ADD COLUMN unit_id INTEGER REFERENCES company_units (unit_id);

CREATE TABLE company_approval_rules (
  rule_id         INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  sort            INTEGER NOT NULL,
  name            TEXT NOT NULL,
  min_fen         INTEGER,
  max_fen         INTEGER,
  category_id     INTEGER,
  unit_id         INTEGER REFERENCES company_units (unit_id),
  requester_role  TEXT,
  over_limit      INTEGER NOT NULL DEFAULT 0,
  over_budget     INTEGER NOT NULL DEFAULT 0,
  -- JSON list of levels: {kind: head | role | members, role?, unit_id?, uids?, mode: any | all}
  levels          TEXT NOT NULL,
  update_uid      INTEGER NOT NULL,
  update_time     TEXT NOT NULL
);
CREATE INDEX company_approval_rules_by_company ON company_approval_rules (company_id, sort);

ALTER TABLE company_approvals ADD COLUMN rule_id INTEGER;
ALTER TABLE company_approvals ADD COLUMN rule_name TEXT NOT NULL DEFAULT '';
ALTER TABLE company_approvals ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE company_approvals ADD COLUMN unit_id INTEGER;

-- the chain as it stood when the order was held: later rule changes never reach it
CREATE TABLE company_approval_levels (
  approval_id   INTEGER NOT NULL REFERENCES company_approvals (approval_id),
  level_no      INTEGER NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('head', 'role', 'members', 'fallback')),
  role          TEXT,
  unit_id       INTEGER,
  uids          TEXT NOT NULL DEFAULT '[]',
  mode          TEXT NOT NULL CHECK (mode IN ('any', 'all')),
  label         TEXT NOT NULL,
  -- 0 待审批, 1 已通过, 2 已驳回; moves once, never back
  status        INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  decide_time   TEXT,
  PRIMARY KEY (approval_id, level_no)
);

CREATE TABLE company_approval_votes (
  approval_id  INTEGER NOT NULL REFERENCES company_approvals (approval_id),
  level_no     INTEGER NOT NULL,
  uid          INTEGER NOT NULL,
  decision     INTEGER NOT NULL CHECK (decision IN (1, 2)),
  comment      TEXT NOT NULL DEFAULT '',
  vote_time    TEXT NOT NULL,
  PRIMARY KEY (approval_id, level_no, uid)
);

CREATE TABLE company_budgets (
  budget_id       INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  unit_id         INTEGER REFERENCES company_units (unit_id),
  cost_center_id  INTEGER,
  period          TEXT NOT NULL CHECK (period IN ('month', 'quarter', 'year')),
  -- what each renewed period starts with; amount_fen adds what an earlier period carried over
  base_fen        INTEGER NOT NULL CHECK (base_fen > 0),
  amount_fen      INTEGER NOT NULL CHECK (amount_fen > 0),
  start_date      TEXT NOT NULL,
  end_date        TEXT NOT NULL,
  renew           INTEGER NOT NULL DEFAULT 0 CHECK (renew IN (0, 1)),
  carry_over      INTEGER NOT NULL DEFAULT 0 CHECK (carry_over IN (0, 1)),
  mode            TEXT NOT NULL CHECK (mode IN ('hold', 'refuse')),
  status          INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- the period this one renewed (one successor each)
  renewed_from    INTEGER UNIQUE REFERENCES company_budgets (budget_id),
  update_uid      INTEGER NOT NULL,
  update_time     TEXT NOT NULL,
  CHECK ((unit_id IS NULL) <> (cost_center_id IS NULL))
);
CREATE INDEX company_budgets_by_company ON company_budgets (company_id, status);

-- the unit and cost centre a company order counts against, written with the order
CREATE TABLE company_order_units (
  group_order_id  INTEGER PRIMARY KEY,
  company_id      INTEGER NOT NULL,
  unit_id         INTEGER NOT NULL,
  cost_center_id  INTEGER,
  order_fen       INTEGER NOT NULL,
  create_date     TEXT NOT NULL
);
CREATE INDEX company_order_units_by_company ON company_order_units (company_id, create_date);
`;

/** The tables, one root unit per existing company holding every member, and a level for every held order. */
export function migrateOrgUnits(db: Database.Database): void {
  db.exec(ORG_SCHEMA);
  db.exec(`INSERT INTO company_units (company_id, parent_id, name, create_time)
    SELECT company_id, NULL, name, datetime('now', 'localtime') FROM companies`);
  db.exec(`UPDATE company_members SET unit_id =
    (SELECT unit_id FROM company_units u WHERE u.company_id = company_members.company_id AND u.parent_id IS NULL)`);
  db.exec(`INSERT INTO company_approval_levels (approval_id, level_no, kind, mode, label, status, decide_time)
    SELECT approval_id, 1, 'fallback', 'any', '管理员或审批人', CASE status WHEN 1 THEN 1 WHEN 2 THEN 2 ELSE 0 END, decide_time
    FROM company_approvals`);
}
