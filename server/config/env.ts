// The only reader of process.env: parsed once at boot with zod, frozen, and handed to everything else.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { type DemoDoorSettings, demoDoorSettingsOf } from '#shared/demo-doors/door-settings.ts';

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

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * false: no proxy, X-Forwarded-* ignored. A number: that many proxies in front of us, each appending to
 * X-Forwarded-For. A list: the proxies' addresses, CIDR ranges or proxy-addr's names. `true` (every hop is
 * trusted, so the client's own left-most entry wins) is refused in production (ADR 0002, amendment).
 */
export type TrustProxy = false | true | number | readonly string[];

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
  UPSTREAM_MAX_JSON_BYTES: positiveInt(8 * 1024 * 1024),
  // One secret, or several comma-separated for rotation: the first signs, every one verifies (ADR 0002).
  COOKIE_SECRET: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const secrets = value.split(',').map((secret) => secret.trim());
    if (secrets.some((secret) => secret.length < 32) || new Set(secrets).size !== secrets.length) {
      const message = 'must be one secret of at least 32 characters, or several such secrets separated by commas';
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return secrets;
  }),
  TRUST_PROXY: optionalText.transform((value, ctx): TrustProxy => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be a hop count (e.g. 1) or a list of proxy addresses or CIDR ranges, or false' });
    return z.NEVER;
  }),
  ALLOWED_ORIGINS: optionalText.transform((value, ctx) => {
    if (value === undefined) return [] as string[];
    const origins = value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of origins) {
      if (!/^https?:\/\/[^/\s]+$/i.test(origin)) {
        ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://shop.example.com` });
        return z.NEVER;
      }
    }
    return origins.map((origin) => origin.toLowerCase());
  }),
  // Picture hosts beyond the mall itself (an OSS/COS bucket on plain http, say) the pages' CSP allows.
  MALL_IMAGE_HOSTS: optionalText.transform((value, ctx) => {
    if (value === undefined) return [] as string[];
    const origins = value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    const bad = origins.find((origin) => !/^https?:\/\/[^/\s]+$/i.test(origin));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is not an origin like http://img.example.com` });
      return z.NEVER;
    }
    return origins.map((origin) => origin.toLowerCase());
  }),
  // Stock /api/config reports no WeChat switch (docs/adr/0057): 1 offers 微信支付, 0 does not.
  MALL_WEIXIN_PAY: optionalText.refine((value) => value === undefined || value === '0' || value === '1', 'must be 0 or 1'),
  LOG_LEVEL: optionalText.refine(
    (value) => value === undefined || (LOG_LEVELS as readonly string[]).includes(value),
    `must be one of ${LOG_LEVELS.join(', ')}`,
  ),
  DEMO_MALL_TEST_HOOKS: optionalText.refine((value) => value === undefined || value === '0' || value === '1', 'must be 0 or 1'),
  DEMO_MALL_DB: optionalText,
  DIST_DIR: optionalText.refine((value) => value === undefined || /^[\w./-]+$/.test(value), 'must be a folder path such as dist'),
  RATE_LIMIT_SMS_PER_MINUTE: positiveInt(5),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_CAPTCHA_PER_MINUTE: positiveInt(30),
  // The open API (docs/open-api.md): calls per client and minute, and token requests per address and minute.
  OPEN_API_CALLS_PER_MINUTE: positiveInt(600),
  OPEN_API_TOKENS_PER_MINUTE: positiveInt(20),
  // Shared state across instances (docs/adr/0011-shared-state-in-redis.md); the URL may hold a password, so
  // no message ever repeats it.
  REDIS_URL: optionalText.refine(
    (value) => value === undefined || /^rediss?:\/\/[^\s]+$/i.test(value),
    'must be a URL such as redis://redis:6379/0',
  ),
  REDIS_KEY_PREFIX: optionalText.refine(
    (value) => value === undefined || /^[\w:.-]{1,32}$/.test(value),
    'must be 1-32 letters, digits, _ : . -',
  ),
  REDIS_COMMAND_TIMEOUT_MS: positiveInt(200),
  METRICS_PORT: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
      ctx.addIssue({ code: 'custom', message: `must be a port number 1-65535, got "${value}"` });
      return z.NEVER;
    }
    return parsed;
  }),
  METRICS_HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[\x21-\x7e]{16,}$/.test(value),
    'must be at least 16 printable characters',
  ),
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
  /** JSON or text answers from the mall larger than this are refused (502 UPSTREAM_TOO_LARGE) */
  readonly upstreamMaxJsonBytes: number;
  /** the secret new cookies are signed with: the first of cookieSecrets */
  readonly cookieSecret: string;
  /** every secret a cookie may be signed with, newest first */
  readonly cookieSecrets: readonly string[];
  /** true when COOKIE_SECRET was not given and a random one is in use (sessions end at restart) */
  readonly cookieSecretGenerated: boolean;
  readonly trustProxy: TrustProxy;
  readonly allowedOrigins: readonly string[];
  /** picture origins the pages' CSP allows besides 'self', https: and the mall itself (MALL_IMAGE_HOSTS) */
  readonly imageHosts: readonly string[];
  /**
   * whether 微信支付 is offered when /api/config has no pay_weixin_open (stock has none): MALL_WEIXIN_PAY, by default
   * on for the embedded demo mall (it plays WeChat QR payments) and off for a real backend (docs/adr/0057)
   */
  readonly weixinPay: boolean;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  /** folder of the production build (vite build --outDir), relative to the project root */
  readonly distDir: string;
  /** expose the embedded demo mall's /__test/* hooks (browser tests only) */
  readonly demoMallTestHooks: boolean;
  /**
   * the embedded demo mall's doors (SMS outbox, QR and payment confirmation, consoles, test hooks): shut in
   * production unless DEMO_CONSOLES=1 with a strong DEMO_CONSOLE_PASSWORD (docs/adr/0030)
   */
  readonly demoDoors: DemoDoorSettings;
  /** the embedded demo mall's SQLite file (or ':memory:'); undefined: data/demo-mall.sqlite */
  readonly demoMallDb: string | undefined;
  readonly rateLimits: { readonly smsPerMinute: number; readonly loginPerMinute: number; readonly captchaPerMinute: number };
  /** /open/v1: calls per client and minute, token requests per caller address and minute */
  readonly openApi: { readonly callsPerMinute: number; readonly tokensPerMinute: number };
  /** redisUrl undefined: every instance keeps its own counters and cache in memory */
  readonly sharedState: { readonly redisUrl: string | undefined; readonly keyPrefix: string; readonly commandTimeoutMs: number };
  /** GET /metrics: on its own port when port is set, on the main port with a bearer token when token is set, else off */
  readonly metrics: { readonly port: number | undefined; readonly host: string; readonly token: string | undefined };
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
  if (env && isProduction && env.TRUST_PROXY === true) {
    problems.push(
      'TRUST_PROXY: true is refused in production (it believes whatever X-Forwarded-For a client writes); ' +
        'give the hop count (e.g. 1) or the proxy addresses',
    );
  }
  if (env && env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    problems.push('HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  if (env && env.MAX_UPLOADS_PER_CLIENT > env.MAX_UPLOADS) problems.push('MAX_UPLOADS_PER_CLIENT: must not exceed MAX_UPLOADS');
  // The same rule the demo mall applies to its own environment (shared/demo-doors/door-settings.ts).
  const doors = demoDoorSettingsOf(source);
  if (!doors.ok) problems.push(...doors.problems);
  if (!env || !doors.ok || problems.length > 0) throw new ConfigError(problems);
  const cookieSecrets = env.COOKIE_SECRET ?? [randomBytes(32).toString('hex')];

  return Object.freeze({
    isProduction,
    port: env.PORT,
    host: env.HOST,
    mallApiUrl: env.MALL_API_URL?.replace(/\/+$/, ''),
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    upstreamMaxJsonBytes: env.UPSTREAM_MAX_JSON_BYTES,
    cookieSecret: cookieSecrets[0] as string,
    cookieSecrets: Object.freeze(cookieSecrets),
    cookieSecretGenerated: env.COOKIE_SECRET === undefined,
    trustProxy: Array.isArray(env.TRUST_PROXY) ? Object.freeze([...env.TRUST_PROXY]) : env.TRUST_PROXY,
    allowedOrigins: Object.freeze([...env.ALLOWED_ORIGINS]),
    imageHosts: Object.freeze([...env.MALL_IMAGE_HOSTS]),
    weixinPay: env.MALL_WEIXIN_PAY === undefined ? env.MALL_API_URL === undefined : env.MALL_WEIXIN_PAY === '1',
    logLevel: (env.LOG_LEVEL ?? 'info') as Config['logLevel'],
    distDir: env.DIST_DIR ?? 'dist',
    demoMallTestHooks: env.DEMO_MALL_TEST_HOOKS === '1',
    demoDoors: doors.settings,
    demoMallDb: env.DEMO_MALL_DB,
    rateLimits: Object.freeze({
      smsPerMinute: env.RATE_LIMIT_SMS_PER_MINUTE,
      loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
      captchaPerMinute: env.RATE_LIMIT_CAPTCHA_PER_MINUTE,
    }),
    openApi: Object.freeze({ callsPerMinute: env.OPEN_API_CALLS_PER_MINUTE, tokensPerMinute: env.OPEN_API_TOKENS_PER_MINUTE }),
    sharedState: Object.freeze({
      redisUrl: env.REDIS_URL,
      keyPrefix: env.REDIS_KEY_PREFIX ?? 'mall:',
      commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    }),
    metrics: Object.freeze({ port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN }),
    clientTimeouts: Object.freeze({
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      bodyIdleMs: env.REQUEST_BODY_TIMEOUT_MS,
    }),
    uploadLimits: Object.freeze({ perClient: env.MAX_UPLOADS_PER_CLIENT, total: env.MAX_UPLOADS }),
  });
}

/**
 * Fastify's trustProxy for a TRUST_PROXY value. A hop count becomes "trust the first N hops, the socket peer
 * included": Fastify's own number option trusts nothing at all. The client is then the right-most
 * X-Forwarded-For entry our proxies did not add.
 */
export function trustProxyOption(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  if (typeof trustProxy === 'boolean') return trustProxy;
  return [...trustProxy];
}
