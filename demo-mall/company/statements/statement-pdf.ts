// The .pdf export of a statement (docs/company-api.md §4): A4, the CJK font embedded, the header block on the
// first page, then LINES_PER_PAGE lines a page under a repeated table header, and 第 N 页 / 共 M 页 at the foot.
// The font is Noto Sans Hans from the npm packages (core/bundled-fonts.ts), so any installed machine can export;
// DEMO_MALL_CJK_FONT may name another .ttf/.otf file. A font file that is missing is refused with a clear message
// instead of printing empty boxes.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatFen } from '#shared/money.ts';
import { bundledCjkFont } from '../../core/bundled-fonts.ts';
import {
  headerValueText,
  LINE_COLUMNS,
  PURCHASE_REF_COLUMNS,
  showsPurchaseRefs,
  type StatementExport,
} from './statement-export-content.ts';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const LINES_PER_PAGE = 40;
const CJK_FONT_FAMILY = 'StatementSans';

/** The font file: DEMO_MALL_CJK_FONT, else the bundled Noto Sans Hans Regular. */
export function cjkFontPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.DEMO_MALL_CJK_FONT?.trim() || bundledCjkFont('Regular');
}

export class MissingFontError extends Error {
  constructor(path: string) {
    super(`CJK font not found: ${path}`);
    this.name = 'MissingFontError';
  }
}

const MARGIN = 40;
const ROW_HEIGHT = 14;
const COLUMN_WIDTHS = [120, 70, 150, 85, 90];
/** 515 points between the margins with 采购单号 and 成本中心 too; a value too long for its column ends in … */
const COLUMN_WIDTHS_WITH_REFS = [82, 38, 92, 52, 52, 149, 50];
const NUMERIC_COLUMNS = new Set([3, 4]);

const REF_TABLE_FONT_SIZE = 7;
const SMALLEST_FONT_SIZE = 5;

/**
 * A cell's text and size so it stays on its line inside its column: a long value (a 32-character PO number) is set
 * smaller, down to SMALLEST_FONT_SIZE, and only then cut with … (a long cost centre name).
 */
export function fitCell(doc: PDFKit.PDFDocument, text: string, width: number, size: number): { text: string; size: number } {
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  if (natural <= width) return { text, size };
  const smaller = Math.max(SMALLEST_FONT_SIZE, Math.floor(((size * width) / natural) * 10) / 10);
  doc.fontSize(smaller);
  if (doc.widthOfString(text) <= width) return { text, size: smaller };
  const characters = [...text];
  while (characters.length > 0 && doc.widthOfString(`${characters.join('')}…`) > width) characters.pop();
  return { text: `${characters.join('')}…`, size: smaller };
}

export function pageCount(lineCount: number): number {
  return Math.max(1, Math.ceil(lineCount / LINES_PER_PAGE));
}

export function statementPdf(content: StatementExport, fontPath: string = cjkFontPath()): Promise<Buffer> {
  if (!existsSync(fontPath)) return Promise.reject(new MissingFontError(fontPath));
  // bottom margin small so the page foot is drawn inside the page without pdfkit opening another one
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 10, left: MARGIN, right: MARGIN },
    info: { Title: content.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(CJK_FONT_FAMILY, fontPath);
  doc.font(CJK_FONT_FAMILY);

  const pages = pageCount(content.lines.length);
  const refs = showsPurchaseRefs(content);
  const widths = refs ? COLUMN_WIDTHS_WITH_REFS : COLUMN_WIDTHS;
  const row = (cells: readonly string[], y: number) => {
    let x = MARGIN;
    const size = refs ? REF_TABLE_FONT_SIZE : 9;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 80;
      const fitted = fitCell(doc, cell, width - 6, size);
      doc.fontSize(fitted.size);
      doc.text(fitted.text, x, y, { width: width - 6, align: NUMERIC_COLUMNS.has(index) ? 'right' : 'left', lineBreak: false });
      x += width;
    });
    doc.fontSize(size);
  };
  const foot = (page: number) => {
    doc.fontSize(9).text(`第 ${page} 页 / 共 ${pages} 页`, MARGIN, doc.page.height - 30, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  };

  for (let page = 1; page <= pages; page++) {
    if (page > 1) doc.addPage();
    let y = MARGIN;
    if (page === 1) {
      doc.fontSize(16).text(content.title, MARGIN, y, { lineBreak: false });
      y += 26;
      doc.fontSize(10);
      content.header.forEach((entry, index) => {
        const column = index % 2;
        doc.text(`${entry.label}：${headerValueText(entry)}`, MARGIN + column * 260, y, { width: 250, lineBreak: false });
        if (column === 1 || index === content.header.length - 1) y += ROW_HEIGHT + 2;
      });
      y += 8;
    }
    doc.fontSize(refs ? REF_TABLE_FONT_SIZE : 9);
    row(refs ? [...LINE_COLUMNS, ...PURCHASE_REF_COLUMNS] : LINE_COLUMNS, y);
    y += ROW_HEIGHT;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(doc.page.width - MARGIN, y - 3)
      .stroke();
    for (const line of content.lines.slice((page - 1) * LINES_PER_PAGE, page * LINES_PER_PAGE)) {
      const cells = [line.time, line.kindName, line.linkNo, formatFen(line.amountFen), formatFen(line.balanceFen)];
      row(refs ? [...cells, line.poNumber ?? '', line.costCenterName ?? ''] : cells, y);
      y += ROW_HEIGHT;
    }
    if (content.lines.length === 0) doc.text('本月暂无明细', MARGIN, y, { lineBreak: false });
    foot(page);
  }
  doc.end();
  return done;
}
