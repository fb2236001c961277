// The demo mall on a free loopback port (test hooks on), counting the calls it receives by method and path,
// so a test can tell whether a BFF instance asked the mall or answered from the shared cache.
import { createDemoMall } from '../../../demo-mall/app.ts';
import type { DemoMallContext } from '../../../demo-mall/app.ts';

export interface CountedDemoMall {
  url: string;
  context: DemoMallContext;
  /** calls so far to `METHOD /path` (query ignored) */
  calls(route: string): number;
  close(): Promise<void>;
}

export async function startCountedDemoMall(): Promise<CountedDemoMall> {
  // createDemoMall (not buildDemoMall): the counting hook must be added before the app is ready.
  const { app, context } = createDemoMall({ testHooks: true, printSms: false });
  const counts = new Map<string, number>();
  app.addHook('onRequest', async (request) => {
    const route = `${request.method} ${request.url.split('?', 1)[0]}`;
    counts.set(route, (counts.get(route) ?? 0) + 1);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, context, calls: (route) => counts.get(route) ?? 0, close: () => app.close() };
}
