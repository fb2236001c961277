// What the company's .xlsx exports share (docs/adr/0069): each sheet prints one A4 page wide (as many pages tall as
// it needs) with its table header repeated on every page, and dates are date cells in a date format, so a sheet
// can sort, filter and subtract them. The mall's times are wall-clock text ('2026-11-03 10:00:00'): the cell holds
// that wall-clock time (exceljs counts a Date's UTC fields), never shifted by the server's zone.
import type ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** Excel's paper size code for A4 */
const A4 = 9;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** One page wide, any number tall; `titleRow` (1-based) is printed at the top of every page. */
export function printOnePageWide(sheet: ExcelJS.Worksheet, options: { landscape: boolean; titleRow: number }): void {
  sheet.pageSetup.paperSize = A4;
  sheet.pageSetup.orientation = options.landscape ? 'landscape' : 'portrait';
  sheet.pageSetup.fitToPage = true;
  sheet.pageSetup.fitToWidth = 1;
  // 0: as many pages tall as the rows need
  sheet.pageSetup.fitToHeight = 0;
  sheet.pageSetup.horizontalCentered = true;
  sheet.pageSetup.printTitlesRow = `${options.titleRow}:${options.titleRow}`;
}

/**
 * Writes a mall date ('2026-11-03') or time ('2026-11-03 10:00:00') into `cell` as a date in its format; any
 * other text (an empty end date, a malformed value) stays text as it is.
 */
export function setDateCell(cell: ExcelJS.Cell, text: string): void {
  const match = WALL_CLOCK.exec(text);
  if (!match) {
    cell.value = text;
    return;
  }
  const [year = 0, month = 0, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const value = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // a day that does not exist (2026-02-30) would roll over silently: keep the text
  if (value.toISOString().slice(0, 10) !== text.slice(0, 10)) {
    cell.value = text;
    return;
  }
  cell.value = value;
  cell.numFmt = match[4] === undefined ? DATE_FORMAT : DATE_TIME_FORMAT;
  // read like the text beside it, not pushed against the next column as numbers are
  cell.alignment = { horizontal: 'left' };
}
