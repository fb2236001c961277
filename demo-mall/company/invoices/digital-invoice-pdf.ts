// The PDF of a 数电发票 in the standard layout: the QR code at the top left (invoice-qr.ts), the title (电子发票（增值税专用发票）or（普通发票）), 发票号码 and 开票日期 at the
// top right, the buyer's and the seller's blocks side by side, the lines (项目名称, 规格型号, 单位, 数量, 单价, 金额,
// 税率/征收率, 税额), the 合计 row, 价税合计 in capitals (圆, （负数）) and in figures, 备注 and 开票人. A red invoice has
// negative amounts and names the blue invoice and the 红字确认单 in 备注. Lines beyond a page continue on the next,
// framed alike, each page with the QR code.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatFen } from '#shared/money.ts';
import { invoiceCapitalsOf } from '#shared/money-capitals.ts';
import { cjkFontPath, MissingFontError } from '../statements/statement-pdf.ts';
import { type DigitalInvoice, INVOICE_KIND_NAMES, type InvoiceParty, remarkText } from './digital-invoice.ts';
import { invoiceQrPng, invoiceQrText } from './invoice-qr.ts';

/** 241 × 140 mm, the size the tax bureau's own PDFs have. */
const PAGE: [number, number] = [683, 397];
const M = 20;
const INK = '#8b3a1a';
const LINE_HEIGHT = 14;
/** tall enough for the five characters of 购买方信息 written downwards */
const PARTY_HEIGHT = 66;
/** the QR code's square, top left, clear of the party blocks below it */
export const QR_BOX = { x: M, y: 8, size: 48 } as const;
export const LINES_PER_INVOICE_PAGE = 8;
const COLUMNS = [
  { title: '项目名称', width: 170 },
  { title: '规格型号', width: 80 },
  { title: '单位', width: 36 },
  { title: '数量', width: 50, right: true },
  { title: '单价', width: 70, right: true },
  { title: '金额', width: 80, right: true },
  { title: '税率/征收率', width: 64, right: true },
  { title: '税额', width: 93, right: true },
] as const;

function chineseDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}年${month}月${day}日`;
}

export async function digitalInvoicePdf(invoice: DigitalInvoice, fontPath: string = cjkFontPath()): Promise<Buffer> {
  if (!existsSync(fontPath)) throw new MissingFontError(fontPath);
  const qr = await invoiceQrPng(invoiceQrText(invoice));
  const doc = new PDFDocument({ size: PAGE, margins: { top: M, bottom: 4, left: M, right: M }, info: { Title: `发票 ${invoice.number}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('InvoiceSans', fontPath);
  doc.font('InvoiceSans');
  const pages = Math.max(1, Math.ceil(invoice.lines.length / LINES_PER_INVOICE_PAGE));
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    doc.image(qr, QR_BOX.x, QR_BOX.y, { width: QR_BOX.size, height: QR_BOX.size });
    drawPage(doc, invoice, invoice.lines.slice(page * LINES_PER_INVOICE_PAGE, (page + 1) * LINES_PER_INVOICE_PAGE), page === pages - 1);
    if (pages > 1)
      doc
        .fontSize(8)
        .fillColor('#333')
        .text(`第 ${page + 1} 页 / 共 ${pages} 页`, M, PAGE[1] - 16, { width: PAGE[0] - 2 * M, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}

function drawPage(doc: PDFKit.PDFDocument, invoice: DigitalInvoice, lines: DigitalInvoice['lines'], last: boolean): void {
  const width = PAGE[0] - 2 * M;
  // a red invoice keeps the title: its negative amounts and 备注 say what it is, as the tax bureau's own do
  const title = `电子发票（${INVOICE_KIND_NAMES[invoice.kind]}）`;
  doc
    .fillColor(INK)
    .fontSize(18)
    .text(title, M, M + 6, { width, align: 'center', lineBreak: false });
  doc
    .moveTo(M + 200, M + 30)
    .lineTo(M + width - 200, M + 30)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  doc.fontSize(9).fillColor('#000');
  doc.text(`发票号码：${invoice.number}`, M + width - 200, M, { width: 200, lineBreak: false });
  doc.text(`开票日期：${chineseDate(invoice.issueDate)}`, M + width - 200, M + 14, { width: 200, lineBreak: false });

  const top = M + 42;
  doc.lineWidth(0.6).strokeColor(INK);
  doc.rect(M, top, width, PARTY_HEIGHT).stroke();
  doc
    .moveTo(M + width / 2, top)
    .lineTo(M + width / 2, top + PARTY_HEIGHT)
    .stroke();
  partyBlock(doc, '购买方信息', invoice.buyer, M, top);
  partyBlock(doc, '销售方信息', invoice.seller, M + width / 2, top);

  let y = top + PARTY_HEIGHT;
  const tableTop = y;
  doc.fillColor(INK).fontSize(8.5);
  row(
    doc,
    COLUMNS.map((column) => column.title),
    y + 4,
    true,
  );
  y += 18;
  doc.fillColor('#000');
  for (const line of lines) {
    row(
      doc,
      [
        line.name,
        line.spec,
        line.unit,
        String(line.quantity),
        line.unitPrice,
        formatFen(line.amountFen),
        `${line.taxRate}%`,
        formatFen(line.taxFen),
      ],
      y,
      false,
    );
    y += LINE_HEIGHT;
  }
  y = tableTop + 18 + LINES_PER_INVOICE_PAGE * LINE_HEIGHT;
  doc.rect(M, tableTop, width, y - tableTop + 16).stroke();
  if (last) {
    doc
      .fillColor('#000')
      .fontSize(9)
      .text('合　　计', M + 60, y + 3, { lineBreak: false });
    cell(doc, `¥${formatFen(invoice.totalAmountFen)}`, 5, y + 3);
    cell(doc, `¥${formatFen(invoice.totalTaxFen)}`, 7, y + 3);
  }
  y += 16;
  doc.rect(M, y, width, 20).stroke();
  if (last) {
    doc.fillColor(INK).text('价税合计（大写）', M + 6, y + 5, { lineBreak: false });
    doc.fillColor('#000').text(`⊗ ${invoiceCapitalsOf(invoice.totalFen)}`, M + 100, y + 5, { lineBreak: false });
    doc.fillColor(INK).text('（小写）', M + width - 190, y + 5, { lineBreak: false });
    doc.fillColor('#000').text(`¥${formatFen(invoice.totalFen)}`, M + width - 150, y + 5, { width: 140, lineBreak: false });
  }
  y += 20;
  doc.rect(M, y, width, 36).stroke();
  doc.fillColor(INK).text('备注', M + 6, y + 12, { lineBreak: false });
  doc
    .fillColor('#000')
    .fontSize(8.5)
    .text(remarkText(invoice), M + 40, y + 5, { width: width - 50, height: 30 });
  doc
    .fillColor(INK)
    .fontSize(9)
    .text(`开票人：${invoice.drawer}`, M + 10, y + 42, { lineBreak: false });
}

function partyBlock(doc: PDFKit.PDFDocument, label: string, party: InvoiceParty, x: number, y: number): void {
  doc.fillColor(INK).fontSize(9);
  [...label].forEach((character, index) => {
    doc.text(character, x + 6, y + 5 + index * 11.5, { lineBreak: false });
  });
  doc.fillColor('#000').fontSize(8.5);
  const rows = [
    `名称：${party.name}`,
    `统一社会信用代码/纳税人识别号：${party.taxNo}`,
    party.address || party.phone ? `地址、电话：${[party.address, party.phone].filter(Boolean).join(' ')}` : '',
    party.bankName || party.bankAccount ? `开户行及账号：${[party.bankName, party.bankAccount].filter(Boolean).join(' ')}` : '',
  ].filter(Boolean);
  rows.forEach((text, index) => {
    doc.text(text, x + 26, y + 8 + index * 13, { width: PAGE[0] / 2 - M - 36, lineBreak: false, ellipsis: true });
  });
}

function columnX(index: number): number {
  let x = M;
  for (let i = 0; i < index; i++) x += COLUMNS[i]?.width ?? 0;
  return x;
}

function cell(doc: PDFKit.PDFDocument, text: string, index: number, y: number): void {
  const column = COLUMNS[index];
  if (!column) return;
  const right = 'right' in column && column.right;
  doc.text(text, columnX(index) + 4, y, { width: column.width - 8, align: right ? 'right' : 'left', lineBreak: false, ellipsis: true });
}

function row(doc: PDFKit.PDFDocument, cells: readonly string[], y: number, header: boolean): void {
  cells.forEach((text, index) => {
    if (header) doc.text(text, columnX(index), y, { width: COLUMNS[index]?.width ?? 60, align: 'center', lineBreak: false });
    else cell(doc, text, index, y);
  });
}
