// The lines of a merged invoice: what was bought in the statement's month, less what was refunded, merged by product
// and tax rate. A price on the mall includes VAT, so each merged line's gross amount is split into 金额 (without tax)
// and 税额 with 税额 = gross − 金额: the invoice's 价税合计 is exactly what the buyer paid, to the fen.
import { type Fen, sumFen } from '#shared/money.ts';
import type { InvoiceLine } from './digital-invoice.ts';

export interface BilledItem {
  name: string;
  spec: string;
  unit: string;
  /** negative for a refund */
  quantity: number;
  /** what was paid (negative for a refund), tax included */
  grossFen: Fen;
  taxRate: number;
}

/** 金额 of a tax-included amount: gross × 100 / (100 + rate), rounded half away from zero to the fen. */
export function amountWithoutTax(grossFen: Fen, taxRate: number): Fen {
  const exact = (Math.abs(grossFen) * 100) / (100 + taxRate);
  return Math.sign(grossFen) * Math.round(exact);
}

/** Items merged by name, spec and rate; lines whose quantity and amount both net to zero are dropped. */
export function mergeInvoiceLines(items: readonly BilledItem[]): InvoiceLine[] {
  const merged = new Map<string, BilledItem>();
  for (const item of items) {
    const key = JSON.stringify([item.name, item.spec, item.taxRate]);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, quantity: known.quantity + item.quantity, grossFen: known.grossFen + item.grossFen } : { ...item });
  }
  return [...merged.values()]
    .filter((item) => item.grossFen !== 0 || item.quantity !== 0)
    .map((item) => {
      const amountFen = amountWithoutTax(item.grossFen, item.taxRate);
      return {
        name: item.name,
        spec: item.spec,
        unit: item.unit,
        quantity: item.quantity,
        amountFen,
        taxRate: item.taxRate,
        taxFen: item.grossFen - amountFen,
      };
    });
}

export function invoiceTotals(lines: readonly InvoiceLine[]): { totalAmountFen: Fen; totalTaxFen: Fen; totalFen: Fen } {
  const totalAmountFen = sumFen(lines.map((line) => line.amountFen));
  const totalTaxFen = sumFen(lines.map((line) => line.taxFen));
  return { totalAmountFen, totalTaxFen, totalFen: totalAmountFen + totalTaxFen };
}

/** 单价 without tax, as printed: the line's 金额 over its quantity, to two decimals ('' for a quantity of 0). */
export function unitPriceText(line: InvoiceLine): string {
  if (line.quantity === 0) return '';
  return (line.amountFen / 100 / line.quantity).toFixed(2);
}
