// The XML file of a 数电发票, in the element names of the tax bureau's digital-invoice files (EInvoice: Header with
// EIid, EInvoiceData with the seller, the buyer, the basic information and one IssuItemInformation per line,
// TaxSupervisionInfo with the number and time). Amounts are yuan with two decimals; a red invoice's are negative
// and name the blue invoice and the 红字确认单 in its header.
import { formatFen } from '#shared/money.ts';
import { capitalsOf } from '#shared/money-capitals.ts';
import { escapeXml } from '../../core/pictures.ts';
import { type DigitalInvoice, INVOICE_KIND_NAMES, type InvoiceParty } from './digital-invoice.ts';
import { unitPriceText } from './invoice-lines.ts';

const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

function party(prefix: 'Seller' | 'Buyer', who: InvoiceParty): string {
  return [
    element(`${prefix}IdNum`, who.taxNo),
    element(`${prefix}Name`, who.name),
    element(`${prefix}Addr`, who.addressPhone),
    element(`${prefix}BankName`, who.bankAccount),
  ].join('');
}

export function digitalInvoiceXml(invoice: DigitalInvoice, issueTime: string): string {
  const red = invoice.reverses;
  const header = [
    element('EIid', invoice.number),
    element('EInvoiceTag', 'SWEI3100'),
    element('Version', '0.1'),
    `<InherentLabel><GeneralOrSpecialVAT>${element('LabelName', INVOICE_KIND_NAMES[invoice.kind])}</GeneralOrSpecialVAT>`,
    `<BlueOrRed>${element('LabelName', red ? '红字发票' : '蓝字发票')}</BlueOrRed></InherentLabel>`,
    red
      ? `<RedInvoiceInfo>${element('BlueInvoiceNumber', red.number)}${element('RedConfirmationNo', red.confirmationNo)}</RedInvoiceInfo>`
      : '',
  ].join('');
  const items = invoice.lines
    .map((line) =>
      [
        '<IssuItemInformation>',
        element('ItemName', line.name),
        element('SpecMod', line.spec),
        element('MeaUnits', line.unit),
        element('Quantity', line.quantity),
        element('UnPrice', unitPriceText(line)),
        element('Amount', formatFen(line.amountFen)),
        element('TaxRate', (line.taxRate / 100).toFixed(2)),
        element('ComTaxAm', formatFen(line.taxFen)),
        element('TotaltaxIncludedAmount', formatFen(line.amountFen + line.taxFen)),
        '</IssuItemInformation>',
      ].join(''),
    )
    .join('');
  const basic = [
    element('TotalAmWithoutTax', formatFen(invoice.totalAmountFen)),
    element('TotalTaxAm', formatFen(invoice.totalTaxFen)),
    element('TotalTax-includedAmount', formatFen(invoice.totalFen)),
    element('TotalTax-includedAmountInChinese', capitalsOf(invoice.totalFen)),
    element('Drawer', invoice.drawer),
    element('Remark', invoice.remark),
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<EInvoice><Header>${header}</Header>`,
    `<EInvoiceData><SellerInformation>${party('Seller', invoice.seller)}</SellerInformation>`,
    `<BuyerInformation>${party('Buyer', invoice.buyer)}</BuyerInformation>`,
    `<BasicInformation>${basic}</BasicInformation>${items}</EInvoiceData>`,
    `<TaxSupervisionInfo>${element('InvoiceNumber', invoice.number)}${element('IssueTime', issueTime)}</TaxSupervisionInfo>`,
    '</EInvoice>',
  ].join('\n');
}
