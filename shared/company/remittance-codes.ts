// The numbers of offline remittances (docs/company-api.md §3.4, ADR 0036). Each company has one permanent
// 汇款识别码 that its 财务 writes in every transfer's 附言: HK, five symbols and a check symbol, e.g. HK7Q3MZD.
// It is derived once from the company id (a bijection of 0 … 32⁵−1, so two companies never share one and there
// is nothing to run out of) and stored on the company. Each remittance record has its own 汇款单号 (HR + the day
// + 8 random symbols) that the form carries, so submitting twice answers the first record.
// Symbols are digits and capitals without the look-alikes 0/O and 1/I: they survive every bank's 附言 field
// (some drop punctuation, some upper-case, some cut after 20 characters) and a phone read-out.

export const REMITTANCE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const BASE = REMITTANCE_CODE_ALPHABET.length;
/** 32⁵ = 33,554,432 companies before a sixth symbol is needed */
export const COMPANY_CODE_SPACE = BASE ** 5;
/** odd, so multiplying by it permutes 0 … 2²⁵−1: neighbouring ids get unrelated codes */
const SCRAMBLE_MULTIPLIER = 1_664_525;
const SCRAMBLE_OFFSET = 7_777_777;
/** odd weights: any one mistyped symbol changes the check symbol */
const CHECK_WEIGHTS = [1, 3, 5, 7, 9] as const;

const COMPANY_CODE = /^HK[2-9A-HJ-NP-Z]{6}$/;
const REMITTANCE_NO = /^HR\d{6}[2-9A-HJ-NP-Z]{8}$/;
/** the per-remittance codes issued before ADR 0036 (HK + yymmdd + 4); still found in old transfers' 附言 */
const LEGACY_CODE = /^HK\d{6}[2-9A-HJ-NP-Z]{4}$/;

function checkSymbol(body: string): string {
  let sum = 0;
  [...body].forEach((symbol, index) => {
    sum += REMITTANCE_CODE_ALPHABET.indexOf(symbol) * (CHECK_WEIGHTS[index] ?? 1);
  });
  return REMITTANCE_CODE_ALPHABET[sum % BASE] as string;
}

/** The company's permanent 汇款识别码. */
export function companyRemittanceCode(companyId: number): string {
  if (!Number.isInteger(companyId) || companyId < 1 || companyId >= COMPANY_CODE_SPACE) {
    throw new Error(`no remittance code for company ${companyId}`);
  }
  let value = (companyId * SCRAMBLE_MULTIPLIER + SCRAMBLE_OFFSET) % COMPANY_CODE_SPACE;
  let body = '';
  for (let i = 0; i < 5; i++) {
    body = (REMITTANCE_CODE_ALPHABET[value % BASE] as string) + body;
    value = Math.floor(value / BASE);
  }
  return `HK${body}${checkSymbol(body)}`;
}

export function isCompanyRemittanceCode(value: unknown): value is string {
  return typeof value === 'string' && COMPANY_CODE.test(value) && checkSymbol(value.slice(2, 7)) === value[7];
}

export function isLegacyRemittanceCode(value: unknown): value is string {
  return typeof value === 'string' && LEGACY_CODE.test(value);
}

/** A fresh 汇款单号 for the day `date` ('Y-m-d'), its symbols picked by `pick(n)` (0 … n−1; the mall uses crypto). */
export function remittanceNo(date: string, pick: (n: number) => number): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += REMITTANCE_CODE_ALPHABET[pick(BASE)] ?? '2';
  return `HR${date.slice(2, 10).replaceAll('-', '')}${tail}`;
}

export function isRemittanceNo(value: unknown): value is string {
  return typeof value === 'string' && REMITTANCE_NO.test(value);
}

/** Full-width letters and digits (typed with a Chinese input method) as ASCII. */
const halfWidth = (text: string) =>
  text.replace(/[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/**
 * The codes a 附言 carries: company codes (checked) and legacy codes, in order, each once. Banks add spaces, dashes
 * or words around it and some lower-case it, so the note is upper-cased and searched with separators dropped.
 */
export function codesInNote(note: string): string[] {
  const squeezed = halfWidth(note)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
  const found: string[] = [];
  for (let at = squeezed.indexOf('HK'); at >= 0; at = squeezed.indexOf('HK', at + 1)) {
    const legacy = squeezed.slice(at, at + 12);
    const company = squeezed.slice(at, at + 8);
    const code = isLegacyRemittanceCode(legacy) ? legacy : isCompanyRemittanceCode(company) ? company : null;
    if (code && !found.includes(code)) found.push(code);
  }
  return found;
}
