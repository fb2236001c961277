// A merged 数电发票 for tests of its files: two products of a month less a refund, bought by a company from a merchant.
import type { DigitalInvoice } from '../../../demo-mall/company/invoicing/digital-invoice.ts';
import { invoiceTotals, mergeInvoiceLines } from '../../../demo-mall/company/invoicing/invoice-lines.ts';

export function sampleInvoice(overrides: Partial<DigitalInvoice> = {}): DigitalInvoice {
  const lines = mergeInvoiceLines([
    { name: '*纸制品*得力复印纸 A4 70g', spec: 'FN-3065', unit: '箱', quantity: 10, grossFen: 118_000, taxRate: 13 },
    { name: '*纸制品*得力复印纸 A4 70g', spec: 'FN-3065', unit: '箱', quantity: -1, grossFen: -11_800, taxRate: 13 },
    { name: '*文具*中性笔 0.5mm', spec: 'NC-5135', unit: '盒', quantity: 3, grossFen: 1_797, taxRate: 13 },
  ]);
  return {
    number: '26312000000000000042',
    issueDate: '2026-11-27',
    kind: 'special',
    buyer: {
      name: '上海东联工业设备有限公司',
      taxNo: '91310115MA1K4L7Q29',
      addressPhone: '上海市浦东新区张江路 1888 号 021-58880000',
      bankAccount: '中国工商银行上海张江支行 1001234509876543210',
    },
    seller: { name: '得力办公旗舰店', taxNo: '91330206MA2H8X2K4N', addressPhone: '宁波市宁海县得力路 1 号 0574-65590000', bankAccount: '' },
    lines,
    ...invoiceTotals(lines),
    remark: '对账单 2026-11 集中开票',
    drawer: '王芳',
    ...overrides,
  };
}
