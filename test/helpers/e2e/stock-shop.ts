// A storefront in front of the recorded stock CRMEB-MER mall (test/helpers/stock-mall), for the specs that check
// what the pages make of stock's real answers: each Playwright worker starts the stock mall in its own process and a
// production storefront with MALL_API_URL pointing at it, and every test of that worker gets the storefront as
// `baseURL`. The stock mall reports no WeChat switch, so MALL_WEIXIN_PAY=1 says the shop has 微信支付 (ADR 0057).
import { mkdirSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { type BffProcess, startBffProcess } from '../bff/bff-process.ts';
import { freePort } from '../bff/free-port.ts';
import { startStockMall, type StockMall } from '../stock-mall/stock-mall.ts';
import { LOG_DIR, ROOT } from './shop-fixture.ts';

export interface StockShop {
  shop: BffProcess;
  mall: StockMall;
}

export const test = base.extend<object, { stock: StockShop }>({
  stock: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      mkdirSync(LOG_DIR, { recursive: true });
      const mall = await startStockMall();
      const env = {
        LOG_LEVEL: 'warn',
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        MALL_API_URL: mall.url,
        MALL_WEIXIN_PAY: '1',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      };
      const name = `stock-shop-${workerInfo.workerIndex}`;
      const shop = await startBffProcess({ name, projectRoot: ROOT, port: await freePort(), env, logDir: LOG_DIR });
      try {
        await use({ shop, mall });
      } finally {
        await shop.process.kill('SIGTERM', 10_000);
        await mall.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ stock }, use) => {
    await use(stock.shop.url);
  },
});

export { expect };
