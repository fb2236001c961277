// 企业协议价, §9 of docs/company-api.md: the members' list, export and price sheet (agreement-routes.ts), the demo
// merchant console (agreement-console.ts). Carts and order pricing read agreements through shopping's AgreedPrices
// port (agreed-prices.ts), wired in wiring/shop.ts.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';
import { createCodeIndex } from '../quick-order/part-numbers.ts';
import { registerAgreementConsole } from './agreement-console.ts';
import { registerAgreementRoutes } from './agreement-routes.ts';
import { createAgreementStore } from './agreement-store.ts';

export function registerAgreementPrices(app: FastifyInstance, options: CompanyModuleOptions): void {
  const agreements = createAgreementStore(options.db);
  const codes = createCodeIndex(options.db, options.catalogue.goods);
  registerAgreementRoutes(app, options, agreements, codes);
  registerAgreementConsole(app, options, agreements, codes);
}
