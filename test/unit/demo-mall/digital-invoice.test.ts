// The 数电发票 files (demo-mall/company/invoices/): the merged lines add up to what was paid to the fen with 单价 × 数量
// = 金额 within ¥0.01, the number has 20 digits, the XML has the bureau's structure (read back with a plain XML
// reader at every path a reader uses, the red invoice's link to the blue one included), and the PDF carries the
// parties, the totals, the amount in words and the QR code in the top left.
import { inflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { sumFen } from '#shared/money.ts';
import { storedInvoice } from '../../../demo-mall/company/invoices/digital-invoice.ts';
import { digitalInvoiceNumber } from '../../../demo-mall/company/invoices/digital-invoice-number.ts';
import { digitalInvoicePdf, QR_BOX } from '../../../demo-mall/company/invoices/digital-invoice-pdf.ts';
import { digitalInvoiceXml } from '../../../demo-mall/company/invoices/digital-invoice-xml.ts';
import { invoiceQrText } from '../../../demo-mall/company/invoices/invoice-qr.ts';
import { amountWithoutTax, invoiceTotals, mergeInvoiceLines, redInvoiceLine } from '../../../demo-mall/company/invoices/invoice-lines.ts';
import { amountAtUnitPrice, unitPriceOf } from '../../../demo-mall/company/invoices/unit-price.ts';
import { sampleInvoice } from '../../helpers/mall/invoice-sample.ts';
import { readXml } from '../../helpers/xml-paths.ts';

const RED = { number: '26332000000000000041', confirmationNo: '20261128000000000007' };

describe('merged invoice lines', () => {
  it('merges a product’s purchases and refunds and splits the tax out of what was paid', () => {
    const invoice = sampleInvoice();
    expect(invoice.lines).toHaveLength(3);
    expect(invoice.lines[0]).toMatchObject({ spec: 'FN-3065', quantity: 9, amountFen: 93_982, taxFen: 12_218, unitPrice: '104.424' });
    expect(invoice.lines[2]).toMatchObject({ name: '*运输服务*运费', taxRate: 9, amountFen: 734, taxFen: 66, unitPrice: '7.34' });
    expect(invoice.totalFen).toBe(118_000 - 11_800 + 1_797 + 800);
  });

  it('keeps 价税合计 equal to the gross amounts paid, and 单价 × 数量 = 金额 within ¥0.01, whatever the amounts', () => {
    const item = fc.record({
      name: fc.constantFrom('a', 'b', 'c'),
      spec: fc.constant(''),
      unit: fc.constant('个'),
      quantity: fc.integer({ min: -50, max: 50 }),
      grossFen: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      taxRate: fc.constantFrom(0, 1, 3, 6, 9, 13),
      taxCode: fc.constant('1060512990000000000'),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const lines = mergeInvoiceLines(items);
        expect(invoiceTotals(lines).totalFen).toBe(sumFen(items.map((entry) => entry.grossFen)));
        for (const line of lines) {
          expect(Math.abs(line.taxFen)).toBeLessThanOrEqual(Math.abs(line.amountFen) * line.taxRate);
          if (line.quantity === 0) expect(line.unitPrice).toBe('');
          else {
            expect(line.unitPrice).toMatch(/^\d+\.\d{2,8}$/);
            // 单价 is never negative; 金额 carries the sign
            const back = amountAtUnitPrice(line.unitPrice, Math.abs(line.quantity));
            expect(Math.abs(back - Math.abs(line.amountFen))).toBeLessThanOrEqual(1);
          }
        }
      }),
    );
    expect(amountWithoutTax(113, 13)).toBe(100);
    expect(amountWithoutTax(-113, 13)).toBe(-100);
  });

  it('gives 单价 the decimals it needs: 1,342.83 over 18 is 74.6017, not 74.60 (× 18 = 1,342.80)', () => {
    expect(unitPriceOf(134_283, 18)).toBe('74.6017');
    expect(amountAtUnitPrice('74.6017', 18)).toBe(134_283);
    expect(unitPriceOf(134_280, 18)).toBe('74.60');
    expect(unitPriceOf(100, 3)).toBe('0.333');
    expect(unitPriceOf(1, 700)).toBe('0.00001');
    expect(unitPriceOf(-1_735, -1)).toBe('17.35');
    expect(unitPriceOf(500, 0)).toBe('');
    expect(amountAtUnitPrice('17.345', -1)).toBe(-1_735);
  });

  it('a red line takes pieces back at the blue line’s 单价, its 价税合计 still the refund to the fen', () => {
    const [blue] = mergeInvoiceLines([
      { name: '*笔记本*A5', spec: '', unit: '本', quantity: 2, grossFen: 3_920, taxRate: 13, taxCode: 'x' },
    ]);
    expect(blue?.unitPrice).toBe('17.345');
    const item = { name: '*笔记本*A5', spec: '', unit: '本', quantity: -1, grossFen: -1_960, taxRate: 13, taxCode: 'x' };
    const red = redInvoiceLine(blue, item);
    expect(red).toMatchObject({ quantity: -1, unitPrice: '17.345', amountFen: -1_735 });
    expect(red.amountFen + red.taxFen).toBe(-1_960);
    // a discount (折让) takes money, not pieces: no 单价
    expect(redInvoiceLine(blue, { ...item, quantity: 0, grossFen: -500 }).unitPrice).toBe('');
  });
});

