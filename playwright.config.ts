// Browser tests in Debian's chromium against the production build, with the embedded demo mall
// (started with its test hooks so tests can read captcha answers and SMS codes).
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** A free loopback port, chosen once in the main process; workers inherit it through the environment. */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${E2E_BASE_URL}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // A separate build folder lets several checkouts' browser tests run side by side.
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      DEMO_MALL_TEST_HOOKS: '1',
      // A fresh in-memory demo mall per run, so every run starts from the same seeded state.
      DEMO_MALL_DB: ':memory:',
      // Generous limits: the suite logs in and fetches captchas many times from one address.
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_SMS_PER_MINUTE: '1000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000',
    },
  },
});
