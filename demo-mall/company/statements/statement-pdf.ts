// The .pdf export of a statement (docs/company-api.md §4): A4, the CJK font embedded; on the first page the
// letterhead (the platform, the title, both parties with their 统一社会信用代码) and the summary; then the lines
// under a repeated table header, a running head on later pages, 第 N 页 / 共 M 页 at every foot, and after the
// last line the state and a signature and seal block for both parties.
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
  NO_OVERDUE_TEXT,
  OVERDUE_COLUMNS,
  OVERDUE_TITLE,
  PURCHASE_REF_COLUMNS,
  partyRows,
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
  constructor(readonly path: string) {
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

/** The lines each page holds: fewer on the first page, under the letterhead, the parties and the summary. */
export const FIRST_PAGE_LINES = 30;
/** Room the seal block needs below the last line (its gap included), in table rows of ROW_HEIGHT. */
const SEAL_BLOCK_ROWS = 11;
/** Table rows that fit above the page foot: under the first page's head, and under a later page's table header. */
const FIRST_PAGE_ROOM_ROWS = 36;
const PAGE_ROOM_ROWS = 52;

/** Overdue items the PDF lists one by one; the rest are counted in one more row. */
const OVERDUE_ROWS_MAX = 15;

/** Rows the overdue block takes: its title, then a header and the items, or the line saying there are none. */
export function overdueBlockRows(count: number): number {
  if (count === 0) return 2;
  return 2 + Math.min(count, OVERDUE_ROWS_MAX) + (count > OVERDUE_ROWS_MAX ? 1 : 0);
}

/**
 * The slices of lines page by page; one more page, without lines, when the overdue block and the seal block
 * (`extraRows` and SEAL_BLOCK_ROWS) do not fit under them.
 */
export function pageSlices(lineCount: number, extraRows = 0): Array<{ from: number; to: number }> {
  const slices = [{ from: 0, to: Math.min(lineCount, FIRST_PAGE_LINES) }];
  while ((slices.at(-1)?.to ?? 0) < lineCount) {
    const from = slices.at(-1)?.to ?? 0;
    slices.push({ from, to: Math.min(lineCount, from + LINES_PER_PAGE) });
  }
  const last = slices.at(-1) ?? { from: 0, to: 0 };
  const room = slices.length === 1 ? FIRST_PAGE_ROOM_ROWS : PAGE_ROOM_ROWS;
  if (last.to - last.from + SEAL_BLOCK_ROWS + extraRows > room) slices.push({ from: lineCount, to: lineCount });
  return slices;
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

  const slices = pageSlices(content.lines.length, overdueBlockRows(content.overdue.length));
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
    doc.fontSize(9).text(`第 ${page} 页 / 共 ${slices.length} 页`, MARGIN, doc.page.height - 30, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  };

  slices.forEach((slice, index) => {
    const page = index + 1;
    if (page > 1) doc.addPage();
    let y = page === 1 ? letterhead(doc, content) : runningHead(doc, content);
    const pageLines = content.lines.slice(slice.from, slice.to);
    if (pageLines.length > 0 || (page === 1 && content.lines.length === 0)) {
      doc.fontSize(refs ? REF_TABLE_FONT_SIZE : 9);
      row(refs ? [...LINE_COLUMNS, ...PURCHASE_REF_COLUMNS] : LINE_COLUMNS, y);
      y += ROW_HEIGHT;
      rule(doc, y - 3);
    }
    for (const line of pageLines) {
      const cells = [line.time, line.kindName, line.linkNo, formatFen(line.amountFen), formatFen(line.balanceFen)];
      row(refs ? [...cells, line.poNumber ?? '', line.costCenterName ?? ''] : cells, y);
      y += ROW_HEIGHT;
    }
    if (content.lines.length === 0) {
      doc.text('本月暂无明细', MARGIN, y, { lineBreak: false });
      y += ROW_HEIGHT;
    }
    if (page === slices.length) sealBlock(doc, content, overdueBlock(doc, content, y + ROW_HEIGHT) + ROW_HEIGHT);
    foot(page);
  });
  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .stroke();
}

const HALF = 258;

/** The first page's head: the platform, the title, both parties side by side, the summary. Returns the next y. */
function letterhead(doc: PDFKit.PDFDocument, content: StatementExport): number {
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  doc.fontSize(10).text(content.parties.platform.name, MARGIN, y, { width, align: 'center', lineBreak: false });
  y += 16;
  doc.fontSize(18).text(`企业账户${content.title}`, MARGIN, y, { width, align: 'center', lineBreak: false });
  y += 28;
  rule(doc, y);
  y += 8;
  const parties = [content.parties.platform, content.parties.company];
  parties.forEach((party, column) => {
    const x = MARGIN + column * HALF;
    doc.fontSize(10).text(party.role, x, y, { width: HALF - 10, lineBreak: false });
    partyRows(party).forEach(([label, value], index) => {
      const fitted = fitCell(doc, `${label}：${value}`, HALF - 10, 9);
      doc.fontSize(fitted.size).text(fitted.text, x, y + 15 + index * 13, { width: HALF - 10, lineBreak: false });
    });
  });
  y += 15 + 4 * 13 + 6;
  rule(doc, y);
  y += 8;
  doc.fontSize(10);
  content.header.forEach((entry, index) => {
    const column = index % 2;
    doc.text(`${entry.label}：${headerValueText(entry)}`, MARGIN + column * HALF, y, { width: 250, lineBreak: false });
    if (column === 1 || index === content.header.length - 1) y += ROW_HEIGHT + 2;
  });
  return y + 8;
}

/** Pages after the first say whose statement they belong to, should they be separated. */
function runningHead(doc: PDFKit.PDFDocument, content: StatementExport): number {
  const text = `${content.title} · ${content.parties.platform.name} / ${content.parties.company.name}`;
  doc.fontSize(8).text(text, MARGIN, MARGIN - 16, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  return MARGIN;
}

/** The 账期 items overdue at the period end in a block of their own (§4, §11.3); answers the y under it. */
function overdueBlock(doc: PDFKit.PDFDocument, content: StatementExport, top: number): number {
  let y = top;
  doc.fontSize(10).text(OVERDUE_TITLE, MARGIN, y, { lineBreak: false });
  y += ROW_HEIGHT;
  doc.fontSize(9);
  if (content.overdue.length === 0) {
    doc.text(NO_OVERDUE_TEXT, MARGIN, y, { lineBreak: false });
    return y + ROW_HEIGHT;
  }
  const columns = [0, 200, 320];
  const cells = (texts: readonly string[]) => {
    texts.forEach((text, index) => {
      doc.text(text, MARGIN + (columns[index] ?? 0), y, { width: 110, lineBreak: false });
    });
  };
  cells(OVERDUE_COLUMNS);
  y += ROW_HEIGHT;
  for (const entry of content.overdue.slice(0, OVERDUE_ROWS_MAX)) {
    cells([entry.orderSn, entry.dueDate, formatFen(entry.openFen)]);
    y += ROW_HEIGHT;
  }
  if (content.overdue.length > OVERDUE_ROWS_MAX) {
    doc.text(`等共 ${content.overdue.length} 笔，详见商城财务管理的账期明细`, MARGIN, y, { lineBreak: false });
    y += ROW_HEIGHT;
  }
  return y;
}

/** Where the state is said and both parties sign and seal: the paper copy a finance department files. */
function sealBlock(doc: PDFKit.PDFDocument, content: StatementExport, top: number): void {
  let y = top;
  doc.fontSize(9).text(content.confirmation, MARGIN, y, { width: doc.page.width - 2 * MARGIN, lineBreak: false });
  y += ROW_HEIGHT + 6;
  doc.text('双方核对无误后签字盖章；如有异议，请在商城的对账单页面提出。', MARGIN, y, { lineBreak: false });
  y += ROW_HEIGHT + 10;
  [content.parties.platform, content.parties.company].forEach((party, column) => {
    const x = MARGIN + column * HALF;
    doc.fontSize(10).text(`${party.role}（盖章）：`, x, y, { lineBreak: false });
    doc.fontSize(9).text(party.name, x, y + 15, { width: HALF - 10, lineBreak: false });
    doc.text('经办人（签字）：________________', x, y + 62, { lineBreak: false });
    doc.text('日期：________年____月____日', x, y + 80, { lineBreak: false });
  });
}
