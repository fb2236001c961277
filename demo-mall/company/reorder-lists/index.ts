// Reorder lists (常购清单), §7 of docs/company-api.md: named lists shared by a company's members, their lines,
// idempotent saves and 一键加入购物车 into the caller's current cart with the stock checked.
import type { FastifyInstance } from 'fastify';
import { createReorderListCart } from './reorder-list-cart.ts';
import { registerReorderListRoutes } from './reorder-list-routes.ts';
import { createReorderListStore } from './reorder-list-store.ts';
import { createReorderListViews } from './reorder-list-views.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { ReorderListShop } from './reorder-list-cart.ts';
import type { ReorderListRouteDeps } from './reorder-list-routes.ts';

export type { ReorderListShop } from './reorder-list-cart.ts';

/** What the reorder lists (§7) use of the mall. */
export interface ReorderListsDeps extends ReorderListRouteDeps {
  db: DemoMallDatabase;
  /** the catalogue, stock and cart the lists read and fill */
  reorderListShop: ReorderListShop;
}

export function registerReorderLists(app: FastifyInstance, options: ReorderListsDeps): void {
  const shop = options.reorderListShop;
  registerReorderListRoutes(app, options, {
    store: createReorderListStore(options.db),
    views: createReorderListViews(shop),
    cart: createReorderListCart(shop),
    shop,
  });
}