describe('a document stored before the fields were split', () => {
  it('is still read: the joined address and bank land in their first element, 单价 is derived', () => {
    const old = {
      ...sampleInvoice(),
      buyer: { name: '买方', taxNo: '91310115MA1K4L7Q29', addressPhone: '上海市 021-1', bankAccount: '工行 1001' },
      lines: [{ name: '*纸*A4', spec: '', unit: '箱', quantity: 18, amountFen: 134_283, taxRate: 13, taxFen: 17_457 }],
    };
    const read = storedInvoice(JSON.stringify(old));
    expect(read.buyer).toEqual({
      name: '买方',
      taxNo: '91310115MA1K4L7Q29',
      address: '上海市 021-1',
      phone: '',
      bankName: '工行 1001',
      bankAccount: '',
    });
    expect(read.seller).toEqual(sampleInvoice().seller);
    expect(read.lines[0]).toMatchObject({ unitPrice: '74.6017', taxCode: '' });
    expect(readXml(digitalInvoiceXml(read, '')).text('EInvoiceData/BuyerInformation/BuyerAddr')).toBe('上海市 021-1');
  });
});

describe('the 发票号码', () => {
  it('is 20 digits: year, the seller’s province, channel and a 15-digit sequence', () => {
    expect(digitalInvoiceNumber('2026-11-27', 42)).toBe('26312000000000000042');
    expect(digitalInvoiceNumber('2026-11-27', 42, '91330226MA2H8X2K4A')).toBe('26332000000000000042');
    expect(digitalInvoiceNumber('2027-01-02', 1)).toMatch(/^\d{20}$/);
    expect(() => digitalInvoiceNumber('2026-11-27', 0)).toThrow(RangeError);
    expect(() => digitalInvoiceNumber('2026-11-27', 10 ** 15)).toThrow(RangeError);
  });
});

