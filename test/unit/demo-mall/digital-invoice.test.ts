// The 数电发票 files (demo-mall/company/invoicing/): the merged lines add up to what was paid to the fen, the number has
// 20 digits, and the PDF and XML carry the number, the parties, the totals and the amount in capitals.
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { sumFen } from '#shared/money.ts';
import { digitalInvoiceNumber } from '../../../demo-mall/company/invoicing/digital-invoice-number.ts';
import { digitalInvoicePdf } from '../../../demo-mall/company/invoicing/digital-invoice-pdf.ts';
import { digitalInvoiceXml } from '../../../demo-mall/company/invoicing/digital-invoice-xml.ts';
import { amountWithoutTax, invoiceTotals, mergeInvoiceLines } from '../../../demo-mall/company/invoicing/invoice-lines.ts';
import { sampleInvoice } from '../../helpers/mall/invoice-sample.ts';

describe('merged invoice lines', () => {
  it('merges a product’s purchases and refunds and splits the tax out of what was paid', () => {
    const invoice = sampleInvoice();
    expect(invoice.lines).toHaveLength(2);
    expect(invoice.lines[0]).toMatchObject({ spec: 'FN-3065', quantity: 9, amountFen: 93_982, taxFen: 12_218 });
    expect(invoice.totalFen).toBe(118_000 - 11_800 + 1_797);
  });

  it('keeps 价税合计 equal to the gross amounts paid, whatever the amounts and rates', () => {
    const item = fc.record({
      name: fc.constantFrom('a', 'b', 'c'),
      spec: fc.constant(''),
      unit: fc.constant('个'),
      quantity: fc.integer({ min: -50, max: 50 }),
      grossFen: fc.integer({ min: -10_000_000, max: 10_000_000 }),
      taxRate: fc.constantFrom(0, 1, 3, 6, 9, 13),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const lines = mergeInvoiceLines(items);
        expect(invoiceTotals(lines).totalFen).toBe(sumFen(items.map((entry) => entry.grossFen)));
        for (const line of lines) expect(Math.abs(line.taxFen)).toBeLessThanOrEqual(Math.abs(line.amountFen) * line.taxRate);
      }),
    );
    expect(amountWithoutTax(113, 13)).toBe(100);
    expect(amountWithoutTax(-113, 13)).toBe(-100);
  });
});

describe('the 发票号码', () => {
  it('is 20 digits: year, province, channel and a 15-digit sequence', () => {
    expect(digitalInvoiceNumber('2026-11-27', 42)).toBe('26312000000000000042');
    expect(digitalInvoiceNumber('2027-01-02', 1)).toMatch(/^\d{20}$/);
    expect(() => digitalInvoiceNumber('2026-11-27', 0)).toThrow(RangeError);
    expect(() => digitalInvoiceNumber('2026-11-27', 10 ** 15)).toThrow(RangeError);
  });
});

describe('the files', () => {
  it('the XML names the invoice, both parties, each line and the totals in figures and capitals', () => {
    const xml = digitalInvoiceXml(sampleInvoice(), '2026-11-27 10:00:00');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<EIid>26312000000000000042</EIid>');
    expect(xml).toContain('<BuyerIdNum>91310115MA1K4L7Q29</BuyerIdNum>');
    expect(xml).toContain('<TotalTax-includedAmount>1079.97</TotalTax-includedAmount>');
    expect(xml).toContain('<TotalTax-includedAmountInChinese>壹仟零柒拾玖元玖角柒分</TotalTax-includedAmountInChinese>');
    expect(xml.match(/<IssuItemInformation>/g)).toHaveLength(2);
    expect(xml).toContain('<BlueOrRed><LabelName>蓝字发票</LabelName></BlueOrRed>');
    const red = digitalInvoiceXml(
      sampleInvoice({ reverses: { number: '26312000000000000041', confirmationNo: 'R1' } }),
      '2026-11-28 10:00:00',
    );
    expect(red).toContain('<BlueInvoiceNumber>26312000000000000041</BlueInvoiceNumber>');
    expect(digitalInvoiceXml(sampleInvoice({ remark: '<&>' }), '')).toContain('<Remark>&#60;&#38;&#62;</Remark>');
  });

  it('the PDF is the standard layout with the number, parties, lines, totals and capitals', async () => {
    const parser = new PDFParse({ data: new Uint8Array(await digitalInvoicePdf(sampleInvoice())) });
    try {
      const text = (await parser.getText()).text;
      for (const expected of [
        '电子发票（增值税专用发票）',
        '发票号码：26312000000000000042',
        '开票日期：2026年11月27日',
        '名称：上海东联工业设备有限公司',
        '统一社会信用代码/纳税人识别号：91330206MA2H8X2K4N',
        '*纸制品*得力复印纸 A4 70g',
        '¥955.72',
        '¥124.25',
        '壹仟零柒拾玖元玖角柒分',
        '¥1079.97',
        '开票人：王芳',
      ]) {
        expect(text).toContain(expected);
      }
    } finally {
      await parser.destroy();
    }
  });
});
