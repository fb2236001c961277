// Finds tokens in the mall's login answers, and removes every token from JSON before it reaches the browser.
// Which answers carry tokens, and which keep them, is the endpoint table's `capture` and `keepTokens`.
import type { CaptureKind } from '../rules/endpoint-table.ts';

export interface ExtractedTokens {
  userToken?: string;
  company?: { token: string; name: string };
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function readCompany(value: unknown): ExtractedTokens['company'] {
  const company = record(value);
  const token = company?.token;
  if (typeof token !== 'string' || token === '') return undefined;
  const name = record(company?.user)?.name;
  return { token, name: typeof name === 'string' ? name : '' };
}

function readLoginData(data: Record<string, unknown> | undefined): ExtractedTokens | null {
  if (!data || typeof data.token !== 'string' || data.token === '') return null;
  const company = readCompany(data.company);
  return company ? { userToken: data.token, company } : { userToken: data.token };
}

/** Tokens to store after a successful (status 200) answer of a capturing endpoint, or null when it carries none. */
export function extractTokens(capture: CaptureKind, body: Record<string, unknown>): ExtractedTokens | null {
  const data = record(body.data);
  switch (capture) {
    case 'login':
      return readLoginData(data);
    case 'qr-check':
      // Nested {status:200, result:{token,...}} as CRMEB 2.3 answers; also the flat data.token shape.
      return Number(data?.status) === 200 ? readLoginData(record(data?.result)) : readLoginData(data);
    case 'company-token': {
      const company = readCompany(data);
      return company ? { company } : null;
    }
  }
}

const TOKEN_KEYS = new Set(['token', 'company_token', 'access_token', 'refresh_token']);

const TOKEN_KEY_IN_TEXT = new RegExp(`"(?:${[...TOKEN_KEYS].join('|')})"\\s*:`);
/** An escaped ASCII character (\u0000–\u007f) could spell a token key that the text search above would miss. */
const ESCAPED_ASCII = /\\u00[0-7]/i;

/**
 * true when a JSON text has no token key at any depth, so sending it as it is equals sending it stripped. Keys
 * spelled with escapes count as possibly tokens: the answer then takes the parse-and-strip path.
 */
export function textCarriesNoTokens(json: string): boolean {
  return !TOKEN_KEY_IN_TEXT.test(json) && !ESCAPED_ASCII.test(json);
}

/**
 * Every token key at any depth removed, unless the endpoint keeps them (captcha challenge ids). `fromText`, the mall
 * text `value` was parsed from, lets a token-free answer skip the walk and the copy (a page reads several big ones).
 */
export function stripTokens<T>(value: T, rule: { keepTokens: boolean }, fromText?: string): T {
  if (rule.keepTokens || (fromText !== undefined && textCarriesNoTokens(fromText))) return value;
  return removeTokenKeys(value) as T;
}

function removeTokenKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(removeTokenKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!TOKEN_KEYS.has(key)) out[key] = removeTokenKeys(inner);
  }
  return out;
}
