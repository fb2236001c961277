// The browser tests' own shop: each Playwright worker starts one storefront (production build, demo mall with
// its test hooks and a fresh in-memory database) on a free loopback port, and every test of that worker gets it
// as `baseURL`, with `signIn` to act as the personal buyer, a company 管理员 or a fresh member with a role
// (sign-in.ts). Workers never share a mall, so specs run side by side without seeing each other's carts and
// orders, and a retried test starts on a fresh worker with a fresh mall. A spec whose checks need the seeded
// state untouched by the specs before it on the same worker says `test.use({ freshMall: true })`: each of its
// tests then gets a storefront of its own with a fresh mall (a few seconds more a test, so only where it counts).
// `visitor` is a second browser with cookies of its own on the same mall, with its own `signIn`, for walks where
// two people act in turn (an admin and a member). Specs import `test` and `expect` here.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { type BffProcess, startBffProcess } from '../bff/bff-process.ts';
import { freePort } from '../bff/free-port.ts';
import { type SignIn, signInOn } from './sign-in.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const LOG_DIR = path.join(ROOT, 'test-results', 'e2e-artifacts');

/** The storefront's settings in the browser tests (what the README's start uses, plus the test hooks). */
function shopEnvironment(): Record<string, string> {
  return {
    LOG_LEVEL: 'warn',
    // A separate build folder lets several checkouts' browser tests run side by side.
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    DEMO_MALL_TEST_HOOKS: '1',
    // A fresh in-memory demo mall per worker, so every worker starts from the same seeded state.
    DEMO_MALL_DB: ':memory:',
    // Generous limits: the suite logs in and fetches captchas many times from one address.
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_SMS_PER_MINUTE: '1000',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000',
    // company webhooks may reach the specs' loopback receivers (docs/adr/0050; off in production)
    DEMO_WEBHOOK_ALLOW_INTERNAL: '1',
  };
}

/** Starts a storefront with a fresh mall, hands it to `use`, and stops it after. */
async function withShop(name: string, use: (shop: BffProcess) => Promise<void>): Promise<void> {
  mkdirSync(LOG_DIR, { recursive: true });
  const shop = await startBffProcess({ name, projectRoot: ROOT, port: await freePort(), env: shopEnvironment(), logDir: LOG_DIR });
  try {
    await use(shop);
  } finally {
    await shop.process.kill('SIGTERM', 10_000);
  }
}

/** Someone else on a browser of their own: a page with its own cookies on the same mall, and their sign-in. */
export interface Visitor {
  page: Page;
  signIn: SignIn;
}

interface TestFixtures {
  freshMall: boolean;
  /** the storefront this test talks to: the worker's, or one of its own under `freshMall` */
  mall: BffProcess;
  signIn: SignIn;
  visitor: Visitor;
}

export const test = base.extend<TestFixtures, { shop: BffProcess }>({
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => withShop(`shop-worker-${workerInfo.workerIndex}`, use),
    { scope: 'worker', timeout: 90_000 },
  ],
  freshMall: [false, { option: true }],
  mall: [
    async ({ shop, freshMall }, use, testInfo) => {
      if (!freshMall) return use(shop);
      await withShop(`shop-fresh-${testInfo.workerIndex}-${testInfo.testId}`, use);
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ mall }, use) => {
    await use(mall.url);
  },
  signIn: async ({ page, mall }, use) => {
    await use(signInOn(page, mall.url));
  },
  visitor: async ({ browser, mall }, use) => {
    const context = await browser.newContext({ baseURL: mall.url });
    try {
      const page = await context.newPage();
      await use({ page, signIn: signInOn(page, mall.url) });
    } finally {
      await context.close();
    }
  },
});

export { expect };
