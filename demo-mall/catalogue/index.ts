// The catalogue module: read-only seeded goods, categories, merchants, brands, reviews, activities and coupon
// definitions (built once per start, deterministic), their list/detail routes and pictures. What shoppers did
// (favourites, follows, claimed coupons, views) reaches it only through the ShopperSignals port.
import type { FastifyPluginAsync } from 'fastify';
import { registerPictureRoutes } from '../core/picture-routes.ts';
import { CATALOGUE_PICTURE_KINDS, createCataloguePictures } from './catalogue-pictures.ts';
import { registerActivityRoutes } from './routes/activity-routes.ts';
import { registerCouponRoutes } from './routes/coupon-routes.ts';
import { registerMerchantRoutes } from './routes/merchant-routes.ts';
import { registerProductRoutes } from './routes/product-routes.ts';
import type { CatalogueRouteDeps } from './routes/route-deps.ts';
import { registerShowcaseRoutes } from './routes/showcase-routes.ts';

/** the module is handed exactly what its route files need */
export type CatalogueModuleOptions = CatalogueRouteDeps;

export const catalogueModule: FastifyPluginAsync<CatalogueModuleOptions> = async (app, options) => {
  registerProductRoutes(app, options);
  registerShowcaseRoutes(app, options);
  registerActivityRoutes(app, options);
  registerCouponRoutes(app, options);
  registerMerchantRoutes(app, options);
  registerPictureRoutes(app, CATALOGUE_PICTURE_KINDS, createCataloguePictures(options.catalogue));
};
