// How a webhook delivery is signed (docs/company-api.md §14.3, docs/adr/0050 and 0070), twice over the same bytes:
// - X-Mall-Signature: `sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>` (the Stripe-like scheme the
//   first receivers were written for);
// - Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256(key, id + "." + timestamp + "." + body)>` with
//   webhook-id and webhook-timestamp, which the standardwebhooks libraries verify in every language.
// The receiver recomputes one of them over the raw body and refuses an old timestamp, so a captured delivery cannot
// be replayed later.
import { createHmac } from 'node:crypto';

const WEBHOOK_HEADERS = {
  /** the event's id: the same on every retry, so a receiver can drop a repeat */
  id: 'x-mall-event-id',
  /** the event's kind, e.g. approval_needed */
  kind: 'x-mall-event',
  /** Unix seconds when this attempt was signed */
  timestamp: 'x-mall-timestamp',
  /** sha256=<hex of HMAC-SHA256(secret, timestamp + "." + body)> */
  signature: 'x-mall-signature',
} as const;

/** The Standard Webhooks headers: the same id and timestamp as above, the signature in its own form. */
const STANDARD_WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  /** v1,<base64 of HMAC-SHA256(key, id + "." + timestamp + "." + body)> */
  signature: 'webhook-signature',
} as const;

const WHSEC = 'whsec_';
/** padded standard base64, as the Standard Webhooks libraries decode it */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The Standard Webhooks key of an endpoint's secret (ADR 0070): a secret typed in that form (`whsec_` + base64, as
 * the libraries generate them) is the bytes it encodes; any other secret is its own bytes, which a receiver writes
 * as `whsec_` + base64 of the secret.
 */
function standardWebhookKey(secret: string): Buffer {
  const encoded = secret.slice(WHSEC.length);
  return secret.startsWith(WHSEC) && encoded !== '' && BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.from(secret, 'utf8');
}

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function standardWebhookSignature(secret: string, id: string, timestamp: string, body: string): string {
  return `v1,${createHmac('sha256', standardWebhookKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** Every header that identifies and signs one attempt of one event. */
export function signedHeaders(
  secret: string,
  event: { id: string; kind: string; timestamp: string; body: string },
): Record<string, string> {
  const { id, kind, timestamp, body } = event;
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.kind]: kind,
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
    [STANDARD_WEBHOOK_HEADERS.id]: id,
    [STANDARD_WEBHOOK_HEADERS.timestamp]: timestamp,
    [STANDARD_WEBHOOK_HEADERS.signature]: standardWebhookSignature(secret, id, timestamp, body),
  };
}
