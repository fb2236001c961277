// The most bytes of a JSON or text answer the BFF reads from the mall (UPSTREAM_MAX_JSON_BYTES): such answers are
// read whole to be mapped and stripped of tokens, so without a cap one huge answer could take the process's
// memory. The cap belongs to the client the app built; it is kept beside it so callers need not pass it on.
// Files stream through and are not capped.
import type { UpstreamClient } from './upstream-client.ts';

export const DEFAULT_MAX_JSON_BYTES = 8 * 1024 * 1024;

const caps = new WeakMap<UpstreamClient, number>();

export function capJsonAnswers(client: UpstreamClient, maxBytes: number): void {
  caps.set(client, maxBytes);
}

export function jsonCapOf(client: UpstreamClient): number {
  return caps.get(client) ?? DEFAULT_MAX_JSON_BYTES;
}
