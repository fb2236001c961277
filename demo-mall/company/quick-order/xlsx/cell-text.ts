// A kept cell's text, as the workbook reader used before (exceljs) gave it: numbers as typed (a bar code typed
// into Excel is a number), strings shared or inline, booleans as true/false, dates and errors as nothing. Kept
// cells are never formulas: the sheet scan refuses those (docs/adr/0069).
import { unreadable } from '../file-refusal.ts';
import type { RawCell } from './sheet-cells.ts';

export interface CellContext {
  strings: ReadonlyMap<number, string>;
  dateStyles: ReadonlySet<number>;
  /** 'iso': a date-styled number reads as Y-m-d; otherwise as nothing */
  dates?: 'none' | 'iso';
}

/** Excel's day 0 (the 1900 system, counting its phantom 29 February 1900) */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function numberText(value: string, cell: RawCell, context: CellContext): string {
  if (cell.style !== undefined && context.dateStyles.has(cell.style)) {
    const serial = Number.parseFloat(value);
    if (context.dates !== 'iso' || !Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return '';
    return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
  }
  return String(Number.parseFloat(value));
}

export function cellText(cell: RawCell | undefined, context: CellContext): string {
  if (!cell || cell.value === undefined) return '';
  const { type, value } = cell;
  if (type === 'e') return '';
  if (type === 'b') return String(Number.parseInt(value, 10) !== 0);
  if (type === 'str' || type === 'inlineStr') return value;
  if (type === 's') {
    const text = context.strings.get(Number.parseInt(value, 10));
    // a reference to a string the workbook does not have: the old reader failed on it too
    if (text === undefined) throw unreadable();
    return text;
  }
  return numberText(value, cell, context);
}

/** The shared-string indexes and style ids the kept cells need. */
export function neededBy(cells: readonly (RawCell | undefined)[]): { strings: Set<number>; styles: Set<number> } {
  const strings = new Set<number>();
  const styles = new Set<number>();
  for (const cell of cells) {
    if (!cell || cell.value === undefined) continue;
    if (cell.type === 's') strings.add(Number.parseInt(cell.value, 10));
    else if (cell.style !== undefined) styles.add(cell.style);
  }
  return { strings, styles };
}
