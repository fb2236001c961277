// What every catalogue route file is handed by the module's plugin.
import type { LoginGate } from '../../core/login-gate.ts';
import type { Catalogue } from '../catalogue.ts';
import type { ProductSearch } from '../product-search.ts';
import type { ShopperSignals } from '../shopper-signals.ts';
import type { CatalogueViews } from '../views/product-views.ts';

export interface CatalogueRouteDeps {
  catalogue: Catalogue;
  search: ProductSearch;
  views: CatalogueViews;
  /** catalogue routes are public; the gate only tells a viewer from a guest */
  gate: LoginGate;
  signals: ShopperSignals;
  /** the accounts module's image captcha (GET /api/captcha), in front of merchant licences */
  checkImageCaptcha(key: string, code: string): boolean;
}
