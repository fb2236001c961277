// The first sheet of an .xlsx as text, read within bounds (ADR 0028): the zip's directory is judged before anything
// is unpacked, then the sheet is scanned as it inflates (extent, cells and rows counted on the way), and only the
// shared strings and styles the kept columns point at are looked up. Used by the quick-order reader (columns A–B)
// and the bank-statement reader (A–E); each decides what a row means.
import { type CellContext, cellText, neededBy } from './cell-text.ts';
import { DateStyles } from './date-styles.ts';
import { scanEntry } from './scan-entry.ts';
import { SharedStrings } from './shared-strings.ts';
import { SheetCells } from './sheet-cells.ts';
import { findWorkbookParts } from './workbook-parts.ts';
import { readZipDirectory } from './zip-directory.ts';
import { unreadable } from '../file-refusal.ts';

export interface SheetRow {
  /** the sheet's row number */
  line: number;
  /** the kept columns' text, A first ('' for an empty cell) */
  texts: string[];
}

/**
 * Rows holding a value in one of the first `columns` columns, in sheet order. `dates` 'iso' reads a date-styled
 * number as Y-m-d (a bank statement's date column); by default it reads as nothing, as the quick order always did.
 */
export async function sheetTable(data: Buffer, columns: number, dates: 'none' | 'iso' = 'none'): Promise<SheetRow[]> {
  const entries = readZipDirectory(data);
  const budget = { used: 0 };
  const parts = await findWorkbookParts(data, entries, budget);
  if (!parts.sheet) return [];
  const sheet = new SheetCells(columns);
  await scanEntry(data, parts.sheet, budget, sheet);
  const needed = neededBy(sheet.rows.flatMap((row) => row.cells));
  const strings = new SharedStrings(needed.strings);
  if (!strings.done) {
    if (!parts.sharedStrings) throw unreadable();
    await scanEntry(data, parts.sharedStrings, budget, strings);
  }
  const styles = new DateStyles(needed.styles);
  if (!styles.done && parts.styles) await scanEntry(data, parts.styles, budget, styles);
  const context: CellContext = { strings: strings.found, dateStyles: styles.dates, dates };
  return [...sheet.rows]
    .sort((a, b) => a.line - b.line)
    .map((row) => ({ line: row.line, texts: Array.from({ length: columns }, (_, index) => cellText(row.cells[index], context)) }));
}
