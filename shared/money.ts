// Money, the one way: amounts are integers of fen (分) from the moment they are read until they are shown.
// The mall sends decimals as strings ('12.50'); they are parsed digit by digit, never multiplied as floats,
// so 0.1 + 0.2 style errors cannot reach a total, a balance or a refund. Shared by the browser, the BFF and
// the demo mall (docs/product.md, "Money").

export type Fen = number;

const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

/**
 * '12.5' → 1250, 12.5 → 1250, '-0.01' → -1, garbage → 0. Digits beyond the second decimal are rounded half
 * away from zero (the mall never sends them; a computed float might).
 */
export function toFen(value: unknown): Fen {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100 + Math.sign(value) * 1e-7) : 0;
  if (typeof value !== 'string') return 0;
  const match = DECIMAL.exec(value);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return 0;
  const sign = match[1] ? -1 : 1;
  const whole = Number(match[2] || '0');
  const decimals = (match[3] ?? '').padEnd(3, '0');
  let fen = whole * 100 + Number(decimals.slice(0, 2));
  if (Number(decimals[2]) >= 5) fen += 1;
  return sign * fen;
}

/** 1250 → '12.50', -1 → '-0.01' (the mall's string-decimal shape). */
export function formatFen(fen: Fen): string {
  const whole = Math.trunc(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Any mall amount → '12.50'; garbage → '0.00'. */
export function money(value: unknown): string {
  return formatFen(toFen(value));
}

/** Any mall amount → '¥12.50'. */
export function yuan(value: unknown): string {
  return `¥${money(value)}`;
}

export function sumFen(values: Iterable<Fen>): Fen {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Unit price × quantity, in fen. */
export function lineFen(unitPrice: unknown, quantity: number): Fen {
  return toFen(unitPrice) * Math.max(0, Math.trunc(quantity));
}

/**
 * Splits `total` over `weights` in proportion, in whole fen, so the parts add up to `total` exactly
 * (largest remainders get the leftover fen). Used to spread a coupon or a refund over order lines.
 */
export function allocateFen(total: Fen, weights: readonly Fen[]): Fen[] {
  const weightSum = sumFen(weights);
  if (weights.length === 0) return [];
  if (weightSum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const raw = weights.map((weight) => (total * weight) / weightSum);
  const parts = raw.map((value) => Math.floor(value));
  let left = total - sumFen(parts);
  const order = raw
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Whole-number yuan text for thresholds and coupon faces: 9900 → '99', 1250 → '12.5'. */
export function shortYuan(value: unknown): string {
  return String(toFen(value) / 100);
}
