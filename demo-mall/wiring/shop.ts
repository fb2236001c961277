// Composition of the shop a visitor browses: accounts, the catalogue and what it shows of shoppers, stock and
// buyer reviews (ports the catalogue owns, answered by shopping and trade), and the plugins that serve them.
import type { FastifyInstance } from 'fastify';
import { accountsModule, createAccounts, type Accounts } from '../accounts/index.ts';
import { createCatalogue, type Catalogue } from '../catalogue/catalogue.ts';
import { catalogueModule } from '../catalogue/index.ts';
import { createProductSearch, type ProductSearch } from '../catalogue/product-search.ts';
import type { ShopperSignals } from '../catalogue/shopper-signals.ts';
import { createCatalogueViews, type CatalogueViews } from '../catalogue/views/product-views.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { DemoMallOptions } from '../options.ts';
import { DEFAULT_SWITCHES, type SiteSwitches } from '../platform/site-switches.ts';
import { platformModule } from '../platform/index.ts';
import { settlementModule } from '../settlement/index.ts';
import { createPictureOrigin } from '../settlement/picture-origin.ts';
import { shoppingModule } from '../shopping/index.ts';
import { type AgreedPrices, agreedQuantityRule, type CartQuantityRule } from '../shopping/agreed-prices-port.ts';
import { agreedPricesOf } from '../company/agreement-prices/agreed-prices.ts';
import { createAgreementStore } from '../company/agreement-prices/agreement-store.ts';
import { systemClock } from '../core/clock.ts';
import { countersOf, createShoppingStores, shopperSignalsOf, type ShoppingStores } from '../shopping/shopping-stores.ts';
import { createReviewStore, type ReviewStore } from '../trade/review-store.ts';
import { createStockLedger, type StockLedger } from '../trade/stock-ledger.ts';

export interface Shop {
  catalogue: Catalogue;
  /** product lists and search over the catalogue tables */
  search: ProductSearch;
  accounts: Accounts;
  shopping: ShoppingStores;
  signals: ShopperSignals;
  /** the trade module's stock ledger, answering the catalogue's StockLevels */
  stock: StockLedger;
  /** the trade module's buyer reviews, answering the catalogue's BuyerReviews */
  reviews: ReviewStore;
  views: CatalogueViews;
  /** 企业协议价 (the company module's agreements), read by carts and order pricing */
  agreedPrices: AgreedPrices;
  agreedQuantity: CartQuantityRule;
  /** /api/config's feature switches */
  switches: Readonly<SiteSwitches>;
}

export function buildShop(db: DemoMallDatabase, options: DemoMallOptions): Shop {
  const catalogue = createCatalogue(db, { seed: options.seed, onProgress: options.onSeedProgress });
  const accounts = createAccounts(db, { tokenSecret: options.tokenSecret, printSms: options.printSms ?? true, clock: options.clock });
  const shopping = createShoppingStores(db, catalogue);
  const signals = shopperSignalsOf(shopping);
  const stock = createStockLedger(db);
  const reviews = createReviewStore(db, catalogue);
  const search = createProductSearch(db, catalogue, () => stock.soldOutProductIds());
  const views = createCatalogueViews(catalogue, search, signals, stock, reviews.port);
  const agreedPrices = agreedPricesOf(createAgreementStore(db));
  const agreedQuantity = agreedQuantityRule(agreedPrices, options.clock ?? systemClock);
  const switches = Object.freeze({ ...DEFAULT_SWITCHES, ...options.switches });
  return { catalogue, search, accounts, shopping, signals, stock, reviews, views, agreedPrices, agreedQuantity, switches };
}

/** platform, accounts, catalogue, shopping and settlement: the modules that need nothing of trade or company. */
export function registerShopModules(app: FastifyInstance, db: DemoMallDatabase, shop: Shop, testHooks: boolean): void {
  const { catalogue, accounts, shopping, views, stock } = shop;
  const { gate } = accounts;
  const seckillSlotTitle = (id: number) => catalogue.activities.seckillSlots.find((s) => s.seckill_time_id === id)?.title;
  app.register(platformModule, { seckillSlotTitle, switches: shop.switches });
  app.register(accountsModule, {
    accounts,
    countersOf: (key) => countersOf(shopping, key),
    testHooks,
    pictures: createPictureOrigin(db),
  });
  app.register(catalogueModule, {
    catalogue,
    search: shop.search,
    views,
    gate,
    signals: shop.signals,
    checkImageCaptcha: (key, code) => accounts.service.checkImageCaptcha(key, code),
  });
  app.register(shoppingModule, { stores: shopping, catalogue, views, gate, stock, agreedQuantity: shop.agreedQuantity });
  app.register(settlementModule, {
    db,
    gate,
    merchants: catalogue.merchants,
    checkSmsCode: (phone, code, type) => accounts.service.checkSmsCode(phone, code, type),
  });
}
