// What /readyz says about the shared state: its health (backend, degraded, reason), never a reason to fail.
// While Redis is out of reach this instance counts and caches in memory, which serves; failing readiness
// would take every instance out of service for an outage the fallback absorbs
// (docs/adr/0011-shared-state-in-redis.md). The log says so once each time the state changes.
import type { SharedStateHealth, StateLogger } from './types.ts';

export type ReadinessReport = () => { sharedState?: SharedStateHealth };

export function sharedStateReadiness(source: { health(): SharedStateHealth } | undefined, log: StateLogger): ReadinessReport {
  let reportedDegraded = false;
  return () => {
    if (!source) return {};
    const health = source.health();
    if (health.degraded !== reportedDegraded) {
      reportedDegraded = health.degraded;
      if (health.degraded) {
        log.warn({ sharedState: health }, 'shared state degraded: still ready, rate limits and cache are per instance until Redis answers');
      } else {
        log.info({ sharedState: health }, 'shared state healthy again');
      }
    }
    return { sharedState: health };
  };
}
