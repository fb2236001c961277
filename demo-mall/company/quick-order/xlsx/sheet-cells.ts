// The first sheet's XML, scanned as it is inflated: the declared extent (<dimension ref>) is judged first, cells
// and rows holding values are counted as they pass, and only the first few columns (A and B for a quick order,
// A to E for a bank statement) of rows that have them are kept (raw, strings still as indexes), so what is held
// stays small whatever the sheet's size.
import {
  CELL_MAX_CHARS,
  SHEET_MAX_CANDIDATE_ROWS,
  SHEET_MAX_DECLARED_CELLS,
  SHEET_MAX_DECLARED_ROWS,
  SHEET_MAX_VALUE_CELLS,
  SHEET_MAX_VALUE_ROWS,
} from '../file-limits.ts';
import { formulaCell, tooBig, tooManyRows, unreadable } from '../file-refusal.ts';
import type { EntryHandler } from './scan-entry.ts';
import type { Attributes } from './xml-scan.ts';

/** A cell as the sheet stores it: `type` is its `t` attribute, `style` its `s`, `value` the <v> or inline text. */
export interface RawCell {
  type: string | undefined;
  style: number | undefined;
  value: string | undefined;
  formula: boolean;
}

export interface CandidateRow {
  /** the sheet's row number */
  line: number;
  /** the kept columns' cells, A first */
  cells: (RawCell | undefined)[];
}

/** Excel's largest row and column */
const LAST_ROW = 1_048_576;
const LAST_COLUMN = 16_384;
const ADDRESS = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/;

function address(reference: string): { column: number; row: number } | undefined {
  const match = ADDRESS.exec(reference.toUpperCase());
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1] as string) column = column * 26 + letter.charCodeAt(0) - 64;
  const row = Number(match[2]);
  return column <= LAST_COLUMN && row >= 1 && row <= LAST_ROW ? { column, row } : undefined;
}

/** 1 → A, 28 → AB */
function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** Refuses a sheet whose declared extent is past the bounds; a malformed extent is left to the counting. */
function judgeDimension(reference: string): void {
  const [first, last = first] = reference.split(':').map((part) => address(part.trim()));
  if (!first || !last) return;
  const rows = Math.abs(last.row - first.row) + 1;
  const columns = Math.abs(last.column - first.column) + 1;
  if (rows > SHEET_MAX_DECLARED_ROWS) throw tooManyRows();
  if (rows * columns > SHEET_MAX_DECLARED_CELLS) throw tooBig();
}

export class SheetCells implements EntryHandler {
  /** `columns`: how many columns from A are kept */
  constructor(private readonly columns = 2) {}

  done = false;
  readonly rows: CandidateRow[] = [];
  private inData = false;
  private line = 0;
  private column = 0;
  private row: CandidateRow | undefined;
  private rowHasValue = false;
  private cell: RawCell | undefined;
  /** which text is being read: the value (<v>, or <t> of an inline string) or the formula (<f>) */
  private reading: 'value' | 'formula' | undefined;
  private inPhonetic = false;
  private valueCells = 0;
  private valueRows = 0;

  open(name: string, attributes: Attributes, selfClosing: boolean): void {
    if (!this.inData) {
      if (name === 'dimension' && attributes.ref) judgeDimension(attributes.ref);
      if (name === 'sheetData') this.inData = !selfClosing;
      if (name === 'sheetData' && selfClosing) this.done = true;
      return;
    }
    if (name === 'row') this.openRow(attributes, selfClosing);
    else if (name === 'c') this.openCell(attributes, selfClosing);
    else if (!this.cell) return;
    else if (name === 'v') this.reading = 'value';
    else if (name === 'rPh') this.inPhonetic = true;
    else if (name === 't' && !this.inPhonetic) this.reading = 'value';
    else if (name === 'f') {
      // a shared formula's followers are formulas with no text of their own
      if (attributes.t) this.cell.formula = true;
      this.reading = 'formula';
    }
  }

  close(name: string): void {
    if (!this.inData) return;
    if (name === 'sheetData') {
      this.inData = false;
      this.done = true;
    } else if (name === 'row') this.closeRow();
    else if (name === 'c') this.closeCell();
    else if (name === 'rPh') this.inPhonetic = false;
    else if (name === 'v' || name === 't' || name === 'f') this.reading = undefined;
  }

  text(text: string): void {
    const cell = this.cell;
    if (!cell || this.reading === undefined) return;
    if (this.reading === 'formula') {
      if (text.trim() !== '') cell.formula = true;
      return;
    }
    const value = (cell.value ?? '') + text;
    cell.value = value.length > CELL_MAX_CHARS ? value.slice(0, CELL_MAX_CHARS) : value;
  }

  private openRow(attributes: Attributes, selfClosing: boolean): void {
    const line = attributes.r === undefined ? this.line + 1 : Number(attributes.r);
    if (!Number.isInteger(line) || line < 1 || line > LAST_ROW) throw unreadable();
    this.line = line;
    this.column = 0;
    this.row = { line, cells: [] };
    this.rowHasValue = false;
    if (selfClosing) this.closeRow();
  }

  private closeRow(): void {
    const row = this.row;
    this.row = undefined;
    if (!row || !this.rowHasValue) return;
    this.valueRows += 1;
    if (this.valueRows > SHEET_MAX_VALUE_ROWS) throw tooManyRows();
    if (!row.cells.some(Boolean)) return;
    this.rows.push(row);
    if (this.rows.length > SHEET_MAX_CANDIDATE_ROWS) throw tooManyRows();
  }

  private openCell(attributes: Attributes, selfClosing: boolean): void {
    const place = attributes.r === undefined ? undefined : address(attributes.r);
    if (attributes.r !== undefined && !place) throw unreadable();
    this.column = place ? place.column : this.column + 1;
    const style = attributes.s === undefined ? undefined : Number.parseInt(attributes.s, 10);
    this.cell = { type: attributes.t, style: Number.isNaN(style) ? undefined : style, value: undefined, formula: false };
    this.reading = undefined;
    this.inPhonetic = false;
    if (selfClosing) this.closeCell();
  }

  private closeCell(): void {
    const cell = this.cell;
    this.cell = undefined;
    this.reading = undefined;
    if (!cell || (cell.value === undefined && !cell.formula)) return;
    this.valueCells += 1;
    if (this.valueCells > SHEET_MAX_VALUE_CELLS) throw tooBig();
    this.rowHasValue = true;
    // A cell outside a row (a broken sheet) is counted but not read.
    if (!this.row || this.column < 1 || this.column > this.columns) return;
    if (cell.formula) throw formulaCell(this.row.line, columnName(this.column));
    this.row.cells[this.column - 1] = cell;
  }
}
