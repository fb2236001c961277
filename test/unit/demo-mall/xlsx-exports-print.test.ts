// The statement and 企业协议价 .xlsx files read back with exceljs (docs/adr/0069): each prints one A4 page wide and
// as many tall as it needs, its table header repeated on every page, landscape where the columns are many; dates
// and times are date cells in a date format holding the mall's wall-clock time; and the agreement export, dates
// and all, reads back through the import's reader as the dates it was given.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_COLUMNS, type AgreementPriceRow } from '#shared/company/agreement-price-rules.ts';
import { agreementRowsOfFile } from '../../../demo-mall/company/agreed-prices/agreed-price-file-rows.ts';
import { agreementXlsx } from '../../../demo-mall/company/agreed-prices/agreed-price-xlsx.ts';
import type { StatementExport } from '../../../demo-mall/company/statements/statement-export-content.ts';
import { statementXlsx } from '../../../demo-mall/company/statements/statement-xlsx.ts';
import { cellDate, exportFrame } from '../../helpers/mall/statement-export-sample.ts';

async function firstSheet(data: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The row whose first cell is `text`. */
function rowStarting(sheet: ExcelJS.Worksheet, text: string): ExcelJS.Row {
  for (let number = 1; number <= sheet.rowCount; number++) if (sheet.getRow(number).getCell(1).value === text) return sheet.getRow(number);
  throw new Error(`no row starting ${text}`);
}

const onePageWide = (orientation: 'portrait' | 'landscape', titleRow: number) => ({
  paperSize: 9,
  orientation,
  fitToPage: true,
  fitToWidth: 1,
  fitToHeight: 0,
  printTitlesRow: `${titleRow}:${titleRow}`,
});

function statement(withRefs: boolean): StatementExport {
  return {
    ...exportFrame('状态：待确认', [{ orderSn: 'wx1001', dueDate: '2026-11-15', openFen: 50_000 }]),
    title: '对账单 2026-11',
    header: [
      { label: '企业名称', text: '苏州恒泰精密机械有限公司' },
      { label: '期初余额', fen: 800_000 },
      { label: '导出时间', text: '2026-12-01 09:30:05', time: true },
    ],
    lines: [
      {
        time: '2026-11-03 10:00:00',
        kindName: '余额支付',
        linkNo: 'wx1103',
        amountFen: -12_345,
        balanceFen: 787_655,
        poNumber: withRefs ? 'PO-2026-001' : '',
        costCenterName: withRefs ? '设备维修项目' : '',
      },
    ],
  };
}

describe('the statement .xlsx', () => {
  it('prints one page wide with the table header on every page, landscape only with the PO columns', async () => {
    const narrow = await firstSheet(await statementXlsx(statement(false)));
    expect(narrow.pageSetup).toMatchObject(onePageWide('portrait', rowStarting(narrow, '日期').number));
    const wide = await firstSheet(await statementXlsx(statement(true)));
    expect(wide.pageSetup).toMatchObject(onePageWide('landscape', rowStarting(wide, '日期').number));
  });

  it('writes the line times, the due date and the export time as date cells', async () => {
    const sheet = await firstSheet(await statementXlsx(statement(false)));
    const line = rowStarting(sheet, '日期').number + 1;
    const time = sheet.getRow(line).getCell(1);
    expect(time.type).toBe(ExcelJS.ValueType.Date);
    expect(time.value).toEqual(cellDate('2026-11-03 10:00:00'));
    expect(time.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(line).getCell(4)).toMatchObject({ value: -123.45, numFmt: '#,##0.00' });
    const due = rowStarting(sheet, 'wx1001').getCell(2);
    expect(due.type).toBe(ExcelJS.ValueType.Date);
    expect(due.value).toEqual(cellDate('2026-11-15'));
    expect(due.numFmt).toBe('yyyy-mm-dd');
    const exported = rowStarting(sheet, '导出时间').getCell(2);
    expect(exported.type).toBe(ExcelJS.ValueType.Date);
    expect(exported.value).toEqual(cellDate('2026-12-01 09:30:05'));
    // a period is not a day: it stays text
    expect(rowStarting(sheet, '企业名称').getCell(2).type).toBe(ExcelJS.ValueType.String);
  });
});

const agreementRow: AgreementPriceRow = {
  agreement_id: 1,
  product_id: 1,
  unique: 'u1',
  store_name: '不锈钢内六角螺栓 M8×30',
  sku: '默认',
  bar_code: 'DL00001',
  image: '',
  mer_name: '东联五金',
  price: '12.50',
  tiers: [
    { from: 1, price: '9.50' },
    { from: 100, price: '8.80' },
  ],
  min_qty: 1,
  step: 1,
  start_date: '2026-12-01',
  end_date: '2027-06-30',
  state: 0,
  update_time: '2026-12-01 09:00:00',
};

describe('the 企业协议价 .xlsx', () => {
  it('prints landscape, one page wide, the header row on every page', async () => {
    const sheet = await firstSheet(await agreementXlsx([agreementRow]));
    expect(sheet.pageSetup).toMatchObject(onePageWide('landscape', 1));
  });

  it('writes 生效日期 and 失效日期 as date cells (an open end stays empty) that import back as the same dates', async () => {
    const open = { ...agreementRow, unique: 'u2', bar_code: 'DL00002', end_date: '' };
    const file = await agreementXlsx([agreementRow, open]);
    const sheet = await firstSheet(file);
    const start = sheet.getRow(2).getCell(AGREEMENT_COLUMNS.indexOf('生效日期') + 1);
    expect(start.type).toBe(ExcelJS.ValueType.Date);
    expect(start.value).toEqual(cellDate('2026-12-01'));
    expect(start.numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getRow(2).getCell(AGREEMENT_COLUMNS.indexOf('失效日期') + 1).value).toEqual(cellDate('2027-06-30'));
    expect(sheet.getRow(3).getCell(AGREEMENT_COLUMNS.indexOf('失效日期') + 1).text).toBe('');

    const read = await agreementRowsOfFile('prices.xlsx', file);
    if (!read.ok) throw new Error(read.message);
    expect(read.rows.map((row) => row.texts.slice(0, 7))).toEqual([
      ['DL00001', '1', '1', '2026-12-01', '2027-06-30', '1', '9.5'],
      ['DL00002', '1', '1', '2026-12-01', '', '1', '9.5'],
    ]);
  });
});
