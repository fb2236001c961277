// Migration 11 (docs/company-api.md §2.2): one row per member-invitation SMS sent, so the per-company and
// per-phone limits count texts the mall really sent, across restarts.
export const INVITE_SMS_SCHEMA = `
CREATE TABLE company_invite_sms (
  sms_id      INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id  INTEGER NOT NULL REFERENCES companies (company_id),
  phone       TEXT NOT NULL,
  sent_at     INTEGER NOT NULL
);
CREATE INDEX company_invite_sms_by_company ON company_invite_sms (company_id, sent_at);
CREATE INDEX company_invite_sms_by_phone ON company_invite_sms (phone, sent_at);
`;
