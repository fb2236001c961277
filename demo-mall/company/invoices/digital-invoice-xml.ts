// The XML file of a 数电发票 in the structure of the tax bureau's own files (EInvoiceTag SWEI3200), element for
// element and in their order, so readers that walk those paths find every field: Header (EIid, the tag, the
// version, InherentLabel with InIssuType Y blue / N red, EInvoiceType and GeneralOrSpecialVAT), EInvoiceData (the
// seller and the buyer with address, phone, bank and account each in its own element; BasicInformation with the
// totals, the amount in words, 开票人 and the request time; one IssuItemInformation per line with its 19-digit
// TaxClassificationCode; on a red invoice SpecificInformation/RedEInvoice naming the blue invoice and the
// 红字确认单; AdditionalInformation/Remark), and TaxSupervisionInfo (number, issue time, supervising bureau).
// Amounts are yuan with two decimals, negative on a red invoice; 单价 has up to 8 (unit-price.ts).
import { formatFen } from '#shared/money.ts';
import { invoiceCapitalsOf } from '#shared/money-capitals.ts';
import { escapeXml } from '../../core/pictures.ts';
import { type DigitalInvoice, INVOICE_KIND_NAMES, type InvoiceLine, type InvoiceParty, remarkText } from './digital-invoice.ts';
import { taxBureauOf } from './tax-bureau.ts';

const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
const label = (name: string, code: string, text: string) => `<${name}>${element('LabelCode', code)}${element('LabelName', text)}</${name}>`;

function party(prefix: 'Seller' | 'Buyer', who: InvoiceParty): string {
  return [
    element(`${prefix}IdNum`, who.taxNo),
    element(`${prefix}Name`, who.name),
    element(`${prefix}Addr`, who.address),
    element(`${prefix}TelNum`, who.phone),
    element(`${prefix}BankName`, who.bankName),
    element(`${prefix}BankAccNum`, who.bankAccount),
  ].join('');
}

function item(line: InvoiceLine): string {
  return [
    '<IssuItemInformation>',
    element('ItemName', line.name),
    element('SpecMod', line.spec),
    element('MeaUnits', line.unit),
    element('Quantity', line.quantity === 0 ? '' : line.quantity),
    element('UnPrice', line.unitPrice),
    element('Amount', formatFen(line.amountFen)),
    element('TaxRate', (line.taxRate / 100).toFixed(2)),
    element('ComTaxAm', formatFen(line.taxFen)),
    element('TotaltaxIncludedAmount', formatFen(line.amountFen + line.taxFen)),
    element('TaxClassificationCode', line.taxCode),
    '</IssuItemInformation>',
  ].join('');
}

/** `issueTime` is when the invoice was issued, 'Y-m-d H:i:s'. */
export function digitalInvoiceXml(invoice: DigitalInvoice, issueTime: string): string {
  const red = invoice.reverses;
  const kindCode = invoice.kind === 'special' ? '01' : '02';
  const header = [
    element('EIid', invoice.number),
    element('EInvoiceTag', 'SWEI3200'),
    element('Version', '0.32'),
    '<InherentLabel>',
    label('InIssuType', red ? 'N' : 'Y', '是否蓝字发票标志'),
    label('EInvoiceType', kindCode, '电子发票'),
    label('GeneralOrSpecialVAT', kindCode, INVOICE_KIND_NAMES[invoice.kind]),
    '</InherentLabel>',
  ].join('');
  const basic = [
    element('TotalAmWithoutTax', formatFen(invoice.totalAmountFen)),
    element('TotalTaxAm', formatFen(invoice.totalTaxFen)),
    element('TotalTax-includedAmount', formatFen(invoice.totalFen)),
    element('TotalTax-includedAmountInChinese', invoiceCapitalsOf(invoice.totalFen)),
    element('Drawer', invoice.drawer),
    element('RequestTime', issueTime),
  ].join('');
  const specific = red
    ? `<SpecificInformation><RedEInvoice>${element('OriginalInvoiceCode', red.number)}${element('CreditNoteNumber', red.confirmationNo)}</RedEInvoice></SpecificInformation>`
    : '';
  const bureau = taxBureauOf(invoice.number);
  const supervision = [
    element('InvoiceNumber', invoice.number),
    element('IssueTime', issueTime),
    element('TaxBureauCode', bureau.code),
    element('TaxBureauName', bureau.name),
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<EInvoice><Header>${header}</Header>`,
    `<EInvoiceData><SellerInformation>${party('Seller', invoice.seller)}</SellerInformation>`,
    `<BuyerInformation>${party('Buyer', invoice.buyer)}</BuyerInformation>`,
    `<BasicInformation>${basic}</BasicInformation>`,
    invoice.lines.map(item).join(''),
    `${specific}<AdditionalInformation>${element('Remark', remarkText(invoice))}</AdditionalInformation></EInvoiceData>`,
    `<TaxSupervisionInfo>${supervision}</TaxSupervisionInfo>`,
    '</EInvoice>',
  ].join('\n');
}
