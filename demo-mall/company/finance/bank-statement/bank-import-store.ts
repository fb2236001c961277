// Bank-statement imports (docs/company-api.md §3.6): each uploaded file's lines are kept as an import, so the
// console shows them and confirms them later without the file; each line that credited a remittance is a row of
// platform_bank_credits under the line's keys (core/bank-line-key.ts, ADR 0065). Confirming runs in one immediate
// transaction (the write lock taken before anything is read): the lines are matched again inside it, each matched
// one writes its credit row and confirms its remittance (remittance-store.ts moves the money), so a second
// confirm, a second file or a concurrent request finds the lines 已入账 and credits nothing twice.
import type { DemoMallDatabase } from '../../../db/database.ts';
import type { RemittanceRow, RemittanceStore } from '../remittance-store.ts';
import type { LineKeys } from '../../../core/bank-line-key.ts';
import type { BankLine } from './bank-lines.ts';
import { type LineMatch, matchLines } from './bank-match.ts';

export interface BankImport {
  importId: number;
  filename: string;
  lines: BankLine[];
  createTime: string;
}

export interface Confirmed {
  credited: LineMatch[];
  totalFen: number;
}

export function createBankImports(db: DemoMallDatabase, remittances: RemittanceStore) {
  const q = {
    insert: db.prepare('INSERT INTO platform_bank_imports (filename, lines, create_time) VALUES (?, ?, ?)'),
    byId: db.prepare('SELECT import_id, filename, lines, create_time FROM platform_bank_imports WHERE import_id = ?'),
    recent: db.prepare('SELECT import_id, filename, lines, create_time FROM platform_bank_imports ORDER BY import_id DESC LIMIT ?'),
    credit: db.prepare(`
      INSERT INTO platform_bank_credits
        (line_key, serial_key, content_key, import_id, remittance_id, company_id, amount_fen, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    creditsOf: db.prepare(
      'SELECT remittance_id AS id, serial_key AS serial FROM platform_bank_credits WHERE serial_key = ? OR content_key = ?',
    ),
  };

  type Row = { import_id: number; filename: string; lines: string; create_time: string };
  const toImport = (row: Row): BankImport => ({
    importId: row.import_id,
    filename: row.filename,
    lines: JSON.parse(row.lines) as BankLine[],
    createTime: row.create_time,
  });

  const lookups = {
    companyOfCode: (code: string) => remittances.companyOfCode(code),
    pendingOf: (companyId: number, amountFen: number) => remittances.pendingOf(companyId, amountFen),
    /** By the serial; else by the content, unless both lines carry serials and they differ (two transfers). */
    creditedBy(keys: LineKeys): RemittanceRow | undefined {
      const rows = q.creditsOf.all(keys.serial, keys.content) as { id: number; serial: string | null }[];
      const found =
        rows.find((row) => keys.serial !== null && row.serial === keys.serial) ??
        rows.find((row) => keys.serial === null || row.serial === null);
      return found ? remittances.get(found.id) : undefined;
    },
  };

  function save(filename: string, lines: readonly BankLine[], time: string): number {
    return Number(q.insert.run(filename, JSON.stringify(lines), time).lastInsertRowid);
  }

  function get(importId: number): BankImport | undefined {
    const row = q.byId.get(importId) as Row | undefined;
    return row ? toImport(row) : undefined;
  }

  /** The import's lines as they match now. */
  const match = (found: BankImport): LineMatch[] => matchLines(found.lines, lookups);

  /** Confirms every matched line of the import, all or nothing; lines already credited are left alone. */
  const confirm = db.transaction((found: BankImport, time: string): Confirmed => {
    const credited: LineMatch[] = [];
    let totalFen = 0;
    for (const entry of match(found)) {
      if (entry.state !== 'matched' || !entry.remittance || entry.line.amountFen === null) continue;
      const { remittance_id, company_id } = entry.remittance;
      const { serial, content } = entry.keys;
      q.credit.run(serial ?? content, serial, content, found.importId, remittance_id, company_id, entry.line.amountFen, time);
      const review = remittances.confirm(remittance_id, time);
      if (!review.ok || !review.changed) throw new Error(`remittance ${remittance_id} was not pending`);
      credited.push({ ...entry, remittance: review.row });
      totalFen += entry.line.amountFen;
    }
    return { credited, totalFen };
  });

  return {
    save,
    get,
    match,
    confirm: (found: BankImport, time: string): Confirmed => confirm.immediate(found, time),
    recent: (limit: number) => (q.recent.all(limit) as Row[]).map(toImport),
  };
}
