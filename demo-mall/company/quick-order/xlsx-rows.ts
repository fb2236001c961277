// An .xlsx upload → rows, read within bounds (ADR 0028, xlsx/sheet-table.ts). Columns A (code) and B (quantity);
// a header row at the top and blank rows are skipped; a row without a valid quantity keeps its reason.
import { looksLikeHeader, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M, readQuantity } from '#shared/quick-order/quick-order-rules.ts';
import { halfWidth, type PastedRow } from '#shared/quick-order/paste-lines.ts';
import { tooManyRows } from './file-refusal.ts';
import { type SheetRow, sheetTable } from './xlsx/sheet-table.ts';

function rowsOf(table: readonly SheetRow[]): PastedRow[] {
  const rows: PastedRow[] = [];
  for (const { line, texts } of table) {
    const code = halfWidth(texts[0] ?? '')
      .trim()
      .toUpperCase();
    const quantityText = halfWidth(texts[1] ?? '');
    if (code === '' && quantityText.trim() === '') continue;
    const quantity = readQuantity(quantityText);
    if (rows.length === 0 && !quantity.ok && looksLikeHeader(code)) continue;
    if (rows.length >= QUICK_ORDER_MAX_ROWS) throw tooManyRows();
    if (code === '') rows.push({ line, code: '', quantity: null, reason: M.codeRequired });
    else if (quantity.ok) rows.push({ line, code, quantity: quantity.quantity, reason: '' });
    else rows.push({ line, code, quantity: null, reason: quantity.reason });
  }
  return rows;
}

/** The first sheet's rows; throws a FileRefusal for a broken workbook or one past the bounds. */
export async function xlsxRows(data: Buffer): Promise<PastedRow[]> {
  return rowsOf(await sheetTable(data, 2));
}
