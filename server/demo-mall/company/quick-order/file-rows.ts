// An uploaded quick-order file → rows (docs/company-api.md §6.2). .xlsx: the first sheet, columns A (code) and
// B (quantity); .csv: UTF-8 (with or without BOM), else GBK as Excel on Chinese Windows saves it. A header row
// at the top is skipped; blank rows are skipped; a row without a valid quantity keeps its reason.
import ExcelJS from 'exceljs';
import { looksLikeHeader, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_MESSAGES as M, readQuantity } from '#shared/quick-order/quick-order-rules.ts';
import { halfWidth, type PastedRow, parsePastedLines } from '#shared/quick-order/paste-lines.ts';

export type FileRows = { ok: true; rows: PastedRow[] } | { ok: false; message: string };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isZip(data: Buffer): boolean {
  return ZIP_MAGIC.every((byte, index) => data[index] === byte);
}

/** A cell's value as text: numbers as typed (a bar code typed into Excel becomes a number), rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'result' in value) return cellText(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return '';
}

async function xlsxRows(data: Buffer): Promise<FileRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { ok: false, message: M.fileUnreadable };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, message: M.fileEmpty };
  const rows: PastedRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (tooMany) return;
    const code = halfWidth(cellText(excelRow.getCell(1).value))
      .trim()
      .toUpperCase();
    const quantityText = halfWidth(cellText(excelRow.getCell(2).value));
    if (code === '' && quantityText.trim() === '') return;
    const quantity = readQuantity(quantityText);
    if (rows.length === 0 && !quantity.ok && looksLikeHeader(code)) return;
    if (rows.length >= QUICK_ORDER_MAX_ROWS) {
      tooMany = true;
      return;
    }
    if (code === '') rows.push({ line: rowNumber, code: '', quantity: null, reason: M.codeRequired });
    else
      rows.push(
        quantity.ok
          ? { line: rowNumber, code, quantity: quantity.quantity, reason: '' }
          : { line: rowNumber, code, quantity: null, reason: quantity.reason },
      );
  });
  if (tooMany) return { ok: false, message: M.tooManyRows };
  return rows.length > 0 ? { ok: true, rows } : { ok: false, message: M.fileEmpty };
}

function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gbk').decode(data);
  }
}

function csvRows(data: Buffer): FileRows {
  if (data.includes(0)) return { ok: false, message: M.fileUnreadable };
  const rows = parsePastedLines(decodeText(data));
  if (rows.length > QUICK_ORDER_MAX_ROWS) return { ok: false, message: M.tooManyRows };
  return rows.length > 0 ? { ok: true, rows } : { ok: false, message: M.fileEmpty };
}

/** The file's rows, or the message that explains why it cannot be read. The name picks the kind; bytes decide. */
export async function rowsOfFile(filename: string, data: Buffer): Promise<FileRows> {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx')) return isZip(data) ? xlsxRows(data) : { ok: false, message: M.fileUnreadable };
  if (name.endsWith('.csv')) return isZip(data) ? { ok: false, message: M.fileUnreadable } : csvRows(data);
  return { ok: false, message: M.fileType };
}
