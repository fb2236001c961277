// Browser tests in Debian's chromium against the production build. Each worker starts its own storefront with
// the demo mall (its test hooks on, a fresh in-memory database) on a free port: test/helpers/e2e/shop-fixture.ts,
// which every spec imports `test` from. Two workers on CI's two cores. The specs fall into three projects by domain,
// so one domain runs alone (`npx playwright test --project=company`); `npm test` runs all three.
import { defineConfig } from '@playwright/test';

/** The page sweeps and what every page shares: titles, axe, chrome, browsing, the JavaScript budget. */
const PAGES = /\/(page-sweep|route-js-budget|home|chrome-[^/]*|browse-[^/]*|qualifications-licence|price-labels)\.spec\.ts$/;
/** The company (B2B) area: members, approvals, finance, statements, quick order, replenishment. */
const COMPANY = /\/(company-[^/]*|enterprise-purchasing|money-loop|remittance-code-and-bank-import|replenishment-from-order)\.spec\.ts$/;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // two workers share the two cores: the longest walks (an approval from limit to payment) take about a minute
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  projects: [
    { name: 'pages', testMatch: PAGES },
    { name: 'company', testMatch: COMPANY },
    // the personal shop: logging in, buying, orders, refunds, the user centre, and every spec not named above
    { name: 'shop', testIgnore: [PAGES, COMPANY] },
  ],
  use: {
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
});
