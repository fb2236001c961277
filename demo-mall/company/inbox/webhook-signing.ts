// How a webhook delivery is signed (docs/company-api.md §14.3, docs/adr/0050): HMAC-SHA256 with the endpoint's
// secret over `timestamp + "." + body`, hex, in X-Mall-Signature as `sha256=<hex>`. The receiver recomputes it
// over the raw body it received and refuses an old timestamp, so a captured delivery cannot be replayed later.
import { createHmac } from 'node:crypto';

export const WEBHOOK_HEADERS = {
  /** the event's id: the same on every retry, so a receiver can drop a repeat */
  id: 'x-mall-event-id',
  /** the event's kind, e.g. approval_needed */
  kind: 'x-mall-event',
  /** Unix seconds when this attempt was signed */
  timestamp: 'x-mall-timestamp',
  /** sha256=<hex of HMAC-SHA256(secret, timestamp + "." + body)> */
  signature: 'x-mall-signature',
} as const;

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
