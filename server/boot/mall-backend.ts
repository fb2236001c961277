// The boot switch: MALL_API_URL names a real backend; without it the demo mall starts as a child process on a free
// loopback port (server/boot/mall-process.ts). This file and mall-process.ts are the only storefront files that
// know demo-mall/ exists.
import type { Logger } from 'pino';
import { openDoorsReport } from '#shared/demo-doors/door-settings.ts';
import { servedDoors } from '#shared/demo-doors/door-table.ts';
import type { Config } from '../config/env.ts';
import { startMallProcess } from './mall-process.ts';

export interface MallBackend {
  url: string;
  embedded: boolean;
  /** extra prefixes proxied to the mall (the demo's doors while they are open: SMS outbox, QR confirm, consoles) */
  documentPrefixes: readonly string[];
  close(): Promise<void>;
}

export async function startMallBackend(config: Config, logger: Logger, env: NodeJS.ProcessEnv = {}): Promise<MallBackend> {
  if (config.mallApiUrl) {
    logger.info({ mallApiUrl: config.mallApiUrl }, 'using the mall backend at MALL_API_URL');
    return { url: config.mallApiUrl, embedded: false, documentPrefixes: [], close: async () => undefined };
  }
  const testHooks = config.demoMallTestHooks;
  const doors = config.demoDoors;
  // The child decides its doors from these exactly as this configuration did (shared/demo-doors/door-settings.ts).
  const doorEnv = { DEMO_CONSOLES: doors.open ? '1' : '0', DEMO_CONSOLE_PASSWORD: doors.password ?? '' };
  const mall = await startMallProcess({ database: config.demoMallDb, testHooks, logger, env: { ...env, ...doorEnv } }).catch(
    (error: unknown) => {
      logger.fatal({ err: error, demoMallDb: config.demoMallDb }, 'the demo mall could not start');
      throw error;
    },
  );
  logger.info(
    { demoMallUrl: mall.url, demoMallDb: mall.database, pid: mall.pid() },
    'MALL_API_URL is not set: the demo mall is running as a child process (SMS codes: /demo/sms)',
  );
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
