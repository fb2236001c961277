// The lines of a merged invoice: what was bought in the statement's month, less what was refunded, merged by product
// and tax rate. A price on the mall includes VAT, so each merged line's gross amount is split into 金额 (without tax)
// and 税额 with 税额 = gross − 金额: the invoice's 价税合计 is exactly what the buyer paid, to the fen. 单价 is 金额 over
// the quantity (unit-price.ts). A red line reverses pieces of a blue line at the blue line's 单价, so the same
// product never shows two prices.
import { type Fen, sumFen } from '#shared/money.ts';
import type { InvoiceLine } from './digital-invoice.ts';
import { amountAtUnitPrice, unitPriceOf } from './unit-price.ts';

export interface BilledItem {
  name: string;
  spec: string;
  unit: string;
  /** negative for a refund */
  quantity: number;
  /** what was paid (negative for a refund), tax included */
  grossFen: Fen;
  taxRate: number;
  /** the 19-digit 税收分类编码 (tax-classification.ts) */
  taxCode: string;
}

/** The bureau accepts a line's 税额 within ¥0.06 of 金额 × 税率. */
const TAX_TOLERANCE_FEN = 6;

/** 金额 of a tax-included amount: gross × 100 / (100 + rate), rounded half away from zero to the fen. */
export function amountWithoutTax(grossFen: Fen, taxRate: number): Fen {
  const exact = (Math.abs(grossFen) * 100) / (100 + taxRate);
  return Math.sign(grossFen) * Math.round(exact);
}

function lineOf(item: BilledItem): InvoiceLine {
  const amountFen = amountWithoutTax(item.grossFen, item.taxRate);
  return {
    name: item.name,
    spec: item.spec,
    unit: item.unit,
    quantity: item.quantity,
    unitPrice: unitPriceOf(amountFen, item.quantity),
    amountFen,
    taxRate: item.taxRate,
    taxFen: item.grossFen - amountFen,
    taxCode: item.taxCode,
  };
}

/** Items merged by name, spec and rate; lines whose quantity and amount both net to zero are dropped. */
export function mergeInvoiceLines(items: readonly BilledItem[]): InvoiceLine[] {
  const merged = new Map<string, BilledItem>();
  for (const item of items) {
    const key = JSON.stringify([item.name, item.spec, item.taxRate]);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + item.quantity, grossFen: known.grossFen + item.grossFen } : { ...item });
  }
  return [...merged.values()].filter((item) => item.grossFen !== 0 || item.quantity !== 0).map(lineOf);
}

/**
 * The red line taking back `item` (negative quantity and gross) from a blue line: at the blue line's 单价 with
 * 金额 = 单价 × 数量 and 税额 = gross − 金额, while that 税额 stays within the bureau's tolerance; otherwise (a refund
 * that is not the invoiced price per piece) split like any line. A 折让 (quantity 0) has no 单价.
 */
export function redInvoiceLine(blue: InvoiceLine | undefined, item: BilledItem): InvoiceLine {
  if (!blue?.unitPrice || item.quantity === 0) return lineOf(item);
  const amountFen = amountAtUnitPrice(blue.unitPrice, item.quantity);
  const taxFen = item.grossFen - amountFen;
  if (Math.abs(taxFen * 100 - amountFen * item.taxRate) > TAX_TOLERANCE_FEN * 100) return lineOf(item);
  return { ...lineOf(item), unitPrice: blue.unitPrice, amountFen, taxFen };
}

export function invoiceTotals(lines: readonly InvoiceLine[]): { totalAmountFen: Fen; totalTaxFen: Fen; totalFen: Fen } {
  const totalAmountFen = sumFen(lines.map((line) => line.amountFen));
  const totalTaxFen = sumFen(lines.map((line) => line.taxFen));
  return { totalAmountFen, totalTaxFen, totalFen: totalAmountFen + totalTaxFen };
}
