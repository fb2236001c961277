// The shopping module: carts, favourites and follows, received coupons, browsing history and arrival notices.
// Every route needs a login: one requireLogin preHandler covers the whole module.
import type { FastifyPluginAsync } from 'fastify';
import type { LoginGate } from '../core/login-gate.ts';
import type { StockLevels } from '../catalogue/stock-levels.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { CatalogueViews } from '../catalogue/views/product-views.ts';
import type { CartQuantityRule } from './agreed-prices-port.ts';
import { createCartRules } from './cart-rules.ts';
import { registerCartRoutes } from './cart-routes.ts';
import { createCartViews } from './cart-views.ts';
import { registerCouponWalletRoutes } from './coupon-wallet-routes.ts';
import { registerHistoryRoutes } from './history-routes.ts';
import { registerNoticeRoutes } from './notice-routes.ts';
import { registerRelationRoutes } from './relation-routes.ts';
import type { ShoppingStores } from './shopping-stores.ts';

export interface ShoppingModuleOptions {
  stores: ShoppingStores;
  catalogue: Catalogue;
  views: CatalogueViews;
  gate: LoginGate;
  /** effective stock (seed less the trade module's reservations) */
  stock: StockLevels;
  /** 企业协议价's quantity rule on the company cart (docs/company-api.md §9.4) */
  agreedQuantity?: CartQuantityRule;
}

export const shoppingModule: FastifyPluginAsync<ShoppingModuleOptions> = async (
  app,
  { stores, catalogue, views, gate, stock, agreedQuantity },
) => {
  app.addHook('preHandler', gate.requireLogin);
  const deps = {
    ...stores,
    catalogue,
    views,
    gate,
    cartRules: createCartRules(catalogue, stores.carts, stock, agreedQuantity),
    cartViews: createCartViews(catalogue, views, stock),
  };
  registerCartRoutes(app, deps);
  registerRelationRoutes(app, deps);
  registerCouponWalletRoutes(app, deps);
  registerHistoryRoutes(app, deps);
  registerNoticeRoutes(app, deps);
};
