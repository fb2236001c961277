// The statement files (docs/company-api.md §4): an .xlsx read back with exceljs (header block, one row per line)
// and a 95-line PDF read back with pdf-parse (3 pages: the letterhead, the lines, the seal block).
import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { cellDate, exportFrame } from '../../helpers/mall/statement-export-sample.ts';
import { formatFen } from '#shared/money.ts';
import type { ExportLine, StatementExport } from '../../../demo-mall/company/statements/statement-export-content.ts';
import { attachmentDisposition } from '../../../demo-mall/company/statements/statement-export.ts';
import {
  cjkFontPath,
  FIRST_PAGE_LINES,
  MissingFontError,
  pageSlices,
  statementPdf,
} from '../../../demo-mall/company/statements/statement-pdf.ts';
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
    ...exportFrame(),
    title: '对账单 2026-11',
    header: [
      { label: '企业名称', text: '苏州恒泰精密机械有限公司' },
      { label: '账期', text: '2026-11' },
      { label: '期初净额', fen: 800_000 },
      { label: '期末净额', fen: balance },
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
    expect(rows.slice(1, 11)).toEqual([
      ['甲方（平台）'],
      ['名称', '东联工业品商城（上海）有限公司'],
      ['统一社会信用代码', '91310115MA1K4D7X3Y'],
      ['地址', '上海市浦东新区张江路 1000 号'],
      ['联系电话', '021-50801234'],
      ['乙方（企业）'],
      ['名称', '苏州恒泰精密机械有限公司'],
      ['统一社会信用代码', '91320594MA1MXXXX0Q'],
      ['地址', '江苏省苏州市工业园区星湖街 328 号'],
      ['联系电话', '周敏 13912345678'],
    ]);
    const body = rows.slice(11);
    expect(body.slice(0, 5)).toEqual([
      ['企业名称', '苏州恒泰精密机械有限公司'],
      ['账期', '2026-11'],
      ['期初净额', 8000],
      ['期末净额', Number(formatFen(source.lines.at(-1)?.balanceFen ?? 0))],
      ['状态', '待确认'],
    ]);
    expect(body[5]).toEqual(['日期', '类型', '单据号', '金额(元)', '净额(元)']);
    // the 7 lines, then the overdue block (its title and the line saying there are none)
    expect(body.slice(6, -3)).toHaveLength(7);
    expect(body.slice(-3, -1)).toEqual([['期末已逾期账期款项'], ['期末无已逾期的账期款项']]);
    expect(body.at(-1)).toEqual(['状态：待确认']);
    expect(body[7]).toEqual([cellDate('2026-11-02 10:00:01'), '余额支付', 'wx0001', -0.42, 8099.59]);
    const amountCell = sheet?.getRow(20).getCell(4);
    expect(amountCell?.numFmt).toBe('#,##0.00');
  });
});

describe('the .pdf export', () => {
  it('puts 95 lines on 3 A4 pages under a letterhead with both parties, and ends with the seal block', async () => {
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
      expect(first).toContain('企业账户对账单 2026-11');
      expect(first).toContain('甲方（平台）');
      expect(first).toContain('统一社会信用代码：91310115MA1K4D7X3Y');
      expect(first).toContain('统一社会信用代码：91320594MA1MXXXX0Q');
      expect(first).toContain('期初净额：8000.00');
      expect(first).toContain('第 1 页 / 共 3 页');
      expect(second).toContain('对账单 2026-11 · 东联工业品商城（上海）有限公司 / 苏州恒泰精密机械有限公司');
      expect(third).toContain('第 3 页 / 共 3 页');
      for (const page of [first, second, third]) expect(page).toContain('单据号');
      expect(first).toContain(`wx00${FIRST_PAGE_LINES - 1}`);
      expect(first).not.toContain(`wx00${FIRST_PAGE_LINES}`);
      expect(second).toContain(`wx00${FIRST_PAGE_LINES}`);
      expect(third).toContain('wx0094');
      expect(third).toContain(formatFen(source.lines.at(-1)?.balanceFen ?? 0));
      expect(third).toContain('余额支付');
      expect(third).toContain('状态：待确认');
      expect(third).toContain('乙方（企业）（盖章）：');
      expect(third).toContain('经办人（签字）');
      expect(first).not.toContain('（盖章）');
    } finally {
      await parser.destroy();
    }
    expect(pdf.toString('latin1')).toContain('NotoSansHans');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('opens a page for the seal block alone when it does not fit under the last line', () => {
    expect(pageSlices(0)).toEqual([{ from: 0, to: 0 }]);
    expect(pageSlices(20)).toEqual([{ from: 0, to: 20 }]);
    expect(pageSlices(FIRST_PAGE_LINES)).toEqual([
      { from: 0, to: FIRST_PAGE_LINES },
      { from: FIRST_PAGE_LINES, to: FIRST_PAGE_LINES },
    ]);
    expect(pageSlices(FIRST_PAGE_LINES + 40).at(-1)).toEqual({ from: FIRST_PAGE_LINES, to: FIRST_PAGE_LINES + 40 });
  });

  it('lists the 账期 items overdue at the period end in a block of their own, in both files', async () => {
    const overdue = [
      { orderSn: 'wx2611010001', dueDate: '2026-11-20', openFen: 123_456 },
      { orderSn: 'wx2611050002', dueDate: '2026-11-28', openFen: 701 },
    ];
    const source = { ...content(5), overdue };
    const parser = new PDFParse({ data: new Uint8Array(await statementPdf(source, cjkFontPath({}))) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain('期末已逾期账期款项');
      expect(text).toMatch(/wx2611010001\s+2026-11-20\s+1234\.56/);
      expect(text).toMatch(/wx2611050002\s+2026-11-28\s+7\.01/);
      // the block stands above the seal block
      expect(text.indexOf('期末已逾期账期款项')).toBeLessThan(text.indexOf('（盖章）'));
    } finally {
      await parser.destroy();
    }
    const none = new PDFParse({ data: new Uint8Array(await statementPdf(content(5), cjkFontPath({}))) });
    try {
      expect((await none.getText()).text).toContain('期末无已逾期的账期款项');
    } finally {
      await none.destroy();
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await statementXlsx(source)) as unknown as ArrayBuffer);
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    const title = rows.findIndex((row) => row[0] === '期末已逾期账期款项');
    expect(rows.slice(title + 1, title + 4)).toEqual([
      ['订单号', '到期日', '逾期未还(元)'],
      ['wx2611010001', cellDate('2026-11-20'), 1234.56],
      ['wx2611050002', cellDate('2026-11-28'), 7.01],
    ]);
  });

  it('leaves room for the overdue block before the seal block', () => {
    expect(pageSlices(20, 2)).toEqual([{ from: 0, to: 20 }]);
    expect(pageSlices(20, 10)).toEqual([
      { from: 0, to: 20 },
      { from: 20, to: 20 },
    ]);
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
