// An .xlsx upload → rows, read within bounds (ADR 0028): the zip's directory is judged before anything is
// unpacked, then the first sheet is scanned as it inflates (extent, cells and rows counted on the way), and only
// the shared strings and styles its columns A and B point at are looked up. Columns A (code) and B (quantity);
// a header row at the top and blank rows are skipped; a row without a valid quantity keeps its reason.
import { looksLikeHeader, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M, readQuantity } from '#shared/quick-order/quick-order-rules.ts';
import { halfWidth, type PastedRow } from '#shared/quick-order/paste-lines.ts';
import { tooManyRows, unreadable } from './file-refusal.ts';
import { type CellContext, cellText, neededBy } from './xlsx/cell-text.ts';
import { DateStyles } from './xlsx/date-styles.ts';
import { scanEntry } from './xlsx/scan-entry.ts';
import { SharedStrings } from './xlsx/shared-strings.ts';
import { type CandidateRow, SheetCells } from './xlsx/sheet-cells.ts';
import { findWorkbookParts } from './xlsx/workbook-parts.ts';
import { readZipDirectory } from './xlsx/zip-directory.ts';

function rowsOf(candidates: readonly CandidateRow[], context: CellContext): PastedRow[] {
  const rows: PastedRow[] = [];
  for (const candidate of [...candidates].sort((a, b) => a.line - b.line)) {
    const code = halfWidth(cellText(candidate.code, context)).trim().toUpperCase();
    const quantityText = halfWidth(cellText(candidate.quantity, context));
    if (code === '' && quantityText.trim() === '') continue;
    const quantity = readQuantity(quantityText);
    if (rows.length === 0 && !quantity.ok && looksLikeHeader(code)) continue;
    if (rows.length >= QUICK_ORDER_MAX_ROWS) throw tooManyRows();
    const line = candidate.line;
    if (code === '') rows.push({ line, code: '', quantity: null, reason: M.codeRequired });
    else if (quantity.ok) rows.push({ line, code, quantity: quantity.quantity, reason: '' });
    else rows.push({ line, code, quantity: null, reason: quantity.reason });
  }
  return rows;
}

/** The first sheet's rows; throws a FileRefusal for a broken workbook or one past the bounds. */
export async function xlsxRows(data: Buffer): Promise<PastedRow[]> {
  const entries = readZipDirectory(data);
  const budget = { used: 0 };
  const parts = await findWorkbookParts(data, entries, budget);
  if (!parts.sheet) return [];
  const sheet = new SheetCells();
  await scanEntry(data, parts.sheet, budget, sheet);
  const needed = neededBy(sheet.rows.flatMap((row) => [row.code, row.quantity]));
  const strings = new SharedStrings(needed.strings);
  if (!strings.done) {
    if (!parts.sharedStrings) throw unreadable();
    await scanEntry(data, parts.sharedStrings, budget, strings);
  }
  const styles = new DateStyles(needed.styles);
  if (!styles.done && parts.styles) await scanEntry(data, parts.styles, budget, styles);
  return rowsOf(sheet.rows, { strings: strings.found, dateStyles: styles.dates });
}