describe('the XML, read back with a plain XML reader', () => {
  it('has every element real readers look up, in the bureau’s order, with phones, accounts and 备注 in their own places', () => {
    const xml = digitalInvoiceXml(sampleInvoice(), '2026-11-27 10:00:00');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = readXml(xml);
    expect(doc.rootName).toBe('EInvoice');
    expect(doc.childNames('')).toEqual(['Header', 'EInvoiceData', 'TaxSupervisionInfo']);
    expect(doc.childNames('Header')).toEqual(['EIid', 'EInvoiceTag', 'Version', 'InherentLabel']);
    expect(doc.childNames('Header/InherentLabel')).toEqual(['InIssuType', 'EInvoiceType', 'GeneralOrSpecialVAT']);
    const party = ['IdNum', 'Name', 'Addr', 'TelNum', 'BankName', 'BankAccNum'];
    expect(doc.childNames('EInvoiceData/SellerInformation')).toEqual(party.map((field) => `Seller${field}`));
    expect(doc.childNames('EInvoiceData/BuyerInformation')).toEqual(party.map((field) => `Buyer${field}`));
    expect(doc.childNames('EInvoiceData/BasicInformation')).toEqual([
      'TotalAmWithoutTax',
      'TotalTaxAm',
      'TotalTax-includedAmount',
      'TotalTax-includedAmountInChinese',
      'Drawer',
      'RequestTime',
    ]);
    expect(doc.childNames('EInvoiceData')).toEqual([
      'SellerInformation',
      'BuyerInformation',
      'BasicInformation',
      'IssuItemInformation',
      'IssuItemInformation',
      'IssuItemInformation',
      'AdditionalInformation',
    ]);
    expect(doc.childNames('TaxSupervisionInfo')).toEqual(['InvoiceNumber', 'IssueTime', 'TaxBureauCode', 'TaxBureauName']);

    const at = (path: string) => doc.text(path);
    expect(at('Header/EIid')).toBe('26332000000000000042');
    expect(at('Header/InherentLabel/InIssuType/LabelCode')).toBe('Y');
    expect(at('Header/InherentLabel/EInvoiceType/LabelName')).toBe('电子发票');
    expect(at('Header/InherentLabel/GeneralOrSpecialVAT/LabelName')).toBe('增值税专用发票');
    expect(at('EInvoiceData/SellerInformation/SellerIdNum')).toBe('91330226MA2H8X2K4A');
    expect(at('EInvoiceData/SellerInformation/SellerTelNum')).toBe('0574-6588 1234');
    expect(at('EInvoiceData/SellerInformation/SellerBankAccNum')).toBe('3901340009000123456');
    expect(at('EInvoiceData/BuyerInformation/BuyerAddr')).toBe('上海市浦东新区张江路 1888 号');
    expect(at('EInvoiceData/BuyerInformation/BuyerTelNum')).toBe('021-58880000');
    expect(at('EInvoiceData/BuyerInformation/BuyerBankName')).toBe('中国工商银行上海张江支行');
    expect(at('EInvoiceData/BuyerInformation/BuyerBankAccNum')).toBe('1001234509876543210');
    expect(at('EInvoiceData/BasicInformation/TotalAmWithoutTax')).toBe('963.06');
    expect(at('EInvoiceData/BasicInformation/TotalTaxAm')).toBe('124.91');
    expect(at('EInvoiceData/BasicInformation/TotalTax-includedAmount')).toBe('1087.97');
    expect(at('EInvoiceData/BasicInformation/TotalTax-includedAmountInChinese')).toBe('壹仟零捌拾柒圆玖角柒分');
    expect(at('EInvoiceData/BasicInformation/Drawer')).toBe('王丽华');
    expect(at('EInvoiceData/BasicInformation/RequestTime')).toBe('2026-11-27 10:00:00');
    expect(at('EInvoiceData/AdditionalInformation/Remark')).toBe('对账单 2026-11 集中开票');
    expect(at('EInvoiceData/SpecificInformation')).toBeUndefined();
    expect(at('TaxSupervisionInfo/InvoiceNumber')).toBe('26332000000000000042');
    expect(at('TaxSupervisionInfo/IssueTime')).toBe('2026-11-27 10:00:00');
    expect(at('TaxSupervisionInfo/TaxBureauCode')).toBe('13300000000');
    expect(at('TaxSupervisionInfo/TaxBureauName')).toBe('国家税务总局浙江省税务局');

    const items = doc.all('EInvoiceData/IssuItemInformation');
    expect(doc.childNames('EInvoiceData/IssuItemInformation')).toEqual([
      'ItemName',
      'SpecMod',
      'MeaUnits',
      'Quantity',
      'UnPrice',
      'Amount',
      'TaxRate',
      'ComTaxAm',
      'TotaltaxIncludedAmount',
      'TaxClassificationCode',
    ]);
    expect(items).toHaveLength(3);
    const paper = readXml(digitalInvoiceXml(sampleInvoice({ lines: sampleInvoice().lines.slice(0, 1) }), ''));
    expect(paper.text('EInvoiceData/IssuItemInformation/UnPrice')).toBe('104.424');
    expect(paper.text('EInvoiceData/IssuItemInformation/Quantity')).toBe('9');
    const postage = readXml(digitalInvoiceXml(sampleInvoice({ lines: sampleInvoice().lines.slice(2) }), ''));
    expect(postage.text('EInvoiceData/IssuItemInformation/ItemName')).toBe('*运输服务*运费');
    expect(postage.text('EInvoiceData/IssuItemInformation/TaxRate')).toBe('0.09');
    expect(postage.text('EInvoiceData/IssuItemInformation/TaxClassificationCode')).toMatch(/^\d{19}$/);
    expect(readXml(digitalInvoiceXml(sampleInvoice({ remark: '<&>' }), '')).text('EInvoiceData/AdditionalInformation/Remark')).toBe('<&>');
  });

  it('marks a red invoice N and links it to the blue invoice and the 红字确认单; amounts in words say （负数）', () => {
    const blue = sampleInvoice();
    const lines = blue.lines.slice(0, 1).map((line) => ({ ...line, quantity: -1, amountFen: -10_442, taxFen: -1_358 }));
    const red = sampleInvoice({ lines, ...invoiceTotals(lines), remark: '红冲原因：02 销货退回', reverses: RED });
    const doc = readXml(digitalInvoiceXml(red, '2026-11-28 10:00:00'));
    expect(doc.text('Header/InherentLabel/InIssuType/LabelCode')).toBe('N');
    expect(doc.text('EInvoiceData/SpecificInformation/RedEInvoice/OriginalInvoiceCode')).toBe(RED.number);
    expect(doc.text('EInvoiceData/SpecificInformation/RedEInvoice/CreditNoteNumber')).toBe(RED.confirmationNo);
    expect(doc.childNames('EInvoiceData').slice(-2)).toEqual(['SpecificInformation', 'AdditionalInformation']);
    expect(doc.text('EInvoiceData/BasicInformation/TotalTax-includedAmount')).toBe('-118.00');
    expect(doc.text('EInvoiceData/BasicInformation/TotalTax-includedAmountInChinese')).toBe('（负数）壹佰壹拾捌圆整');
    expect(doc.text('EInvoiceData/AdditionalInformation/Remark')).toBe(
      `被红冲蓝字数电发票号码：${RED.number}　红字发票信息确认单编号：${RED.confirmationNo}　红冲原因：02 销货退回`,
    );
  });
});

