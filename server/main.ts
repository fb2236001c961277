// Process entry: parse config, start the mall backend (or use MALL_API_URL), build the app, listen,
// and shut down gracefully on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the pool).
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { startMallBackend } from './boot/mall-backend.ts';
import { ConfigError, parseEnv, type Config } from './config/env.ts';
import { createLoggerOptions } from './config/logger-options.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

function loadConfig(): Config {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export async function main(options: { dev: boolean }): Promise<void> {
  const config = loadConfig();
  const logger = pino(createLoggerOptions(config.logLevel));
  if (config.cookieSecretGenerated) {
    logger.warn('COOKIE_SECRET is not set: using a random secret, so logins end when the process restarts');
  }
  const mall = await startMallBackend(config, logger).catch(() => process.exit(1));
  // A start that fails (the build cannot load, the port is taken) stops the mall's child and exits: left running,
  // the child would keep this process alive, serving nothing and never saying so to whoever started it.
  const failStart = async (error: unknown): Promise<never> => {
    logger.fatal({ err: error }, 'the storefront could not start');
    await mall.close().catch(() => undefined);
    process.exit(1);
  };
  const app = await buildApp({ config, mallUrl: mall.url, dev: options.dev, documentPrefixes: mall.documentPrefixes }).catch(failStart);

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error('graceful shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    void app
      .close()
      .then(() => mall.close())
      .then(() => {
        logger.info('shutdown complete');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port }).catch(async (error: unknown) => {
    await app.close().catch(() => undefined);
    return failStart(error);
  });
  logger.info({ url: `http://${config.host}:${config.port}`, dev: options.dev }, 'storefront ready');
}

const invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) {
  await main({ dev: process.argv.includes('--dev') });
}
