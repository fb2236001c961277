// pino options shared by the BFF's request log and its upstream-call log.
// Secret-named keys are scrubbed from every line (scrubSecrets); secrets never appear in messages because nothing
// logs bodies or headers wholesale, and URLs go through redactUrl.
import { type LoggerOptions, stdSerializers } from 'pino';

const SECRET_KEYS = [
  'token',
  'password',
  'pwd',
  'confirm_pwd',
  'sms_code',
  'captchaVerification',
  'cookie',
  'authorization',
  'x-token',
  'set-cookie',
];

const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/**
 * The log object with every secret-named key, at any depth, replaced by '[redacted]'. Our log lines are small
 * structured objects, so one walk costs about a microsecond; nothing is copied unless a secret is found. (pino's
 * path-based redaction with wildcards cost a few hundred microseconds per line, more than half of a proxied call.)
 */
export function scrubSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const scrubbed = scrubSecrets(item, depth + 1);
      if (scrubbed === item) return;
      copy ??= [...value];
      copy[index] = scrubbed;
    });
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const scrubbed = SECRET_KEY_SET.has(key.toLowerCase()) ? REDACTED : scrubSecrets(item, depth + 1);
    if (scrubbed === item) continue;
    copy ??= { ...record };
    copy[key] = scrubbed;
  }
  return (copy ?? value) as T;
}

export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Every line is scrubbed of secret-named keys; errors are serialised first, then scrubbed too.
    formatters: { log: (object) => scrubSecrets(object) },
    // One line per request with reqId, method, url, statusCode, responseTime; no headers, no bodies.
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: (error: Error) => scrubSecrets(stdSerializers.err(error)),
    },
  };
}

/** Query strings may carry a code or token (e.g. a QR key); keep the path, mask secret-looking params. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url?.includes('?')) return url;
  const [path, query] = url.split('?', 2) as [string, string];
  const masked = query
    .split('&')
    .map((pair) => {
      const [key] = pair.split('=', 1);
      return key && SECRET_KEYS.some((secret) => key.toLowerCase() === secret.toLowerCase()) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${masked}`;
}
