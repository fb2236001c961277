// The demo malls of the API tests, each built and closed by vitest's hooks (lifecycle.ts): a file names the mall
// it needs in one line, `const mall = tradeMallPerTest()`, and every test meets a fresh one (or, per block, one
// shared by the block's read-only tests).
import type { FastifyInstance } from 'fastify';
import { buildMall } from '../../integration/demo-mall/accounts-helpers.ts';
import { buildCatalogueMall, type CatalogueTestMall } from '../../integration/demo-mall/catalogue-test-app.ts';
import { companyToken, setAccount } from '../../integration/demo-mall/company-finance-helpers.ts';
import { buildTradeMall, type TradeMall } from '../../integration/demo-mall/trade/trade-helpers.ts';
import { perBlock, perTest } from './lifecycle.ts';

type TradeMallOptions = Parameters<typeof buildTradeMall>[0];

/** A fresh trade mall (movable clock, the demo's tokens) for each test. */
export function tradeMallPerTest(options?: TradeMallOptions): TradeMall {
  return perTest(
    () => buildTradeMall(options),
    (mall) => mall.close(),
  );
}

/** One trade mall for the tests of the calling file or describe block. */
export function tradeMallPerBlock(options?: TradeMallOptions): TradeMall {
  return perBlock(
    () => buildTradeMall(options),
    (mall) => mall.close(),
  );
}

/** A trade mall whose `token` is company 2's (苏州恒泰, owner uid 3), the company the finance tests buy as. */
export interface CompanyTwoMall extends TradeMall {
  token: string;
}

/**
 * A fresh trade mall for each test with company 2's token and, when given, its account's starting figures in fen
 * (balance, used credit, credit line).
 */
export function companyTwoMallPerTest(account?: Parameters<typeof setAccount>[1]): CompanyTwoMall {
  return perTest(
    async () => {
      const mall = await buildTradeMall();
      if (account) setAccount(mall, account);
      return { ...mall, token: companyToken(mall) };
    },
    (mall) => mall.close(),
  );
}

/** One seeded catalogue mall for the read-mostly tests of the calling file or describe block. */
export function catalogueMallPerBlock(): CatalogueTestMall {
  return perBlock(buildCatalogueMall, (mall) => mall.app.close());
}

/** One accounts mall (the bare Fastify app) for the tests of the calling describe block. */
export function accountsMallPerBlock(): FastifyInstance {
  return perBlock(buildMall, (app) => app.close());
}
