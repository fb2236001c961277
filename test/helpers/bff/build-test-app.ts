// Builds the BFF for a test, pointed at a fake or demo mall, not listening. Close it after the test.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app.ts';
import { parseEnv } from '../../../server/config/env.ts';
import { createLogCapture, type LogCapture } from './log-capture.ts';

export const TEST_COOKIE_SECRET = 'test-cookie-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  logs: LogCapture;
}

export async function buildTestApp(
  options: { mallUrl: string; env?: Record<string, string>; pages?: boolean } & Partial<
    Pick<BuildAppOptions, 'documentPrefixes' | 'publicDataFreshMs'>
  >,
): Promise<TestApp> {
  const config = parseEnv({ COOKIE_SECRET: TEST_COOKIE_SECRET, LOG_LEVEL: 'info', UPSTREAM_TIMEOUT_MS: '2000', ...options.env });
  const logs = createLogCapture();
  const app = await buildApp({
    config,
    mallUrl: options.mallUrl,
    logStream: logs.stream,
    pages: options.pages ?? false,
    ...(options.documentPrefixes ? { documentPrefixes: options.documentPrefixes } : {}),
    ...(options.publicDataFreshMs !== undefined ? { publicDataFreshMs: options.publicDataFreshMs } : {}),
  });
  await app.ready();
  return { app, logs };
}
