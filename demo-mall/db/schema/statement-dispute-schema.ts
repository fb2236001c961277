// Migration 13 (docs/company-api.md §4.1): disputes about single statement lines and the platform's answers. One
// row per disputed ledger row; an adjustment answer names the ledger row it wrote, so the money it moved is traced
// back to the dispute that asked for it.
import { companyTableHead } from './company-table-head.ts';

export const STATEMENT_LINE_DISPUTE_SCHEMA = `
${companyTableHead('company_statement_line_disputes', 'dispute_id', 18)}  period            TEXT NOT NULL,
  ledger_id         INTEGER NOT NULL,
  reason            TEXT NOT NULL,
  member_uid        INTEGER,
  create_time       TEXT NOT NULL,
  status            INTEGER NOT NULL DEFAULT 0,
  answer            TEXT NOT NULL DEFAULT '',
  adjust_fen        INTEGER NOT NULL DEFAULT 0,
  adjust_ledger_id  INTEGER,
  answer_time       TEXT,
  UNIQUE (company_id, ledger_id)
);
CREATE INDEX company_statement_line_disputes_open ON company_statement_line_disputes (status, create_time);
`;
