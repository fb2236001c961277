// Every .xlsx import refuses a formula in a column it reads, naming the cell (docs/adr/0069): a formula's saved
// result is whatever the last program to save the file computed, so `<f>1/0</f><v>0.01</v>` — #DIV/0! in Excel —
// would import at ¥0.01. Checked on the shared sheet reader (quick order, 企业协议价, bank statements) and on the
// quick-order and agreement file readers; a formula in a column no import reads is left alone.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_COLUMNS } from '#shared/company/agreement-price-rules.ts';
import { agreementRowsOfFile } from '../../../demo-mall/company/agreed-prices/agreed-price-file-rows.ts';
import { rowsOfFile } from '../../../demo-mall/company/quick-order/file-rows.ts';
import { sheetTable } from '../../../demo-mall/company/quick-order/xlsx/sheet-table.ts';
import { sheetOf, workbookOf } from '../../helpers/bff/xlsx-bombs.ts';

async function xlsxOf(rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const refusal = (cell: string) => `${cell}是公式，请粘贴为数值后再导入`;

describe('a formula cell in an import', () => {
  it('refuses the agreement-price repro <f>1/0</f><v>0.01</v>, naming its row and column', async () => {
    const price = '<c r="G2"><f>1/0</f><v>0.01</v></c>';
    const data = workbookOf(
      sheetOf(
        `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>规格编码</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>DL00001</t></is></c><c r="B2"><v>1</v></c><c r="C2"><v>1</v></c><c r="F2"><v>1</v></c>${price}</row></sheetData>`,
      ),
    );
    expect(await agreementRowsOfFile('prices.xlsx', data)).toEqual({ ok: false, message: refusal('第2行G列') });
  });

  it('refuses a formula with a cached result, a shared-formula follower and a formula whose result is text', async () => {
    const agreement = await xlsxOf([
      [...AGREEMENT_COLUMNS],
      ['DL00001', 1, 1, '2026-12-01', '', 1, 9.5],
      ['DL00002', { formula: 'B2*10', result: 10 }, 1, '2026-12-01', '', 1, 9.5],
    ]);
    expect(await agreementRowsOfFile('prices.xlsx', agreement)).toEqual({ ok: false, message: refusal('第3行B列') });

    const quick = await xlsxOf([
      ['编码', '数量'],
      ['DL00001', { formula: '2+3', result: 5 }],
      ['DL00002', { sharedFormula: 'B2', result: 5 }],
    ]);
    expect(await rowsOfFile('quick.xlsx', quick)).toEqual({ ok: false, message: refusal('第2行B列') });
    // a follower of a shared formula whose first cell is in a column not read: `<f t="shared" si="0"/>`, no text
    const follower = workbookOf(
      sheetOf(
        '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>DL00001</t></is></c><c r="B1"><v>4</v></c><c r="C1"><f t="shared" ref="C1:C2" si="0">B1</f><v>4</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>DL00002</t></is></c><c r="B2"><f t="shared" si="0"/><v>5</v></c></row></sheetData>',
      ),
    );
    expect(await rowsOfFile('quick.xlsx', follower)).toEqual({ ok: false, message: refusal('第2行B列') });
    const textResult = await xlsxOf([[{ formula: 'UPPER("dl00003")', result: 'DL00003' }, 2]]);
    expect(await rowsOfFile('quick.xlsx', textResult)).toEqual({ ok: false, message: refusal('第1行A列') });
  });

  it('names the cell in the shared reader the bank statement uses too, past column Z', async () => {
    const data = await xlsxOf([[...Array.from({ length: 27 }, (_, index) => index), { formula: 'A1', result: 0 }]]);
    await expect(sheetTable(data, 28, 'iso')).rejects.toThrow(refusal('第1行AB列'));
    await expect(sheetTable(data, 27, 'iso')).resolves.toHaveLength(1);
  });

  it('leaves a formula in a column no import reads, and reads the rest', async () => {
    const quick = await xlsxOf([['DL00001', 2, { formula: 'B1*3', result: 6 }]]);
    expect(await rowsOfFile('quick.xlsx', quick)).toEqual({ ok: true, rows: [{ line: 1, code: 'DL00001', quantity: 2, reason: '' }] });
    const agreement = await xlsxOf([
      [...AGREEMENT_COLUMNS, '商品名称'],
      ['DL00001', 1, 1, '2026-12-01', '', 1, 9.5, ...Array(8).fill(''), { formula: 'A2', result: 'DL00001' }],
    ]);
    expect(await agreementRowsOfFile('prices.xlsx', agreement)).toMatchObject({ ok: true, rows: [{ line: 2 }] });
  });
});
