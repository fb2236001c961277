// The .xlsx export of a statement (docs/company-api.md §4): one sheet, both parties, the header block, an empty
// row, the table header, one row per line, and the state under them. Amounts are numbers in a two-decimal format
// so the sheet can add them up, times and dates are date cells; it prints one page wide, the table header on every
// page, landscape when the PO number and cost centre columns make it wide (docs/adr/0069).
import ExcelJS from 'exceljs';
import { formatFen } from '#shared/money.ts';
import { MONEY_FORMAT, printOnePageWide, setDateCell } from '../xlsx-export.ts';
import {
  LINE_COLUMNS,
  NO_OVERDUE_TEXT,
  OVERDUE_COLUMNS,
  OVERDUE_TITLE,
  PURCHASE_REF_COLUMNS,
  partyRows,
  showsPurchaseRefs,
  type StatementExport,
} from './statement-export-content.ts';

/** fen → the number a cell holds (through the shared money format, never a float division of sums). */
const amount = (fen: number) => Number(formatFen(fen));

export async function statementXlsx(content: StatementExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('对账单');
  const refs = showsPurchaseRefs(content);
  sheet.columns = [
    { width: 22 },
    { width: 20 },
    { width: 28 },
    { width: 16 },
    { width: 16 },
    ...(refs ? [{ width: 34 }, { width: 24 }] : []),
  ];
  sheet.addRow([content.title]).font = { bold: true, size: 14 };
  for (const party of [content.parties.platform, content.parties.company]) {
    sheet.addRow([party.role]).font = { bold: true };
    for (const cells of partyRows(party)) sheet.addRow(cells);
  }
  for (const entry of content.header) {
    const row = sheet.addRow([entry.label]);
    if (entry.fen !== undefined) {
      row.getCell(2).value = amount(entry.fen);
      row.getCell(2).numFmt = MONEY_FORMAT;
    } else if (entry.time) setDateCell(row.getCell(2), entry.text ?? '');
    else row.getCell(2).value = entry.text ?? '';
  }
  sheet.addRow([]);
  const tableHeader = sheet.addRow([...LINE_COLUMNS, ...(refs ? PURCHASE_REF_COLUMNS : [])]);
  tableHeader.font = { bold: true };
  for (const line of content.lines) {
    const cells = ['', line.kindName, line.linkNo, amount(line.amountFen), amount(line.balanceFen)];
    const row = sheet.addRow(refs ? [...cells, line.poNumber ?? '', line.costCenterName ?? ''] : cells);
    setDateCell(row.getCell(1), line.time);
    row.getCell(4).numFmt = MONEY_FORMAT;
    row.getCell(5).numFmt = MONEY_FORMAT;
  }
  sheet.addRow([]);
  sheet.addRow([OVERDUE_TITLE]).font = { bold: true };
  if (content.overdue.length === 0) sheet.addRow([NO_OVERDUE_TEXT]);
  else sheet.addRow([...OVERDUE_COLUMNS]).font = { bold: true };
  for (const entry of content.overdue) {
    const row = sheet.addRow([entry.orderSn, '', amount(entry.openFen)]);
    setDateCell(row.getCell(2), entry.dueDate);
    row.getCell(3).numFmt = MONEY_FORMAT;
  }
  sheet.addRow([]);
  sheet.addRow([content.confirmation]);
  printOnePageWide(sheet, { landscape: refs, titleRow: tableHeader.number });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
