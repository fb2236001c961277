// The bounded .xlsx reader (ADR 0028) answers valid workbooks as the whole-workbook reader did before it (exceljs
// loaded in full, kept here as the reference): generated sheets of codes and quantities typed every way Excel
// stores them (shared and rich text, numbers, formulas with results, booleans, dates, blanks, a header). One
// change since: a formula in column A or B is refused, naming the first one (docs/adr/0069).
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOfFile } from '../../../demo-mall/company/quick-order/file-rows.ts';
import { halfWidth, type PastedRow } from '../../../shared/quick-order/paste-lines.ts';
import {
  looksLikeHeader,
  QUICK_ORDER_MAX_ROWS,
  QUICK_ORDER_MESSAGES as M,
  readQuantity,
} from '../../../shared/quick-order/quick-order-rules.ts';

/** The reader before ADR 0028, unchanged: the reference the bounded reader must agree with. */
function cellTextBefore(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'result' in value) return cellTextBefore(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return '';
}

async function rowsBefore(data: Buffer): Promise<{ ok: true; rows: PastedRow[] } | { ok: false; message: string }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, message: M.fileEmpty };
  let formula = '';
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    for (const [index, column] of ['A', 'B'].entries())
      if (formula === '' && excelRow.getCell(index + 1).type === ExcelJS.ValueType.Formula) formula = `第${rowNumber}行${column}列`;
  });
  if (formula !== '') return { ok: false, message: `${formula}是公式，请粘贴为数值后再导入` };
  const rows: PastedRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (tooMany) return;
    const code = halfWidth(cellTextBefore(excelRow.getCell(1).value))
      .trim()
      .toUpperCase();
    const quantityText = halfWidth(cellTextBefore(excelRow.getCell(2).value));
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

type Typed = { value: ExcelJS.CellValue; numFmt?: string };

const text = fc.oneof(
  fc.constantFrom('DL00001', 'dl00002-03', 'ＤＬ００００３', ' DL4 ', '编码', '型号', 'A&B<C>"D"', '', '  ', '5', '１２'),
  fc.string({ maxLength: 12 }),
);
const cell: fc.Arbitrary<Typed> = fc.oneof(
  text.map((value) => ({ value })),
  fc.integer({ min: -5, max: 100_000 }).map((value) => ({ value })),
  fc.constantFrom(6901234567890, 1.5, 0, 99_999, 100_000).map((value) => ({ value })),
  fc.tuple(text, text).map(([a, b]) => ({ value: { richText: [{ text: a }, { text: b, font: { bold: true } }] } })),
  fc.integer({ min: 1, max: 50 }).map((result) => ({ value: { formula: `${result}*1`, result } })),
  text.map((result) => ({ value: { formula: 'T("x")', result } })),
  fc.boolean().map((value) => ({ value })),
  fc.constant({ value: new Date(Date.UTC(2026, 10, 27)) }),
  fc.integer({ min: 1, max: 40 }).map((value) => ({ value, numFmt: 'yyyy-mm-dd' })),
  fc.integer({ min: 1, max: 40 }).map((value) => ({ value, numFmt: '0.00' })),
  fc.constant({ value: null }),
);
const sheetRows = fc.array(fc.tuple(cell, cell, fc.option(cell, { nil: undefined })), { maxLength: 12 });

async function workbookOf(rows: readonly (readonly [Typed, Typed, Typed | undefined])[], header: boolean, gaps: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  workbook.addWorksheet('Second').addRow(['DL99999', 9]);
  let rowNumber = 0;
  if (header) sheet.getRow(++rowNumber).values = ['编码', '数量'];
  for (const [code, quantity, extra] of rows) {
    rowNumber += gaps ? 2 : 1;
    const row = sheet.getRow(rowNumber);
    for (const [index, typed] of [code, quantity, extra].entries()) {
      if (!typed) continue;
      const target = row.getCell(index + 1);
      target.value = typed.value;
      if (typed.numFmt) target.numFmt = typed.numFmt;
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the bounded .xlsx reader', () => {
  it('reads generated workbooks exactly as the whole-workbook reader did', async () => {
    await fc.assert(
      fc.asyncProperty(sheetRows, fc.boolean(), fc.boolean(), async (rows, header, gaps) => {
        const data = await workbookOf(rows, header, gaps);
        expect(await rowsOfFile('quick.xlsx', data)).toEqual(await rowsBefore(data));
      }),
      { numRuns: 60 },
    );
  });
});
