// The table's rows in the browser: what was typed or read (code, quantity, the parse reason) next to the mall's
// check of it. Pure functions, so the screen only holds state.
import { formatFen, lineFen } from '#shared/money.ts';
import type { PastedRow } from '#shared/quick-order/paste-lines.ts';
import type { CheckedRow } from '#shared/quick-order/quick-order-view.ts';
import type { RowInput } from './quick-order-api.ts';

export interface TableRow {
  /** stable React key */
  id: number;
  input: RowInput;
  /** why the typed line had no valid quantity ('' when it had one) */
  parseReason: string;
  checked: CheckedRow | null;
}

let nextId = 0;

export function rowsFromParsed(parsed: readonly PastedRow[]): TableRow[] {
  return parsed.map((row) => ({ id: ++nextId, input: { code: row.code, quantity: row.quantity }, parseReason: row.reason, checked: null }));
}

/** The mall's answer laid over the rows it was asked about (same order). */
export function withChecks(rows: readonly TableRow[], checked: readonly CheckedRow[]): TableRow[] {
  return rows.map((row, index) => ({ ...row, checked: checked[index] ?? null }));
}

export function reasonOf(row: TableRow): string {
  if (!row.checked) return '';
  if (row.checked.state === 'bad_quantity' && row.parseReason) return row.parseReason;
  return row.checked.reason;
}

export const isOk = (row: TableRow) => row.checked?.state === 'ok';

export function summaryOf(rows: readonly TableRow[]): { okCount: number; badCount: number; total: string } {
  const ok = rows.filter(isOk);
  const totalFen = ok.reduce((sum, row) => sum + lineFen(row.checked?.price ?? '0', row.input.quantity ?? 0), 0);
  return { okCount: ok.length, badCount: rows.length - ok.length, total: formatFen(totalFen) };
}

/** A quantity typed into the table: a whole number, or null (the check then says why). */
export function quantityFromInput(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}
