// The columns after a remittance's codes, the same in the first company_remittances (migration 7) and in the table
// migration 12 rebuilt it as; one text so the two stay what they were, byte for byte.
export const REMITTANCE_DETAIL_COLUMNS = `  amount_fen      INTEGER NOT NULL,
  payer_name      TEXT NOT NULL,
  payer_bank      TEXT NOT NULL,
  transfer_date   TEXT NOT NULL,
  vouchers        TEXT NOT NULL,
  mark            TEXT NOT NULL DEFAULT '',
  status          INTEGER NOT NULL DEFAULT 0,
  fail_reason     TEXT NOT NULL DEFAULT '',
  member_uid      INTEGER,
  ledger_id       INTEGER,
  create_time     TEXT NOT NULL,
  review_time     TEXT
`;
