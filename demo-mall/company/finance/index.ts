// The company area's account, ledger and remittances, §3 of docs/company-api.md: the account and ledger routes,
// the remittance routes (forced login and a membership, each route naming its permission) and the demo
// platform console that reviews remittances and imports bank statements (no login, like the other demo consoles). Company orders' payments
// and refunds go through company-payments.ts, which the trade and after-sales modules are handed by app.ts.
import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account-routes.ts';
import { type BankConsoleDeps, registerBankConsole } from './bank-statement/bank-console.ts';
import { createFinanceViews } from './finance-views.ts';
import { registerPlatformConsole } from './platform-console.ts';
import { registerRemittanceRoutes } from './remittance-routes.ts';
import { createRemittanceStore } from './remittance-store.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { AccountRouteDeps } from './account-routes.ts';
import type { RemittanceRouteDeps } from './remittance-routes.ts';
import type { RemittanceConsoleDeps } from './platform-console.ts';

/** What the company's account, ledger and remittances (§3) use of the mall. */
export interface FinanceDeps extends AccountRouteDeps, RemittanceRouteDeps, RemittanceConsoleDeps, BankConsoleDeps {
  db: DemoMallDatabase;
}

export function registerFinance(app: FastifyInstance, options: FinanceDeps): void {
  const views = createFinanceViews(options.db);
  const remittances = createRemittanceStore(options.db, options.ledger);
  registerAccountRoutes(app, options, views);
  registerRemittanceRoutes(app, options, { views, remittances });
  registerPlatformConsole(app, options, remittances);
  registerBankConsole(app, options, remittances);
}
