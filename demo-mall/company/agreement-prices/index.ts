// 企业协议价, §9 of docs/company-api.md: the members' list, export and price sheet (agreement-routes.ts), the demo
// merchant console (agreement-console.ts). Carts and order pricing read agreements through shopping's AgreedPrices
// port (agreed-prices.ts), wired in wiring/shop.ts.
import type { FastifyInstance } from 'fastify';
import { buildCodeIndex } from '../quick-order/part-numbers.ts';
import { registerAgreementConsole } from './agreement-console.ts';
import { registerAgreementRoutes } from './agreement-routes.ts';
import { createAgreementStore } from './agreement-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { AgreementConsoleDeps } from './agreement-console.ts';
import type { AgreementRouteDeps } from './agreement-routes.ts';

/** What 企业协议价 (§9) uses of the mall. */
export interface AgreementPricesDeps extends AgreementRouteDeps, AgreementConsoleDeps {
  db: DemoMallDatabase;
}

export function registerAgreementPrices(app: FastifyInstance, options: AgreementPricesDeps): void {
  const agreements = createAgreementStore(options.db);
  const codes = buildCodeIndex(options.catalogue.goods.normalProducts);
  registerAgreementRoutes(app, options, agreements, codes);
  registerAgreementConsole(app, options, agreements, codes);
}
