// Finds tokens in the mall's login answers, and removes every token from JSON before it reaches the browser.

export interface ExtractedTokens {
  userToken?: string;
  company?: { token: string; name: string };
}

const LOGIN_PATHS = new Set(['/api/auth/login', '/api/auth/smslogin', '/api/auth/register']);
const QR_CHECK_PATH = '/api/pc/login/scan/check';
const COMPANY_TOKEN_PATH = '/api/company/token';
export const LOGOUT_PATH = '/api/logout';

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

/** Tokens to store after a successful (status 200) answer, or null when the path carries none. */
export function extractTokens(pathname: string, body: Record<string, unknown>): ExtractedTokens | null {
  const data = record(body.data);
  if (LOGIN_PATHS.has(pathname)) return readLoginData(data);
  if (pathname === QR_CHECK_PATH) {
    // Nested {status:200, result:{token,...}} as CRMEB 2.3 answers; also the flat data.token shape.
    if (Number(data?.status) === 200) return readLoginData(record(data?.result));
    return readLoginData(data);
  }
  if (pathname === COMPANY_TOKEN_PATH) {
    const company = readCompany(data);
    return company ? { company } : null;
  }
  return null;
}

/** Captcha tokens are challenge ids the browser must echo back, not credentials. */
const CAPTCHA_PATHS = new Set(['/api/ajcaptcha', '/ajcaptcha', '/api/ajcheck', '/ajcheck']);

export function stripTokens<T>(pathname: string, value: T): T {
  if (CAPTCHA_PATHS.has(pathname)) return value;
  return removeTokenKeys(value) as T;
}

function removeTokenKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(removeTokenKeys);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'token' || key === 'company_token' || key === 'access_token' || key === 'refresh_token') continue;
    out[key] = removeTokenKeys(inner);
  }
  return out;
}