/** Every image a PDF page draws, with where it is drawn (x, y from the bottom left, width, height in points). */
function drawnImages(pdf: Buffer): { x: number; y: number; width: number; height: number }[] {
  const found: { x: number; y: number; width: number; height: number }[] = [];
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const draw of content.matchAll(/([\d.-]+) 0 0 ([\d.-]+) ([\d.-]+) ([\d.-]+) cm\s*\/I\d+ Do/g)) {
      found.push({ width: Number(draw[1]), height: Math.abs(Number(draw[2])), x: Number(draw[3]), y: Number(draw[4]) });
    }
  }
  return found;
}

describe('the PDF', () => {
  it('is the standard layout with the number, parties, lines, totals and amount in words', async () => {
    const parser = new PDFParse({ data: new Uint8Array(await digitalInvoicePdf(sampleInvoice())) });
    try {
      const text = (await parser.getText()).text;
      for (const expected of [
        '电子发票（增值税专用发票）',
        '发票号码：26332000000000000042',
        '开票日期：2026年11月27日',
        '名称：上海东联工业设备有限公司',
        '名称：得力集团有限公司',
        '统一社会信用代码/纳税人识别号：91330226MA2H8X2K4A',
        '开户行及账号：中国工商银行宁海支行 3901340009000123456',
        '*纸制品*得力复印纸 A4 70g',
        '104.424',
        '*运输服务*运费',
        '9%',
        '¥963.06',
        '¥124.91',
        '壹仟零捌拾柒圆玖角柒分',
        '¥1087.97',
        '开票人：王丽华',
      ]) {
        expect(text).toContain(expected);
      }
    } finally {
      await parser.destroy();
    }
  });

  it('draws the QR code of 01,<kind>,,<发票号码>,<价税合计>,<yyyymmdd>,, in the top left', async () => {
    const invoice = sampleInvoice();
    const qrText = invoiceQrText(invoice);
    expect(qrText).toBe('01,31,,26332000000000000042,1087.97,20261127,,');
    expect(invoiceQrText(sampleInvoice({ kind: 'normal', totalFen: -11_800 }))).toBe('01,32,,26332000000000000042,-118.00,20261127,,');

    const pdf = await digitalInvoicePdf(invoice);
    const [drawn] = drawnImages(pdf);
    // PDFKit's pages count y downwards (a flipped page matrix) and place an image by its lower edge with a negative
    // height: its top-left corner is (x, y − height), QR_BOX's, above the buyer's block at y 62
    expect(drawn).toEqual({ x: QR_BOX.x, y: QR_BOX.y + QR_BOX.size, width: QR_BOX.size, height: QR_BOX.size });
    expect(QR_BOX.y + QR_BOX.size).toBeLessThan(62);

    // the image's pixels are the modules of the QR code of that text, module for module
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const image = (await parser.getImage({ imageBuffer: true, imageDataUrl: false })).pages[0]?.images[0];
      if (!image) throw new Error('no image on the first page');
      // pdf-parse hands the image's pixels over as a PNG; read them back
      const picture = await loadImage(Buffer.from(image.data));
      const canvas = createCanvas(picture.width, picture.height);
      canvas.getContext('2d').drawImage(picture, 0, 0);
      const pixels = canvas.getContext('2d').getImageData(0, 0, picture.width, picture.height).data;
      const { modules } = QRCode.create(qrText, { errorCorrectionLevel: 'M' });
      const scale = picture.width / modules.size;
      expect(picture.width).toBe(picture.height);
      expect(Number.isInteger(scale)).toBe(true);
      for (let row = 0; row < modules.size; row += 1) {
        for (let column = 0; column < modules.size; column += 1) {
          const pixel = ((row * scale + Math.floor(scale / 2)) * picture.width + column * scale + Math.floor(scale / 2)) * 4;
          expect((pixels[pixel] ?? 255) < 128, `module ${row},${column}`).toBe(modules.get(row, column) === 1);
        }
      }
    } finally {
      await parser.destroy();
    }
  });
});
