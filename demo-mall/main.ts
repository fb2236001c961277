// The demo mall's process: `npm run mall` alone (MALL_PORT, default 4000), or the storefront's child when
// MALL_API_URL is unset (server/boot/mall-process.ts starts it with an IPC channel, port 0 on the first start).
// Its state is kept in DEMO_MALL_DB (default data/demo-mall.sqlite); when that default location cannot be opened
// (a read-only image, say) it keeps its state in memory and says so. A DEMO_MALL_DB that was asked for and cannot
// be opened stops the start, as do door settings that are not safe (NODE_ENV, DEMO_CONSOLES, DEMO_CONSOLE_PASSWORD).
// DEMO_MALL_SEED=large seeds an empty database with the large catalogue (docs/adr/0080), printing its progress.
import { openDoorsReport } from '#shared/demo-doors/door-settings.ts';
import { servedDoors } from '#shared/demo-doors/door-table.ts';
import type { DemoMallOptions } from './app.ts';
import { DatabaseOpenError, DEFAULT_DATABASE_FILE, IN_MEMORY } from './db/database.ts';
import { LARGE_DATABASE_FILE, seedLargeWorld } from './large-world/seed-large.ts';
import { doorSettingsFromEnv } from './doors/door-settings.ts';
import { seedFromEnv } from './catalogue/seed-choice.ts';
import { type ParentMessage, tellParent } from './parent-channel.ts';
import { answerProfileRequests } from './profile-channel.ts';
import { startDemoMall, type StartedDemoMall } from './start.ts';

const port = Number.parseInt(process.env.MALL_PORT ?? '4000', 10);
const host = process.env.MALL_HOST ?? '127.0.0.1';
const askedDatabase = process.env.DEMO_MALL_DB?.trim() || undefined;
const testHooks = process.env.DEMO_MALL_TEST_HOOKS === '1';
const profile = process.env.DEMO_MALL_PROFILE === '1';

async function start(): Promise<{ mall: StartedDemoMall; database: string; warning?: string; report: string }> {
  const doors = doorSettingsFromEnv(process.env);
  const report = openDoorsReport(doors, servedDoors(testHooks));
  const seed = seedFromEnv(process.env.DEMO_MALL_SEED);
  const options: DemoMallOptions & { host: string; port: number } = {
    host,
    port,
    logger: false,
    testHooks,
    doors,
    profile,
    seed,
    onSeedProgress: (line) => console.warn(`[demo mall] ${line}`),
  };
  // DEMO_MALL_SEED=large: the large world (catalogue and companies), written on the first start into its own
  // default file (docs/adr/0085), then served
  const database = askedDatabase ?? (seed === 'large' ? LARGE_DATABASE_FILE : DEFAULT_DATABASE_FILE);
  if (seed === 'large') {
    const done = await seedLargeWorld(database, { onProgress: (line) => console.warn(line) });
    console.warn(`[demo mall] large world ${done === 'seeded' ? 'written to' : 'found in'} ${database}`);
  }
  try {
    return { mall: await startDemoMall({ ...options, database }), database, report };
  } catch (error) {
    if (!(error instanceof DatabaseOpenError) || askedDatabase !== undefined) throw error;
    const warning = `the demo mall keeps its state in memory only (forgotten at exit): ${error.message}; set DEMO_MALL_DB to a writable file`;
    return { mall: await startDemoMall({ ...options, database: IN_MEMORY }), database: IN_MEMORY, warning, report };
  }
}

let started: Awaited<ReturnType<typeof start>>;
try {
  started = await start();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  tellParent({ kind: 'failed', message } satisfies ParentMessage);
  console.error(`the demo mall could not start: ${message}`);
  process.exit(1);
}
const { mall, database, warning, report } = started;
console.warn(`[demo mall] ${report}`);
if (!tellParent({ kind: 'ready', url: mall.url, database, ...(warning ? { warning } : {}) })) {
  if (warning) console.warn(warning);
  console.log(`demo mall listening on ${mall.url} (set MALL_API_URL=${mall.url} for the storefront; data in ${database})`);
}

answerProfileRequests(mall.context.profiler);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  void mall.close().then(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
// The storefront that started us is gone (even killed outright): a mall nobody reaches would only hold the port.
process.once('disconnect', stop);
