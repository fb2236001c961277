// `npm run mall`: the demo mall on its own (MALL_PORT, default 4000), for benchmarks and a separately started BFF.
// Its state is kept in DEMO_MALL_DB (default data/demo-mall.sqlite), so a restart forgets nothing.
import { DEFAULT_DATABASE_FILE } from './db/database.ts';
import { startDemoMall } from './start.ts';

const port = Number.parseInt(process.env.MALL_PORT ?? '4000', 10);
const host = process.env.MALL_HOST ?? '127.0.0.1';
const database = process.env.DEMO_MALL_DB?.trim() || DEFAULT_DATABASE_FILE;
const mall = await startDemoMall({ host, port, logger: false, database });
console.log(`demo mall listening on ${mall.url} (set MALL_API_URL=${mall.url} for the storefront; data in ${database})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void mall.close().then(() => process.exit(0));
  });
}
