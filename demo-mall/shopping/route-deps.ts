// What every shopping route file is handed by the module's plugin.
import type { LoginGate } from '../core/login-gate.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { CatalogueViews } from '../catalogue/views/product-views.ts';
import type { CartRules } from './cart-rules.ts';
import type { CartViews } from './cart-views.ts';
import type { ShoppingStores } from './shopping-stores.ts';

export interface ShoppingRouteDeps extends ShoppingStores {
  catalogue: Catalogue;
  views: CatalogueViews;
  /** every shopping route is behind requireLogin; handlers read gate.principal(request) */
  gate: LoginGate;
  cartRules: CartRules;
  cartViews: CartViews;
}
