// The catalogue module: read-only seeded goods, categories, merchants, brands, reviews, activities and coupon
// definitions (built once per start, deterministic), their list/detail routes and pictures. What shoppers did
// (favourites, follows, claimed coupons, views) reaches it only through the ShopperSignals port.
import type { FastifyPluginAsync } from 'fastify';
import type { LoginGate } from '../core/login-gate.ts';
import { registerPictureRoutes } from '../core/picture-routes.ts';
import type { Catalogue } from './catalogue.ts';
import { CATALOGUE_PICTURE_KINDS, createCataloguePictures } from './catalogue-pictures.ts';
import type { ProductSearch } from './product-search.ts';
import { registerActivityRoutes } from './routes/activity-routes.ts';
import { registerCouponRoutes } from './routes/coupon-routes.ts';
import { registerMerchantRoutes } from './routes/merchant-routes.ts';
import { registerProductRoutes } from './routes/product-routes.ts';
import { registerShowcaseRoutes } from './routes/showcase-routes.ts';
import type { ShopperSignals } from './shopper-signals.ts';
import type { CatalogueViews } from './views/product-views.ts';

export interface CatalogueModuleOptions {
  catalogue: Catalogue;
  search: ProductSearch;
  views: CatalogueViews;
  gate: LoginGate;
  signals: ShopperSignals;
  checkImageCaptcha(key: string, code: string): boolean;
}

export const catalogueModule: FastifyPluginAsync<CatalogueModuleOptions> = async (app, options) => {
  registerProductRoutes(app, options);
  registerShowcaseRoutes(app, options);
  registerActivityRoutes(app, options);
  registerCouponRoutes(app, options);
  registerMerchantRoutes(app, options);
  registerPictureRoutes(app, CATALOGUE_PICTURE_KINDS, createCataloguePictures(options.catalogue));
};
