// `npm run mall`: the demo mall on its own (MALL_PORT, default 4000), for benchmarks and a separately started BFF.
// Its state is kept in DEMO_MALL_DB (default data/demo-mall.sqlite), so a restart forgets nothing.
import { openDoorsReport } from '#shared/demo-doors/door-settings.ts';
import { servedDoors } from '#shared/demo-doors/door-table.ts';
import { DEFAULT_DATABASE_FILE } from './db/database.ts';
import { doorSettingsFromEnv, DoorSettingsError } from './doors/door-settings.ts';
import { startDemoMall } from './start.ts';

const port = Number.parseInt(process.env.MALL_PORT ?? '4000', 10);
const host = process.env.MALL_HOST ?? '127.0.0.1';
const database = process.env.DEMO_MALL_DB?.trim() || DEFAULT_DATABASE_FILE;
// Door settings come from this process's environment (NODE_ENV, DEMO_CONSOLES, DEMO_CONSOLE_PASSWORD).
let doors: ReturnType<typeof doorSettingsFromEnv>;
try {
  doors = doorSettingsFromEnv(process.env);
} catch (error) {
  if (!(error instanceof DoorSettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const mall = await startDemoMall({ host, port, logger: false, database, doors });
console.warn(`[demo mall] ${openDoorsReport(doors, servedDoors(false))}`);
console.log(`demo mall listening on ${mall.url} (set MALL_API_URL=${mall.url} for the storefront; data in ${database})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void mall.close().then(() => process.exit(0));
  });
}
