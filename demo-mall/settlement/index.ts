// The settlement module: merchant intention applications (商户入驻) and the picture uploads they carry.
// Applications and uploads (bytes included) live in the database.
import type { FastifyPluginAsync } from 'fastify';
import type { LoginGate } from '../core/login-gate.ts';
import type { MerchantDirectory } from '../catalogue/catalogue.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import { registerIntentionCatalogueRoutes, registerIntentionRoutes } from './intention-routes.ts';
import { createIntentionStore } from './intention-store.ts';
import { registerSettlementConsole } from './settlement-console.ts';
import { registerUploadRoute, registerUploadServing } from './upload-routes.ts';
import { createPictureOrigin } from './picture-origin.ts';
import { createUploadStore } from './upload-store.ts';

export interface SettlementModuleOptions {
  db: DemoMallDatabase;
  gate: LoginGate;
  merchants: MerchantDirectory;
  checkSmsCode(phone: string, code: string, type: string): boolean;
}

export const settlementModule: FastifyPluginAsync<SettlementModuleOptions> = async (app, { db, gate, merchants, checkSmsCode }) => {
  const intentions = createIntentionStore(db);
  const uploads = createUploadStore(undefined, db);
  registerIntentionCatalogueRoutes(app, { merchants });
  registerUploadServing(app, uploads);
  // demo only, like /demo/merchant: the platform's review of applications
  registerSettlementConsole(app, { intentions, merchants });
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', gate.requireLogin);
    registerIntentionRoutes(signedIn, { gate, intentions, merchants, pictures: createPictureOrigin(db), checkSmsCode });
    await registerUploadRoute(signedIn, { gate, uploads });
  });
};
