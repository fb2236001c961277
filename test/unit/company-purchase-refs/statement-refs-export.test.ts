// The statement files with 采购单号 and 成本中心 (docs/company-api.md §8.3): the two columns come after the balance
// when a line names them (and not otherwise); a 32-character PO number is printed whole in the PDF.
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { cellDate, exportFrame } from '../../helpers/mall/statement-export-sample.ts';
import type { StatementExport } from '../../../demo-mall/company/statements/statement-export-content.ts';
import { statementPdf } from '../../../demo-mall/company/statements/statement-pdf.ts';
import { statementXlsx } from '../../../demo-mall/company/statements/statement-xlsx.ts';

const LONG_PO = 'PO-2026/ABCDEFGHIJKLMNOPQRSTUVWX';

function content(withRefs: boolean): StatementExport {
  return {
    ...exportFrame(),
    title: '对账单 2026-11',
    header: [{ label: '企业名称', text: '苏州恒泰精密机械有限公司' }],
    lines: [
      {
        time: '2026-11-24 10:00:00',
        kindName: '余额支付',
        linkNo: 'wx179549545995212263f',
        amountFen: -1_234_567,
        balanceFen: 99_999_999,
        poNumber: withRefs ? LONG_PO : '',
        costCenterName: withRefs ? '设备维修项目' : '',
      },
      { time: '2026-11-24 11:00:00', kindName: '汇款到账', linkNo: 'HK2611240ABC', amountFen: 100, balanceFen: 100_000_099 },
    ],
  };
}

const sheetRows = async (source: StatementExport) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await statementXlsx(source)) as unknown as ArrayBuffer);
  return (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
};

describe('statement exports with PO numbers', () => {
  it('the .xlsx adds 采购单号 and 成本中心 after the balance only when a line has them', async () => {
    const rows = await sheetRows(content(true));
    expect(rows).toContainEqual(['日期', '类型', '单据号', '金额(元)', '净额(元)', '采购单号', '成本中心']);
    expect(rows.find((row) => row[2] === 'wx179549545995212263f')).toEqual([
      cellDate('2026-11-24 10:00:00'),
      '余额支付',
      'wx179549545995212263f',
      -12345.67,
      999999.99,
      LONG_PO,
      '设备维修项目',
    ]);
    expect(await sheetRows(content(false))).toContainEqual(['日期', '类型', '单据号', '金额(元)', '净额(元)']);
  });

  it('the .pdf prints a 32-character PO number whole, on the line of its order', async () => {
    const parser = new PDFParse({ data: new Uint8Array(await statementPdf(content(true))) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain('采购单号');
      expect(text).toMatch(new RegExp(`wx179549545995212263f.*${LONG_PO.replace(/[/]/g, '\\/')}.*设备维修项目`));
      expect(text).toContain('2026-11-24 10:00:00');
    } finally {
      await parser.destroy();
    }
  });
});
