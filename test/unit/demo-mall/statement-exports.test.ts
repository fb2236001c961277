// The statement files (docs/company-api.md §4): an .xlsx read back with exceljs (header block, one row per line)
// and a 95-line PDF read back with pdf-parse (3 pages of ~40 lines, the Chinese text and the figures in it).
import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { formatFen } from '#shared/money.ts';
import type { ExportLine, StatementExport } from '../../../demo-mall/company/statements/statement-export-content.ts';
import { attachmentDisposition } from '../../../demo-mall/company/statements/statement-export.ts';
import { cjkFontPath, MissingFontError, statementPdf } from '../../../demo-mall/company/statements/statement-pdf.ts';
import { statementXlsx } from '../../../demo-mall/company/statements/statement-xlsx.ts';

function content(lineCount: number): StatementExport {
  let balance = 800_000;
  const lines: ExportLine[] = Array.from({ length: lineCount }, (_, index) => {
    const amountFen = index % 3 === 0 ? 10_001 : -(index * 37 + 5);
    balance += amountFen;
    const day = String((index % 28) + 1).padStart(2, '0');
    return {
      time: `2026-11-${day} 10:00:${String(index % 60).padStart(2, '0')}`,
      kindName: index % 3 === 0 ? '汇款到账' : '余额支付',
      linkNo: `wx${String(index).padStart(4, '0')}`,
      amountFen,
      balanceFen: balance,
    };
  });
  return {
    title: '对账单 2026-11',
    header: [
      { label: '企业名称', text: '苏州恒泰精密机械有限公司' },
      { label: '账期', text: '2026-11' },
      { label: '期初余额', fen: 800_000 },
      { label: '期末余额', fen: balance },
      { label: '状态', text: '待确认' },
    ],
    lines,
  };
}

describe('the .xlsx export', () => {
  it('holds the header block, then the table header and one row per line with numbers in a 2-decimal format', async () => {
    const source = content(7);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await statementXlsx(source)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('对账单');
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['对账单 2026-11']);
    expect(rows.slice(1, 6)).toEqual([
      ['企业名称', '苏州恒泰精密机械有限公司'],
      ['账期', '2026-11'],
      ['期初余额', 8000],
      ['期末余额', Number(formatFen(source.lines.at(-1)?.balanceFen ?? 0))],
      ['状态', '待确认'],
    ]);
    expect(rows[6]).toEqual(['日期', '类型', '单据号', '金额(元)', '余额(元)']);
    expect(rows.slice(7)).toHaveLength(7);
    expect(rows[8]).toEqual(['2026-11-02 10:00:01', '余额支付', 'wx0001', -0.42, 8099.59]);
    const amountCell = sheet?.getRow(9).getCell(4);
    expect(amountCell?.numFmt).toBe('#,##0.00');
  });
});

describe('the .pdf export', () => {
  it('puts 95 lines on 3 A4 pages with the Chinese text, the figures and page numbers', async () => {
    // the bundled font, whatever fonts the machine has
    const font = cjkFontPath({});
    expect(existsSync(font)).toBe(true);
    const source = content(95);
    const pdf = await statementPdf(source, font);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const text = await parser.getText();
      expect(text.total).toBe(3);
      const [first, second, third] = text.pages.map((page) => page.text);
      expect(first).toContain('苏州恒泰精密机械有限公司');
      expect(first).toContain('期初余额：8000.00');
      expect(first).toContain('第 1 页 / 共 3 页');
      expect(third).toContain('第 3 页 / 共 3 页');
      for (const page of [first, second, third]) expect(page).toContain('单据号');
      expect(first).toContain('wx0039');
      expect(first).not.toContain('wx0040');
      expect(second).toContain('wx0040');
      expect(third).toContain('wx0094');
      expect(third).toContain(formatFen(source.lines.at(-1)?.balanceFen ?? 0));
      expect(third).toContain('余额支付');
    } finally {
      await parser.destroy();
    }
    expect(pdf.toString('latin1')).toContain('NotoSansHans');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('refuses without its font', async () => {
    await expect(statementPdf(content(1), '/nonexistent/font.ttc')).rejects.toBeInstanceOf(MissingFontError);
  });
});

describe('the attachment name', () => {
  it('has an ASCII fallback and the Chinese name in filename*', () => {
    expect(attachmentDisposition('2026-11', 'pdf')).toBe(
      `attachment; filename="statement-2026-11.pdf"; filename*=UTF-8''%E5%AF%B9%E8%B4%A6%E5%8D%95-2026-11.pdf`,
    );
  });
});
