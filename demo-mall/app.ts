// The demo mall: a Fastify app of its own that speaks the CRMEB storefront API over HTTP, built from one
// encapsulated plugin per business area over one SQLite database. The BFF never imports this folder; only
// the boot switch (server/boot/) starts it. See README.md in this folder for the module map.
import { parse as parseQueryString } from 'node:querystring';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountsModule, createAccounts, type Accounts } from './accounts/index.ts';
import { type AfterSales, afterSalesModule, createAfterSales } from './after-sales/index.ts';
import { createCatalogue, type Catalogue } from './catalogue/catalogue.ts';
import { catalogueModule } from './catalogue/index.ts';
import { createProductSearch } from './catalogue/product-search.ts';
import { createCatalogueViews, type CatalogueViews } from './catalogue/views/product-views.ts';
import { type CompanyLedger, createCompanyLedger } from './company/company-ledger.ts';
import { createCompanyPayments } from './company/finance/company-payments.ts';
import { type Approvals, createApprovals } from './company/approvals/approval-service.ts';
import { orderApprovalHooks } from './company/approvals/order-hooks.ts';
import { companyModule } from './company/index.ts';
import { createFileReaders, type FileReaders } from './company/quick-order/file-readers.ts';
import { createOrderPurchaseRefs } from './company/purchase-refs/order-purchase-refs.ts';
import { createMembership, type Membership } from './company/membership.ts';
import { createCompanyRouteGuard } from './company/route-guard.ts';
import { IN_MEMORY, openDatabase, type DemoMallDatabase } from './db/database.ts';
import type { DemoMallOptions } from './options.ts';
import type { DemoDoorSettings } from '#shared/demo-doors/door-settings.ts';
import { platformModule } from './platform/index.ts';
import { settlementModule } from './settlement/index.ts';
import { createCartRules } from './shopping/cart-rules.ts';
import { shoppingModule } from './shopping/index.ts';
import { countersOf, createShoppingStores, shopperSignalsOf, type ShoppingStores } from './shopping/shopping-stores.ts';
import { createBuyerPurse, type BuyerPurse } from './accounts/buyer-purse.ts';
import { seedCompanyCreditLines, seedCompanyPurses } from './company/finance/company-opening.ts';
import { systemClock } from './core/clock.ts';
import { formatDateTime } from './core/envelope.ts';
import { seedOnce } from './db/settings.ts';
import { answerNotFound } from './core/not-found.ts';
import { installDoorGuard } from './doors/door-guard.ts';
import { resolveDoorSettings } from './doors/door-settings.ts';
import { createAddressStore } from './trade/address-store.ts';
import { createCheckout } from './trade/checkout.ts';
import { createCompanyOrderAccess } from './company/company-order-access.ts';
import { createFulfilmentStore, type FulfilmentStore } from './trade/fulfilment-store.ts';
import { createReceiptTitleStore } from './trade/receipt-title-store.ts';
import { maskedName } from './trade/review-service.ts';
import { createReviewStore, type ReviewStore } from './trade/review-store.ts';
import { avatarPath } from './accounts/user-directory.ts';
import { uidOf } from './core/login-gate.ts';
import { tradeModule } from './trade/index.ts';
import { createOrderService, type OrderService } from './trade/order-service.ts';
import { createOrderStore, type OrderStore } from './trade/order-store.ts';
import { createStockLedger, type StockLedger } from './trade/stock-ledger.ts';

export type { DemoMallOptions };
export type { DemoDoorSettings };

