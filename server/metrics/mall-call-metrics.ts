// One line for the upstream code to report a mall call: its endpoint pattern (endpoint-label.ts), how it
// ended (upstream-outcome.ts) and how long it took since `startedAt` (a performance.now() reading).
import { observeUpstream } from './bff-metrics.ts';
import { mallEndpointLabel } from './endpoint-label.ts';
import { upstreamOutcome } from './upstream-outcome.ts';

export function observeMallCall(method: string, url: string, ended: { statusCode: number } | { error: unknown }, startedAt: number): void {
  const seconds = Math.max(0, performance.now() - startedAt) / 1000;
  observeUpstream({ endpoint: mallEndpointLabel(method, url), outcome: upstreamOutcome(ended), seconds });
}
