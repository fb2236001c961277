// The demo mall: a Fastify app of its own that speaks the CRMEB storefront API over HTTP, built from one
// encapsulated plugin per business area over one SQLite database. The BFF never imports this folder; only
// the boot switch (server/boot/) starts it. See README.md in this folder for the module map; the modules meet
// through ports wired in wiring/ (shop, trade, company, request hooks).
import Fastify, { type FastifyInstance } from 'fastify';
import type { Accounts } from './accounts/index.ts';
import type { BuyerPurse } from './accounts/buyer-purse.ts';
import type { AfterSales } from './after-sales/index.ts';
import type { Catalogue } from './catalogue/catalogue.ts';
import type { CatalogueViews } from './catalogue/views/product-views.ts';
import type { Approvals } from './company/approvals/approval-service.ts';
import type { CompanyLedger } from './company/company-ledger.ts';
import type { DeliveryWorker } from './company/inbox/delivery-worker.ts';
import type { Membership } from './company/membership.ts';
import type { FileReaders } from './company/quick-order/file-readers.ts';
import { systemClock } from './core/clock.ts';
import { answerNotFound } from './core/not-found.ts';
import { IN_MEMORY, openDatabase, type DemoMallDatabase } from './db/database.ts';
import { type Profiler, timeStatements } from './db/statement-timing.ts';
import { resolveDoorSettings } from './doors/door-settings.ts';
import type { DemoMallOptions } from './options.ts';
import type { DemoDoorSettings } from '#shared/demo-doors/door-settings.ts';
import type { ShoppingStores } from './shopping/shopping-stores.ts';
import type { FulfilmentStore } from './trade/fulfilment-store.ts';
import type { OrderService } from './trade/order-service.ts';
import type { OrderStore } from './trade/order-store.ts';
import type { ReviewStore } from './trade/review-store.ts';
import type { StockLedger } from './trade/stock-ledger.ts';
import { buildCompany, buildCompanyMoney, type Company, type CompanyMoney, registerCompanyModule } from './wiring/company.ts';
import { installRequestHooks } from './wiring/request-hooks.ts';
import { buildShop, registerShopModules, type Shop } from './wiring/shop.ts';
import { buildTrade, registerTradeModules, type Trade, type TradeTiming } from './wiring/trade.ts';

export type { DemoMallOptions };
export type { DemoDoorSettings };

/** What tests and tools may look at inside a running demo mall. */
export interface DemoMallContext {
  options: DemoMallOptions;
  /** whether the demo doors are open, and behind which password */
  doors: DemoDoorSettings;
  db: DemoMallDatabase;
  /** statement times and event-loop blocks, when options.profile is on */
  profiler?: Profiler;
  catalogue: Catalogue;
  views: CatalogueViews;
  accounts: Accounts['service'];
  signer: Accounts['signer'];
  /** the login gate every module's forced-login routes run (tests register routes behind it) */
  gate: Accounts['gate'];
  shopping: ShoppingStores;
  trade: {
    stock: StockLedger;
    orders: OrderStore;
    fulfilment: FulfilmentStore;
    reviews: ReviewStore;
    service: OrderService;
    purse: BuyerPurse;
  };
  afterSales: AfterSales;
  company: { membership: Membership; ledger: CompanyLedger; approvals: Approvals; fileReaders: FileReaders; webhooks: DeliveryWorker };
}

/** Minutes an unpaid order waits for payment: the option, else DEMO_ORDER_CLOSE_MINUTES, else 15. */
export function orderCloseMinutes(options: DemoMallOptions): number {
  const fromEnv = Number(process.env.DEMO_ORDER_CLOSE_MINUTES);
  const minutes = options.orderCloseMinutes ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 15);
  return minutes;
}

/**
 * Opens the database, builds the shared services and queues the module plugins; Fastify loads them on
 * ready() (or the first inject). Use buildDemoMall to get an app that is ready.
 */
export function createDemoMall(options: DemoMallOptions = {}): { app: FastifyInstance; context: DemoMallContext } {
  const doors = resolveDoorSettings(options.doors, process.env);
  const db = openDatabase(options.database ?? IN_MEMORY);
  const profiler = options.profile ? timeStatements(db) : undefined;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 12 * 1024 * 1024 });
  app.addHook('onClose', async () => {
    db.close();
  });
  try {
    const now = options.clock ?? systemClock;
    const timing: TradeTiming = { now, closeAfterMs: orderCloseMinutes(options) * 60_000, sweepEveryMs: options.orderSweepMs ?? 30_000 };
    const testHooks = options.testHooks === true;
    const shop = buildShop(db, options);
    const money = buildCompanyMoney(db, now);
    const trade = buildTrade(db, shop, money.payments, timing);
    const company = buildCompany(app, db, shop, trade, timing, options.webhooks);

    installRequestHooks(app, {
      gate: shop.accounts.gate,
      doors,
      now,
      membership: company.membership,
      approvals: company.approvals,
      openClients: company.openClients,
    });
    registerShopModules(app, db, shop, testHooks);
    registerTradeModules(app, db, { shop, trade, ports: company.ports, companyPayments: money.payments, timing });
    registerCompanyModule(app, db, { shop, trade, money, company, now, testHooks });
    app.setNotFoundHandler(answerNotFound);

    return { app, context: { ...contextOf({ options, doors, db, shop, trade, money, company }), ...(profiler ? { profiler } : {}) } };
  } catch (error) {
    db.close();
    throw error;
  }
}

function contextOf(parts: {
  options: DemoMallOptions;
  doors: DemoDoorSettings;
  db: DemoMallDatabase;
  shop: Shop;
  trade: Trade;
  money: CompanyMoney;
  company: Company;
}): DemoMallContext {
  const { shop, trade, company } = parts;
  return {
    options: parts.options,
    doors: parts.doors,
    db: parts.db,
    catalogue: shop.catalogue,
    views: shop.views,
    accounts: shop.accounts.service,
    signer: shop.accounts.signer,
    gate: shop.accounts.gate,
    shopping: shop.shopping,
    trade: {
      stock: shop.stock,
      orders: trade.orders,
      fulfilment: trade.fulfilment,
      reviews: shop.reviews,
      service: trade.service,
      purse: trade.purse,
    },
    afterSales: trade.afterSales,
    company: {
      membership: company.membership,
      ledger: parts.money.ledger,
      approvals: company.approvals,
      fileReaders: company.fileReaders,
      webhooks: company.inbox.worker,
    },
  };
}

export async function buildDemoMall(options: DemoMallOptions = {}): Promise<{ app: FastifyInstance; context: DemoMallContext }> {
  const mall = createDemoMall(options);
  try {
    await mall.app.ready();
  } catch (error) {
    await mall.app.close();
    throw error;
  }
  return mall;
}
