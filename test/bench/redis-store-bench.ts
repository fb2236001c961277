// Shared-state throughput: counter hits/s and cache gets/s (warm key) for the memory backend and for Redis
// on loopback (a throwaway redis-server started here), with and without local copies, 1 and 50 calls in
// flight. About 15 seconds.
// Prints figures only; nothing here asserts on time.
//   node --import tsx test/bench/redis-store-bench.ts
import { createSharedState, type SharedState } from '../../server/shared-state/shared-state.ts';
import { startRedisServer } from '../integration/shared-state/redis-server.ts';

const RUN_MS = 800;
const CONCURRENCY = [1, 50];
const quiet = { warn: () => undefined, info: () => undefined };

/** Calls `work` with `inFlight` callers for RUN_MS; answers calls per second and the median latency. */
async function measure(inFlight: number, work: (index: number) => Promise<unknown>): Promise<{ perSecond: number; medianMs: number }> {
  const deadline = performance.now() + RUN_MS;
  const latencies: number[] = [];
  let calls = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async (_, worker) => {
      while (performance.now() < deadline) {
        const before = performance.now();
        await work(worker * 1_000_000 + calls);
        latencies.push(performance.now() - before);
        calls += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round(calls / elapsed), medianMs: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

function categoryTree(nodes: number): unknown {
  return { list: Array.from({ length: nodes }, (_, id) => ({ id, cate_name: `分类${id}`, pic: `/uploads/c/${id}.png`, children: [] })) };
}

async function benchBackend(label: string, state: SharedState, localMs = 0): Promise<string[]> {
  const rows: string[] = [];
  const small = state.cache(localMs ? 'bench-local' : 'bench', { freshMs: 600_000, staleMs: 0, localMs });
  await small.write('config', { site_name: '东联工业品商城', site_url: 'https://mall.example.com', copyright: [] });
  await small.write('tree', categoryTree(200));
  const treeBytes = Buffer.byteLength(JSON.stringify(categoryTree(200)));
  const neverCalled = async () => {
    throw new Error('warm key expected');
  };
  for (const inFlight of CONCURRENCY) {
    const hits = await measure(inFlight, (index) => state.counter.hit(`sms:10.0.${index % 250}.${index % 7}`, 60_000));
    const gets = await measure(inFlight, () => small.get('config', neverCalled));
    const trees = await measure(inFlight, () => small.get('tree', neverCalled));
    rows.push(
      [
        label.padEnd(15),
        String(inFlight).padStart(9),
        `${hits.perSecond}/s (p50 ${hits.medianMs.toFixed(3)} ms)`.padEnd(32),
        `${gets.perSecond}/s (p50 ${gets.medianMs.toFixed(3)} ms)`.padEnd(32),
        `${trees.perSecond}/s (p50 ${trees.medianMs.toFixed(3)} ms)`,
      ].join(' '),
    );
  }
  if (localMs === 0 && label === 'memory') rows.push(`(category tree value: ${(treeBytes / 1024).toFixed(1)} KB of JSON)`);
  return rows;
}

const redis = await startRedisServer();
try {
  const memory = await createSharedState({ redisUrl: undefined, keyPrefix: 'bench:', commandTimeoutMs: 200, logger: quiet });
  const shared = await createSharedState({ redisUrl: redis.url, keyPrefix: 'bench:', commandTimeoutMs: 200, logger: quiet });
  if (shared.health().backend !== 'redis') throw new Error(`redis not reachable: ${JSON.stringify(shared.health())}`);
  const rows = [
    ...(await benchBackend('memory', memory)),
    ...(await benchBackend('redis', shared)),
    // Local copies only change cache reads; the counter row is Redis again.
    ...(await benchBackend('redis+local 1s', shared, 1_000)),
  ];
  console.log(`backend         in flight ${'counter hit'.padEnd(32)} ${'cache get (small)'.padEnd(32)} cache get (category tree)`);
  for (const row of rows) console.log(row);
  await memory.close();
  await shared.close();
} finally {
  await redis.stop();
}
