// The boot switch: MALL_API_URL names a real backend; without it the demo mall starts as a child process on a free
// loopback port (server/boot/mall-process.ts). This file and mall-process.ts are the only storefront files that
// know server/demo-mall/ exists.
import type { Logger } from 'pino';
import type { Config } from '../config/env.ts';
import { startMallProcess } from './mall-process.ts';

export interface MallBackend {
  url: string;
  embedded: boolean;
  /** extra prefixes proxied to the mall (the demo's SMS outbox and QR confirm pages) */
  documentPrefixes: readonly string[];
  close(): Promise<void>;
}

export async function startMallBackend(config: Config, logger: Logger, env: NodeJS.ProcessEnv = {}): Promise<MallBackend> {
  if (config.mallApiUrl) {
    logger.info({ mallApiUrl: config.mallApiUrl }, 'using the mall backend at MALL_API_URL');
    return { url: config.mallApiUrl, embedded: false, documentPrefixes: [], close: async () => undefined };
  }
  const testHooks = config.demoMallTestHooks;
  const mall = await startMallProcess({ database: config.demoMallDb, testHooks, logger, env }).catch((error: unknown) => {
    logger.fatal({ err: error, demoMallDb: config.demoMallDb }, 'the demo mall could not start');
    throw error;
  });
  logger.info(
    { demoMallUrl: mall.url, demoMallDb: mall.database, pid: mall.pid() },
    'MALL_API_URL is not set: the demo mall is running as a child process (SMS codes: /demo/sms)',
  );
  if (testHooks) logger.warn('demo mall test hooks are exposed at /__test/* (DEMO_MALL_TEST_HOOKS=1)');
  return {
    url: mall.url,
    embedded: true,
    documentPrefixes: testHooks ? ['/demo/', '/__test/'] : ['/demo/'],
    close: () => mall.close(),
  };
}
