// The demo companies' opening money, seeded once per database: their balance arrives as an 'opening' ledger
// row, so the ledger explains the balance from the first day, and the credit lines the platform granted them.
import type { DemoMallDatabase } from '../../db/database.ts';
import { createCompanyLedger } from '../company-ledger.ts';

/** Company purses the demo starts with (fen), by company id; users carry theirs from the demo accounts. */
const COMPANY_OPENING_BALANCE: Readonly<Record<number, number>> = { 1: 5_000_000, 2: 800_000 };
/** Credit lines (授信额度) the platform granted the demo companies, fen (docs/company-api.md §3.1). */
const COMPANY_CREDIT_LIMIT: Readonly<Record<number, number>> = { 1: 10_000_000, 2: 2_000_000 };

/** Grants the demo companies their credit lines (run once per database, also on files older than the company area). */
export function seedCompanyCreditLines(db: DemoMallDatabase): void {
  const credit = db.prepare('UPDATE companies SET credit_limit_fen = ? WHERE company_id = ?');
  for (const [id, fen] of Object.entries(COMPANY_CREDIT_LIMIT)) credit.run(fen, Number(id));
}

/**
 * Gives the company accounts their opening balance (run once per database, after the accounts seed); it
 * arrives as an 'opening' ledger row so the ledger explains the balance from the first day.
 */
export function seedCompanyPurses(db: DemoMallDatabase, time: string): void {
  const ledger = createCompanyLedger(db);
  for (const [id, fen] of Object.entries(COMPANY_OPENING_BALANCE)) {
    ledger.move({ companyId: Number(id), kind: 'opening', balanceFen: fen, creditFen: 0, mark: '期初结转', time });
  }
}
