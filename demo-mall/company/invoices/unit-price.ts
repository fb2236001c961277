// 单价 of an invoice line without tax. Tax checks ask 金额 = 单价 × 数量 within ¥0.01, and the bureau takes 单价 with up
// to 8 decimals, so 单价 is 金额 / 数量 with the fewest decimals (2 to 8) whose product with 数量 comes back to 金额
// to the fen: 1,342.83 / 18 is 74.6017, not 74.60 (× 18 = 1,342.80). Integer arithmetic (BigInt) throughout, so
// no float ever rounds a digit.
import type { Fen } from '#shared/money.ts';

const MIN_DECIMALS = 2;
const MAX_DECIMALS = 8;

function decimalText(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The positive 单价 of a line of `amountFen` over `quantity` pieces ('' for a quantity of 0, a 折让 line). */
export function unitPriceOf(amountFen: Fen, quantity: number): string {
  if (quantity === 0) return '';
  const amount = BigInt(Math.abs(amountFen));
  const pieces = BigInt(Math.abs(quantity));
  for (let decimals = MIN_DECIMALS; ; decimals += 1) {
    // in units of 10^-decimals yuan; one fen is `fen` of them
    const fen = 10n ** BigInt(decimals - 2);
    const exact = amount * fen;
    const price = (exact * 2n + pieces) / (2n * pieces);
    const off = price * pieces - exact;
    if (decimals === MAX_DECIMALS || (off < 0n ? -off : off) * 2n < fen) return decimalText(price, decimals);
  }
}

/** 单价 × 数量 in fen, rounded half away from zero: the 金额 a line at a given 单价 carries. */
export function amountAtUnitPrice(unitPrice: string, quantity: number): Fen {
  const [whole = '0', fraction = ''] = unitPrice.split('.');
  const decimals = Math.max(2, fraction.length);
  const units = BigInt(whole + fraction.padEnd(decimals, '0'));
  const fen = 10n ** BigInt(decimals - 2);
  const total = units * BigInt(Math.abs(quantity));
  return Math.sign(quantity) * Number((total * 2n + fen) / (2n * fen));
}