/** What tests and tools may look at inside a running demo mall. */
export interface DemoMallContext {
  options: DemoMallOptions;
  /** whether the demo doors are open, and behind which password */
  doors: DemoDoorSettings;
  db: DemoMallDatabase;
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
  company: { membership: Membership; ledger: CompanyLedger; approvals: Approvals; fileReaders: FileReaders };
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
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 12 * 1024 * 1024 });
  app.addHook('onClose', async () => {
    db.close();
  });
  try {
    const catalogue = createCatalogue();
    const accounts = createAccounts(db, { tokenSecret: options.tokenSecret, printSms: options.printSms ?? true, clock: options.clock });
    const shopping = createShoppingStores(db, catalogue);
    const signals = shopperSignalsOf(shopping);
    const stock = createStockLedger(db);
    const reviews = createReviewStore(db, catalogue);
    const views = createCatalogueViews(catalogue, signals, stock, reviews.port);
    const now = options.clock ?? systemClock;
    seedOnce(db, 'company-purses', () => seedCompanyPurses(db, formatDateTime(new Date(now()))));
    seedOnce(db, 'company-credit-lines', () => seedCompanyCreditLines(db));
    const purse = createBuyerPurse(db);
    const closeAfterMs = orderCloseMinutes(options) * 60_000;
    const addresses = createAddressStore(db);
    const orders = createOrderStore(db);
    const fulfilment = createFulfilmentStore(db);
    const companyLedger = createCompanyLedger(db);
    const companyPayments = createCompanyPayments(db, companyLedger);
    const checkout = createCheckout({ catalogue, carts: shopping.carts, wallet: shopping.wallet, purse, addresses, stock });
    const orderService = createOrderService({
      orders,
      checkout,
      stock,
      wallet: shopping.wallet,
      carts: shopping.carts,
      purse,
      companyPayments,
      now,
      closeAfterMs,
    });
    const afterSales = createAfterSales({ db, catalogue, orders, purse, companyPayments, stock, wallet: shopping.wallet, now });
    const { gate } = accounts;
    const membership = createMembership(db);
    const approvals = createApprovals({ db, gate, membership, orders, service: orderService, now, closeAfterMs });
    const companyOrders = createCompanyOrderAccess({ db, gate, membership });
    const purchaseRefs = createOrderPurchaseRefs({ db, gate });
    // quick-order files are read in worker threads, stopped with the mall
    const fileReaders = createFileReaders((detail) => app.log.error({ detail }, 'a quick-order file reader failed'));
    app.addHook('onClose', async () => fileReaders.close());

    // CRMEB merges query and body and accepts form posts as well as JSON (docs/mall-api.md §1.4).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, parseQueryString(body as string));
    });
    gate.install(app);
    // Before any module registers, so every door route and the 404 pass the guard.
    installDoorGuard(app, doors, now);
    app.decorateRequest(membership.decorator, null);
    // before any module registers, so every route gets the role table's check (shared/company/company-route-permissions.ts)
    createCompanyRouteGuard({ membership, alsoAllows: approvals.financePaysApproved }).install(app);

    // CORS preflight answers an empty 200, like AllowOriginMiddleware.
    app.options('/*', async (_request, reply) => reply.code(200).send(''));

    const seckillSlotTitle = (id: number) => catalogue.activities.seckillSlots.find((s) => s.seckill_time_id === id)?.title;
    app.register(platformModule, { seckillSlotTitle });
    app.register(accountsModule, { accounts, countersOf: (key) => countersOf(shopping, key), testHooks: options.testHooks === true });
    app.register(catalogueModule, {
      catalogue,
      search: createProductSearch(catalogue),
      views,
      gate,
      signals,
      checkImageCaptcha: (key, code) => accounts.service.checkImageCaptcha(key, code),
    });
    app.register(shoppingModule, { stores: shopping, catalogue, views, gate, stock });
    app.register(settlementModule, {
      db,
      gate,
      merchants: catalogue.merchants,
      checkSmsCode: (phone, code, type) => accounts.service.checkSmsCode(phone, code, type),
    });
    app.register(tradeModule, {
      gate,
      catalogue,
      addresses,
      orders,
      fulfilment,
      receiptTitles: createReceiptTitleStore(db),
      reviews,
      buyerCard: (key: string) => {
        const personal = key.startsWith('user:');
        const nickname = personal ? accounts.service.nicknameOf(uidOf(key)) : null;
        return { nickname: maskedName(nickname ?? '企业采购'), avatar: personal ? avatarPath(uidOf(key)) : '' };
      },
      service: orderService,
      purse,
      companyPayments,
      now,
      closeAfterMs,
      sweepEveryMs: options.orderSweepMs ?? 30_000,
      refunds: afterSales.signals,
      companyOrders,
      approvals: orderApprovalHooks(approvals),
      purchaseRefs,
    });
    app.register(afterSalesModule, { gate, catalogue, orders, afterSales, now, companyOrders });
    app.register(companyModule, {
      db,
      gate,
      membership,
      ledger: companyLedger,
      now,
      sendCompanyInvite: (phone, text) => accounts.service.sendCompanyInvite(phone, text),
      testHooks: options.testHooks === true,
      reorderListShop: { catalogue, stock, carts: shopping.carts, cartRules: createCartRules(catalogue, shopping.carts, stock) },
      catalogue,
      stock,
      carts: shopping.carts,
      approvals,
      orders,
      fileReaders,
    });

    app.setNotFoundHandler(answerNotFound);

    const context: DemoMallContext = {
      options,
      doors,
      db,
      catalogue,
      views,
      accounts: accounts.service,
      signer: accounts.signer,
      gate,
      shopping,
      trade: { stock, orders, fulfilment, reviews, service: orderService, purse },
      afterSales,
      company: { membership, ledger: companyLedger, approvals, fileReaders },
    };
    return { app, context };
  } catch (error) {
    db.close();
    throw error;
  }
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
