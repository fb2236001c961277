// Registers every catalogue route of the demo mall (the accounts side registers its own).
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../context.ts';
import { registerActivityRoutes } from './routes/activity-routes.ts';
import { registerAssetRoutes } from './routes/asset-routes.ts';
import { registerCartRoutes } from './routes/cart-routes.ts';
import { registerCouponRoutes } from './routes/coupon-routes.ts';
import { registerIntentionRoutes } from './routes/intention-routes.ts';
import { registerMerchantRoutes } from './routes/merchant-routes.ts';
import { registerProductRoutes } from './routes/product-routes.ts';
import { registerRelationRoutes } from './routes/relation-routes.ts';
import { registerSiteRoutes } from './routes/site-routes.ts';
import { registerUploadRoutes } from './routes/upload-routes.ts';

export function registerCatalogRoutes(app: FastifyInstance, context: DemoMallContext): void {
  registerSiteRoutes(app, context);
  registerProductRoutes(app, context);
  registerActivityRoutes(app, context);
  registerCouponRoutes(app, context);
  registerMerchantRoutes(app, context);
  registerIntentionRoutes(app, context);
  registerRelationRoutes(app, context);
  registerCartRoutes(app, context);
  registerAssetRoutes(app, context);
  registerUploadRoutes(app, context);
}
