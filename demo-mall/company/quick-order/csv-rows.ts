// A .csv upload → quick-order rows (csv-lines.ts reads the lines within bounds). Each line is read as pasted text
// is (shared/quick-order/paste-lines.ts); a 501st row stops the reading (ADR 0028).
import { looksLikeHeader, QUICK_ORDER_MAX_ROWS } from '#shared/quick-order/quick-order-rules.ts';
import { type PastedRow, parseLine } from '#shared/quick-order/paste-lines.ts';
import { csvLines } from './csv-lines.ts';
import { tooManyRows } from './file-refusal.ts';

/** The file's rows; throws a FileRefusal for binary bytes, an overlong line or more than 500 rows. */
export function csvRows(data: Buffer): PastedRow[] {
  const rows: PastedRow[] = [];
  for (const { line, text } of csvLines(data)) {
    const row = parseLine(text, line);
    if (!row) continue;
    if (rows.length === 0 && row.quantity === null && looksLikeHeader(row.code)) continue;
    if (rows.length >= QUICK_ORDER_MAX_ROWS) throw tooManyRows();
    rows.push(row);
  }
  return rows;
}
