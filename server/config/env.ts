// The only reader of process.env: parsed once at boot with zod, frozen, and handed to everything else.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed <= 0) {
        ctx.addIssue({ code: 'custom', message: `must be a positive integer, got "${value}"` });
        return z.NEVER;
      }
      return parsed;
    });

const EnvSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return 3000;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
        ctx.addIssue({ code: 'custom', message: `must be a port number 0-65535, got "${value}"` });
        return z.NEVER;
      }
      return parsed;
    }),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  MALL_API_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/\s]+/i.test(value),
    'must be an http(s) URL such as http://mall.example.com',
  ),
  UPSTREAM_TIMEOUT_MS: positiveInt(10_000),
  COOKIE_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters',
  ),
  TRUST_PROXY: optionalText.transform((value, ctx): boolean | number | string => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    if (/^[\d.:/a-f, ]+$/i.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of addresses' });
    return z.NEVER;
  }),
  ALLOWED_ORIGINS: optionalText.transform((value, ctx) => {
    if (value === undefined) return [] as string[];
    const origins = value.split(',').map((origin) => origin.trim()).filter(Boolean);
    for (const origin of origins) {
      if (!/^https?:\/\/[^/\s]+$/i.test(origin)) {
        ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://shop.example.com` });
        return z.NEVER;
      }
    }
    return origins.map((origin) => origin.toLowerCase());
  }),
  LOG_LEVEL: optionalText.refine(
    (value) => value === undefined || (LOG_LEVELS as readonly string[]).includes(value),
    `must be one of ${LOG_LEVELS.join(', ')}`,
  ),
  DEMO_MALL_TEST_HOOKS: optionalText.refine(
    (value) => value === undefined || value === '0' || value === '1',
    'must be 0 or 1',
  ),
  DIST_DIR: optionalText.refine(
    (value) => value === undefined || /^[\w./-]+$/.test(value),
    'must be a folder path such as dist',
  ),
  RATE_LIMIT_SMS_PER_MINUTE: positiveInt(5),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_CAPTCHA_PER_MINUTE: positiveInt(30),
  // Slow clients (docs/bff-contract.md, "Slow clients").
  HEADERS_TIMEOUT_MS: positiveInt(20_000),
  REQUEST_TIMEOUT_MS: positiveInt(300_000),
  REQUEST_BODY_TIMEOUT_MS: positiveInt(30_000),
  MAX_UPLOADS_PER_CLIENT: positiveInt(4),
  MAX_UPLOADS: positiveInt(32),
});

export interface Config {
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  /** undefined: start the embedded demo mall */
  readonly mallApiUrl: string | undefined;
  readonly upstreamTimeoutMs: number;
  readonly cookieSecret: string;
  /** true when COOKIE_SECRET was not given and a random one is in use (sessions end at restart) */
  readonly cookieSecretGenerated: boolean;
  readonly trustProxy: boolean | number | string;
  readonly allowedOrigins: readonly string[];
  readonly logLevel: (typeof LOG_LEVELS)[number];
  /** folder of the production build (vite build --outDir), relative to the project root */
  readonly distDir: string;
  /** expose the embedded demo mall's /__test/* hooks (browser tests only) */
  readonly demoMallTestHooks: boolean;
  readonly rateLimits: { readonly smsPerMinute: number; readonly loginPerMinute: number; readonly captchaPerMinute: number };
  /** how long a client may take: the header block, the whole request, and the longest pause inside a body */
  readonly clientTimeouts: { readonly headersMs: number; readonly requestMs: number; readonly bodyIdleMs: number };
  /** streamed uploads (multipart, files) in flight: per client address and in total */
  readonly uploadLimits: { readonly perClient: number; readonly total: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Pure: reads only `source`. Throws a ConfigError naming every bad key at once. */
export function parseEnv(source: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(source);
  const problems: string[] = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const env = result.success ? result.data : undefined;

  const isProduction = source.NODE_ENV === 'production';
  if (env && isProduction && env.MALL_API_URL && !env.COOKIE_SECRET) {
    problems.push('COOKIE_SECRET: required in production when MALL_API_URL is set (at least 32 characters)');
  }
  if (env && env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    problems.push('HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  if (env && env.MAX_UPLOADS_PER_CLIENT > env.MAX_UPLOADS) problems.push('MAX_UPLOADS_PER_CLIENT: must not exceed MAX_UPLOADS');
  if (!env || problems.length > 0) throw new ConfigError(problems);

  return Object.freeze({
    isProduction,
    port: env.PORT,
    host: env.HOST,
    mallApiUrl: env.MALL_API_URL?.replace(/\/+$/, ''),
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    cookieSecret: env.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    cookieSecretGenerated: env.COOKIE_SECRET === undefined,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: Object.freeze([...env.ALLOWED_ORIGINS]),
    logLevel: (env.LOG_LEVEL ?? 'info') as Config['logLevel'],
    distDir: env.DIST_DIR ?? 'dist',
    demoMallTestHooks: env.DEMO_MALL_TEST_HOOKS === '1',
    rateLimits: Object.freeze({
      smsPerMinute: env.RATE_LIMIT_SMS_PER_MINUTE,
      loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
      captchaPerMinute: env.RATE_LIMIT_CAPTCHA_PER_MINUTE,
    }),
    clientTimeouts: Object.freeze({
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      bodyIdleMs: env.REQUEST_BODY_TIMEOUT_MS,
    }),
    uploadLimits: Object.freeze({ perClient: env.MAX_UPLOADS_PER_CLIENT, total: env.MAX_UPLOADS }),
  });
}
