// Migration 22 (ADR 0071): a statement × merchant may have several blue invoices, each billing what no invoice
// carried when it was requested (purchases accepted after the first was issued); one may wait at a time, so a
// double click still makes one request.
export const STATEMENT_INVOICE_BATCHES = `
DROP INDEX company_statement_invoices_one_blue;
CREATE UNIQUE INDEX company_statement_invoices_one_waiting ON company_statement_invoices (company_id, period, mer_id)
  WHERE red_of IS NULL AND status = 0;
`;
