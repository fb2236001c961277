// A merged 数电发票 for tests of its files: two products of a month less a refund and the postage, bought by a company
// from a merchant whose seller profile is seeded (demo-mall/company/invoices/seller-profiles.ts).
import type { DigitalInvoice } from '../../../demo-mall/company/invoices/digital-invoice.ts';
import { invoiceTotals, mergeInvoiceLines } from '../../../demo-mall/company/invoices/invoice-lines.ts';

const PAPER = '1060512990000000000';

export function sampleInvoice(overrides: Partial<DigitalInvoice> = {}): DigitalInvoice {
  const lines = mergeInvoiceLines([
    { name: '*纸制品*得力复印纸 A4 70g', spec: 'FN-3065', unit: '箱', quantity: 10, grossFen: 118_000, taxRate: 13, taxCode: PAPER },
    { name: '*纸制品*得力复印纸 A4 70g', spec: 'FN-3065', unit: '箱', quantity: -1, grossFen: -11_800, taxRate: 13, taxCode: PAPER },
    { name: '*文具*中性笔 0.5mm', spec: 'NC-5135', unit: '盒', quantity: 3, grossFen: 1_797, taxRate: 13, taxCode: PAPER },
    { name: '*运输服务*运费', spec: '', unit: '次', quantity: 1, grossFen: 800, taxRate: 9, taxCode: '3010102020100000000' },
  ]);
  return {
    number: '26332000000000000042',
    issueDate: '2026-11-27',
    kind: 'special',
    buyer: {
      name: '上海东联工业设备有限公司',
      taxNo: '91310115MA1K4L7Q29',
      address: '上海市浦东新区张江路 1888 号',
      phone: '021-58880000',
      bankName: '中国工商银行上海张江支行',
      bankAccount: '1001234509876543210',
    },
    seller: {
      name: '得力集团有限公司',
      taxNo: '91330226MA2H8X2K4A',
      address: '浙江省宁波市宁海县得力工业园',
      phone: '0574-6588 1234',
      bankName: '中国工商银行宁海支行',
      bankAccount: '3901340009000123456',
    },
    lines,
    ...invoiceTotals(lines),
    remark: '对账单 2026-11 集中开票',
    drawer: '王丽华',
    ...overrides,
  };
}
