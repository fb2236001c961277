// Timing one target in both worlds: warm-up asks first, then alternating rounds (small, large, small, ...) so the
// shared machine's drift falls on both alike. Figures only: nothing here passes or fails on time.
import type { Target, WorldName } from './scale-targets.ts';

export interface Figures {
  status: number;
  bytes: number;
  medianMs: number;
  p99Ms: number;
}

export interface Asker {
  origin: string;
  cookie: string;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

let asks = 0;

async function askOnce(asker: Asker, target: Target, world: WorldName): Promise<{ status: number; bytes: number; ms: number }> {
  const headers: Record<string, string> = target.company ? { cookie: asker.cookie } : {};
  if (target.json) headers['content-type'] = 'application/json';
  // a query the pages ignore, new on every ask: the storefront's page cache must not answer instead of a render
  const path = target.path(world);
  asks += 1;
  const url = target.json ? path : `${path}${path.includes('?') ? '&' : '?'}bench_ask=${asks}`;
  const started = performance.now();
  const response = await fetch(`${asker.origin}${url}`, {
    method: target.json ? 'POST' : 'GET',
    redirect: 'manual',
    headers,
    ...(target.json ? { body: target.json } : {}),
  });
  const body = await response.arrayBuffer();
  return { status: response.status, bytes: body.byteLength, ms: performance.now() - started };
}

export async function measureBoth(
  target: Target,
  askers: Record<WorldName, Asker>,
  rounds: number,
  warmup = 3,
): Promise<Record<WorldName, Figures>> {
  const times: Record<WorldName, number[]> = { small: [], large: [] };
  const last: Record<WorldName, { status: number; bytes: number }> = { small: { status: 0, bytes: 0 }, large: { status: 0, bytes: 0 } };
  for (let round = 0; round < warmup + rounds; round++) {
    for (const world of ['small', 'large'] as const) {
      const answer = await askOnce(askers[world], target, world);
      last[world] = answer;
      if (round >= warmup) times[world].push(answer.ms);
    }
  }
  const figures = (world: WorldName): Figures => {
    const sorted = [...times[world]].sort((a, b) => a - b);
    return { ...last[world], medianMs: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  };
  return { small: figures('small'), large: figures('large') };
}
