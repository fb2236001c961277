// Migration 20 (docs/company-api.md §16, docs/adr/0052): 定期采购 schedules and their runs. A schedule keeps a
// snapshot of its lines with the unit price at creation (the tolerance is measured against it). A run row is
// written once per (schedule, period): the unique index is what makes a second tick, or a second mall process,
// place nothing more for a period that already ran.
import { companyTableHead } from './company-table-head.ts';

export const REPLENISHMENT_SCHEMA = `
${companyTableHead('replenishment_schedules', 'schedule_id', 15)}  member_uid     INTEGER NOT NULL,
  name           TEXT NOT NULL,
  source         TEXT NOT NULL CHECK (source IN ('list', 'order')),
  source_id      INTEGER NOT NULL,
  lines          TEXT NOT NULL,
  cadence        TEXT NOT NULL CHECK (cadence IN ('weekly', 'monthly')),
  weekday        INTEGER NOT NULL DEFAULT 0,
  month_day      INTEGER NOT NULL DEFAULT 0,
  every_weeks    INTEGER NOT NULL DEFAULT 1,
  end_date       TEXT NOT NULL DEFAULT '',
  tolerance_pct  INTEGER NOT NULL DEFAULT 0,
  address_id     INTEGER NOT NULL DEFAULT 0,
  state          TEXT NOT NULL CHECK (state IN ('active', 'paused', 'ended')),
  next_run       TEXT NOT NULL,
  skip_next      INTEGER NOT NULL DEFAULT 0,
  request_key    TEXT NOT NULL DEFAULT '',
  create_time    TEXT NOT NULL,
  update_time    TEXT NOT NULL
);
CREATE INDEX replenishment_due ON replenishment_schedules (state, next_run);
CREATE UNIQUE INDEX replenishment_request_once ON replenishment_schedules (company_id, request_key) WHERE request_key <> '';
CREATE INDEX replenishment_by_company ON replenishment_schedules (company_id, schedule_id);

CREATE TABLE replenishment_runs (
  run_id          INTEGER PRIMARY KEY AUTOINCREMENT,
  schedule_id     INTEGER NOT NULL REFERENCES replenishment_schedules (schedule_id),
  period_key      TEXT NOT NULL,
  outcome         TEXT NOT NULL CHECK (outcome IN ('placed', 'held', 'skipped', 'failed')),
  group_order_id  INTEGER,
  reason          TEXT NOT NULL DEFAULT '',
  create_time     TEXT NOT NULL
);
CREATE UNIQUE INDEX replenishment_runs_once ON replenishment_runs (schedule_id, period_key);
`;
