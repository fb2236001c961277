// How a mall backend call ended, as the `outcome` label of bff_upstream_request_duration_seconds. Mirrors
// the BFF's error catalogue (docs/product.md §8): too slow is a timeout (504), no connection is unreachable
// (502), an unreadable answer is bad_response (502); any HTTP answer below 500 is ok.
import type { UpstreamOutcome } from './bff-metrics.ts';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT', 'UPSTREAM_TIMEOUT']);

export function upstreamOutcome(ended: { statusCode: number } | { error: unknown }): UpstreamOutcome {
  if ('statusCode' in ended) return ended.statusCode >= 500 ? 'error_status' : 'ok';
  const code = (ended.error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return 'timeout';
  if (code === 'UPSTREAM_BAD_RESPONSE') return 'bad_response';
  return 'unreachable';
}
