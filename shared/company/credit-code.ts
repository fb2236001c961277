// The unified social credit code (统一社会信用代码) of GB 32100-2015 (docs/company-api.md §2.3): 18 characters
// from a 31-character alphabet (no I, O, S, V, Z); the last is a check character over the first 17, each weighted
// by 3^i mod 31.
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character for the first 17 characters, or null when one of them is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return ALPHABET[(31 - (sum % 31)) % 31] ?? null;
}

/** True for an 18-character code (upper case) whose last character is its check character. */
export function isValidCreditCode(code: string): boolean {
  return SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/**
 * A 纳税人识别号 as an invoice takes it: an 18-character 统一社会信用代码 whose check character is right, or a
 * registration number of the older 15, 17 or 20 characters (upper case).
 */
export function isValidTaxNo(code: string): boolean {
  if (code.length === 18) return isValidCreditCode(code);
  return /^(?:[0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{20})$/.test(code);
}
