// 企业协议价, §9 of docs/company-api.md: the members' list, export and price sheet (agreement-routes.ts), the demo
// merchant console (agreement-console.ts). Carts and order pricing read agreements through shopping's AgreedPrices
// port (agreed-prices.ts), wired in wiring/shop.ts.
import type { FastifyInstance } from 'fastify';
import { createCodeIndex } from '../quick-order/part-numbers.ts';
import { registerAgreementConsole } from './agreed-price-console.ts';
import { registerAgreementRoutes } from './agreed-price-routes.ts';
import { createAgreementStore } from './agreed-price-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { AgreementConsoleDeps } from './agreed-price-console.ts';
import type { AgreementRouteDeps } from './agreed-price-routes.ts';

/** What 企业协议价 (§9) uses of the mall. */
export interface AgreedPricesDeps extends AgreementRouteDeps, AgreementConsoleDeps {
  db: DemoMallDatabase;
}

export function registerAgreedPrices(app: FastifyInstance, options: AgreedPricesDeps): void {
  const agreements = createAgreementStore(options.db);
  const codes = createCodeIndex(options.db, options.catalogue.goods);
  registerAgreementRoutes(app, options, agreements, codes);
  registerAgreementConsole(app, options, agreements, codes);
}
