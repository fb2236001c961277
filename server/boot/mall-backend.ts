// The boot switch: MALL_API_URL names a real backend; without it the embedded demo mall starts on a free
// loopback port in this process. This is the only BFF file that touches server/demo-mall/.
import type { Logger } from 'pino';
import { openDoorsReport } from '#shared/demo-doors/door-settings.ts';
import { servedDoors } from '#shared/demo-doors/door-table.ts';
import type { Config } from '../config/env.ts';

export interface MallBackend {
  url: string;
  embedded: boolean;
  /** extra prefixes proxied to the mall (the demo's doors while they are open: SMS outbox, QR confirm, consoles) */
  documentPrefixes: readonly string[];
  close(): Promise<void>;
}

export async function startMallBackend(config: Config, logger: Logger): Promise<MallBackend> {
  if (config.mallApiUrl) {
    logger.info({ mallApiUrl: config.mallApiUrl }, 'using the mall backend at MALL_API_URL');
    return { url: config.mallApiUrl, embedded: false, documentPrefixes: [], close: async () => undefined };
  }
  const { startDemoMall } = await import('../demo-mall/start.ts');
  const { DatabaseOpenError, DEFAULT_DATABASE_FILE, IN_MEMORY } = await import('../demo-mall/db/database.ts');
  const testHooks = config.demoMallTestHooks;
  const doors = config.demoDoors;
  const start = (database: string) => startDemoMall({ host: '127.0.0.1', port: 0, testHooks, database, doors });
  // The demo mall keeps its state in SQLite, so a restart forgets no registration, cart or application.
  let database = config.demoMallDb ?? DEFAULT_DATABASE_FILE;
  let mall: Awaited<ReturnType<typeof start>>;
  try {
    mall = await start(database);
  } catch (error) {
    // Only the default location may fall back (e.g. a read-only image): a shop that forgets beats no shop.
    // A DEMO_MALL_DB that was asked for and cannot be used stops the start.
    if (!(error instanceof DatabaseOpenError) || config.demoMallDb !== undefined) {
      logger.fatal({ err: error, demoMallDb: database }, 'the embedded demo mall could not start');
      throw error;
    }
    logger.warn({ err: error }, 'the demo mall keeps its state in memory only (forgotten at exit); set DEMO_MALL_DB to a writable file');
    database = IN_MEMORY;
    mall = await start(database);
  }
  logger.info({ demoMallUrl: mall.url, demoMallDb: database }, 'MALL_API_URL is not set: the embedded demo mall is running');
  logger.warn(
    { demoDoorsOpen: doors.open, demoDoorPassword: doors.password !== undefined },
    openDoorsReport(doors, servedDoors(testHooks)),
  );
  // Shut doors are not even proxied: the BFF answers its own 404, the mall would answer another.
  const documentPrefixes = !doors.open ? [] : testHooks ? ['/demo/', '/__test/'] : ['/demo/'];
  return {
    url: mall.url,
    embedded: true,
    documentPrefixes,
    close: () => mall.close(),
  };
}
