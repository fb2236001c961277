// The cart in the shape each protocol carries it back through the browser: cXML's PunchOutOrderMessage in the
// `cxml-urlencoded` field, or SAP OCI 4.0's NEW_ITEM-*[n] fields (n from 1; numbers with a decimal point).
import { formatFen } from '#shared/money.ts';
import { cxmlOrderMessage } from './cxml-write.ts';
import type { PunchoutCart } from './punchout-cart.ts';
import type { PunchoutReturn } from './punchout-sessions.ts';

export const CURRENCY = 'CNY';
/** Where a line's category code comes from: the mall's store category (商品分类) id. */
export const CLASSIFICATION_DOMAIN = 'DL-CATEGORY';
/** OCI 4.0 keeps NEW_ITEM-DESCRIPTION to 40 characters; the whole name goes in the long text. */
const OCI_DESCRIPTION_LENGTH = 40;

export function cxmlReturnFields(cart: PunchoutCart, back: Extract<PunchoutReturn, { protocol: 'cxml' }>): [string, string][] {
  const document = cxmlOrderMessage({
    buyerCookie: back.buyerCookie,
    to: back.buyer,
    from: back.supplier,
    currency: CURRENCY,
    total: formatFen(cart.totalFen),
    lines: cart.lines.map((line) => ({
      quantity: line.quantity,
      supplierPartId: line.partId,
      auxiliaryId: line.skuCode,
      unitPrice: formatFen(line.priceFen),
      description: line.name,
      unitOfMeasure: line.unitCode,
      classification: { domain: CLASSIFICATION_DOMAIN, code: line.categoryId },
    })),
  });
  return [['cxml-urlencoded', document]];
}

export function ociReturnFields(cart: PunchoutCart): [string, string][] {
  // ~OkCode ADDI: "add these items to the shopping cart", as SAP SRM expects it back with the items.
  const fields: [string, string][] = [
    ['~OkCode', 'ADDI'],
    ['~CALLER', 'CTLG'],
  ];
  cart.lines.forEach((line, index) => {
    const n = index + 1;
    const item = (name: string, value: string) => fields.push([`NEW_ITEM-${name}[${n}]`, value]);
    item('DESCRIPTION', [...line.name].slice(0, OCI_DESCRIPTION_LENGTH).join(''));
    item('MATNR', '');
    item('MATGROUP', line.categoryId);
    item('QUANTITY', String(line.quantity));
    item('UNIT', line.unitCode);
    item('PRICE', formatFen(line.priceFen));
    item('PRICEUNIT', '1');
    item('CURRENCY', CURRENCY);
    item('VENDOR', '');
    item('VENDORMAT', line.partId);
    item('EXT_PRODUCT_ID', line.skuCode);
    fields.push([`NEW_ITEM-LONGTEXT_${n}:132[]`, line.name]);
  });
  return fields;
}
