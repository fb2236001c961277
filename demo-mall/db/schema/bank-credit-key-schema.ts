// Migration 22 (ADR 0065, docs/company-api.md §3.6): a bank line's credit is found by the bank's serial or by the
// line's content, neither of which a spreadsheet changes (core/bank-line-key.ts). Credits made before get their content
// key from the import they came from, so a transfer credited then is still 已入账 when its statement comes again.
import type Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { type KeyedBankLine, lineKeys } from '../../core/bank-line-key.ts';

/** A line as the imports kept it in platform_bank_imports.lines (company/finance/bank-statement/bank-lines.ts). */
type StoredBankLine = KeyedBankLine & { payerAccount: string };

const SCHEMA = `
ALTER TABLE platform_bank_credits ADD COLUMN serial_key TEXT;
ALTER TABLE platform_bank_credits ADD COLUMN content_key TEXT;
CREATE UNIQUE INDEX platform_bank_credits_by_serial ON platform_bank_credits (serial_key) WHERE serial_key IS NOT NULL;
CREATE INDEX platform_bank_credits_by_content ON platform_bank_credits (content_key);
`;

/** The key migration 12 gave each line (date, payer account, amount, 附言 and the count of equal lines before it). */
function keysBefore(lines: readonly StoredBankLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const identity = JSON.stringify([line.date, line.payerAccount, line.amountFen, line.note]);
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    return createHash('sha256').update(`${identity}#${occurrence}`).digest('hex');
  });
}

export function migrateBankCreditKeys(db: Database.Database): void {
  db.exec(SCHEMA);
  const imports = db.prepare('SELECT DISTINCT import_id AS id FROM platform_bank_credits').all() as { id: number }[];
  const linesOf = db.prepare('SELECT lines FROM platform_bank_imports WHERE import_id = ?');
  const setKey = db.prepare('UPDATE platform_bank_credits SET content_key = ? WHERE line_key = ?');
  for (const { id } of imports) {
    const lines = JSON.parse((linesOf.get(id) as { lines: string }).lines) as StoredBankLine[];
    const now = lineKeys(lines);
    for (const [index, key] of keysBefore(lines).entries()) setKey.run(now[index]?.content, key);
  }
}
