// The BFF in front of the in-process demo mall (started with its test hooks), for integration tests that
// drive real flows: login, captcha, SMS, QR, catalogue.
import { startDemoMall, type StartedDemoMall } from '../../../demo-mall/start.ts';
import { seededImage } from '../mall/seeded-image.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

export interface BffWithDemoMall extends TestApp {
  mall: StartedDemoMall;
  close(): Promise<void>;
}

export async function startBffWithDemoMall(options: { env?: Record<string, string>; pages?: boolean } = {}): Promise<BffWithDemoMall> {
  // a private in-memory copy of the seeded image: every test file starts from the seed
  const mall = await startDemoMall({ testHooks: true, printSms: false, database: await seededImage() });
  const testApp = await buildTestApp({ mallUrl: mall.url, documentPrefixes: ['/demo/'], ...options });
  return {
    ...testApp,
    mall,
    async close() {
      await testApp.app.close();
      await mall.close();
    },
  };
}
