// Starts the demo mall on a loopback port and hands back its URL; used by the boot switch, tests and `npm run mall`.
import { buildDemoMall, type DemoMallContext, type DemoMallOptions } from './app.ts';

export interface StartedDemoMall {
  url: string;
  context: DemoMallContext;
  close(): Promise<void>;
}

export async function startDemoMall(options: DemoMallOptions & { host?: string; port?: number } = {}): Promise<StartedDemoMall> {
  const { app, context } = await buildDemoMall(options);
  const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  return { url: address, context, close: () => app.close() };
}
