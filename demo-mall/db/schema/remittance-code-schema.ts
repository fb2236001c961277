// Migration 12 (ADR 0036, docs/company-api.md §3.4): every company gets its one permanent 汇款识别码, stored and
// unique; a remittance keeps its own 汇款单号 (remittance_no, the form's idempotency key) beside the code its
// transfer carried, which is no longer unique. Remittances made before keep their old per-remittance code, and
// their number (and their ledger rows' link) is that code with HR for HK. The table of reserved codes goes: nothing reserves codes any more.
// Bank-statement imports (§3.6) and the lines they credited, one row per line, so a line credits once.
import { REMITTANCE_DETAIL_COLUMNS } from './remittance-columns.ts';
import type Database from 'better-sqlite3';
import { companyRemittanceCode } from '#shared/company/remittance-codes.ts';

const SCHEMA = `
ALTER TABLE companies ADD COLUMN remittance_code TEXT;

CREATE TABLE company_remittances_v12 (
  remittance_id   INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id      INTEGER NOT NULL REFERENCES companies (company_id),
  remittance_no   TEXT NOT NULL UNIQUE,
  code            TEXT NOT NULL,
${REMITTANCE_DETAIL_COLUMNS});
INSERT INTO company_remittances_v12 (remittance_id, company_id, remittance_no, code, amount_fen, payer_name, payer_bank,
                                     transfer_date, vouchers, mark, status, fail_reason, member_uid, ledger_id, create_time,
                                     review_time)
  SELECT remittance_id, company_id, 'HR' || substr(code, 3), code, amount_fen, payer_name, payer_bank, transfer_date, vouchers,
         mark, status, fail_reason, member_uid, ledger_id, create_time, review_time
  FROM company_remittances;
DROP TABLE company_remittances;
ALTER TABLE company_remittances_v12 RENAME TO company_remittances;
CREATE INDEX company_remittances_by_company ON company_remittances (company_id, remittance_id);
CREATE INDEX company_remittances_by_code ON company_remittances (code, status);
DROP TABLE company_remittance_codes;
UPDATE company_ledger SET link_no = 'HR' || substr(link_no, 3) WHERE link_type = 'remittance' AND link_no LIKE 'HK%';

CREATE TABLE platform_bank_imports (
  import_id    INTEGER PRIMARY KEY AUTOINCREMENT,
  filename     TEXT NOT NULL,
  lines        TEXT NOT NULL,
  create_time  TEXT NOT NULL
);

CREATE TABLE platform_bank_credits (
  line_key       TEXT PRIMARY KEY,
  import_id      INTEGER NOT NULL REFERENCES platform_bank_imports (import_id),
  remittance_id  INTEGER NOT NULL UNIQUE REFERENCES company_remittances (remittance_id),
  company_id     INTEGER NOT NULL,
  amount_fen     INTEGER NOT NULL,
  create_time    TEXT NOT NULL
);
`;

export function migrateRemittanceCodes(db: Database.Database): void {
  db.exec(SCHEMA);
  const setCode = db.prepare('UPDATE companies SET remittance_code = ? WHERE company_id = ?');
  for (const { id } of db.prepare('SELECT company_id AS id FROM companies').all() as { id: number }[]) {
    setCode.run(companyRemittanceCode(id), id);
  }
  db.exec('CREATE UNIQUE INDEX companies_by_remittance_code ON companies (remittance_code)');
}
