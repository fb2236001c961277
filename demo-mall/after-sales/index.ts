// The after-sales module (docs/mall-api.md §3.8): refunds and returns of paid orders, with their state in the
// database. `createAfterSales` builds the services once (app.ts hands their RefundSignals to the trade module's
// order views); the plugin registers the public lists, the buyer's routes behind requireLogin and the demo
// merchant console's after-sales page.
import type { CompanyOrderAccess } from '../trade/company-order-access.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { BuyerPurse } from '../accounts/buyer-purse.ts';
import type { CompanyPayments } from '../trade/company-payments-port.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { LoginGate } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { CouponWallet } from '../shopping/coupon-wallet.ts';
import type { OrderStore } from '../trade/order-store.ts';
import type { StockLedger } from '../trade/stock-ledger.ts';
import { registerApplyRoutes } from './apply-routes.ts';
import { registerCommonRoutes } from './common-routes.ts';
import { registerRefundConsole } from './console-routes.ts';
import { createRefundFacts } from './refund-facts.ts';
import { createRefundFlow } from './refund-flow.ts';
import { createRefundPayout } from './refund-payout.ts';
import { createRefundRequests } from './refund-requests.ts';
import { registerRefundRoutes } from './refund-routes.ts';
import { createRefundStore } from './refund-store.ts';
import { createRefundViews } from './refund-views.ts';
import { createPictureOrigin } from '../settlement/picture-origin.ts';

export interface AfterSalesDeps {
  db: DemoMallDatabase;
  catalogue: Catalogue;
  orders: OrderStore;
  purse: BuyerPurse;
  /** where refunds of company orders go (the company ledger) */
  companyPayments: CompanyPayments;
  stock: StockLedger;
  wallet: CouponWallet;
  /** ms clock of the refund rules (refund window, double submits); tests move it */
  now: () => number;
}

export function createAfterSales(deps: AfterSalesDeps) {
  const store = createRefundStore(deps.db);
  const facts = createRefundFacts({ ...deps, store });
  const payout = createRefundPayout({ ...deps, store, facts });
  return {
    store,
    facts,
    requests: createRefundRequests({ store, facts, now: deps.now }),
    flow: createRefundFlow({ store, payout, now: deps.now }),
    views: createRefundViews({ ...deps, store, facts }),
    /** refund and return pictures are the buyer's own uploads */
    pictures: createPictureOrigin(deps.db),
    /** what the trade module's order views show of refunds */
    signals: facts.signals,
  };
}

export type AfterSales = ReturnType<typeof createAfterSales>;

export interface AfterSalesModuleOptions {
  gate: LoginGate;
  catalogue: Catalogue;
  orders: OrderStore;
  afterSales: AfterSales;
  now: () => number;
  /** which company orders a member may ask refunds for (docs/company-api.md §1.3) */
  companyOrders: CompanyOrderAccess;
}

export const afterSalesModule: FastifyPluginAsync<AfterSalesModuleOptions> = async (app, options) => {
  const { gate, afterSales } = options;
  registerCommonRoutes(app);
  // demo only, like /demo/merchant: the merchant's side of refunds and returns
  registerRefundConsole(app, { ...afterSales, catalogue: options.catalogue, orders: options.orders });

  await app.register(async (scope) => {
    scope.addHook('preHandler', gate.requireLogin);
    scope.addHook('preHandler', options.companyOrders.guard);
    registerApplyRoutes(scope, { gate, requests: afterSales.requests, pictures: afterSales.pictures });
    registerRefundRoutes(scope, { ...afterSales, gate, now: options.now, companyOrders: options.companyOrders });
  });
};
