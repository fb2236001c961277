// pino options shared by the BFF's request log and its upstream-call log.
// Redaction is by path; secrets never appear in messages because nothing logs bodies or headers wholesale.
import type { LoggerOptions } from 'pino';

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

const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers["x-token"]',
  'headers.authorization',
  ...SECRET_KEYS.flatMap((key) => [`${safeKey(key)}`, `*.${safeKey(key)}`, `*.*.${safeKey(key)}`]),
];

function safeKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
}

export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // One line per request with reqId, method, url, statusCode, responseTime; no headers, no bodies.
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
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
