// Registers every accounts-side route of the demo mall (issue 4: auth, captcha, SMS, QR, demo pages).
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../context.ts';
import { registerAvatarRoute } from './avatar-route.ts';
import { registerCaptchaRoutes } from './captcha-routes.ts';
import { registerDemoPages } from './demo-pages.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { registerQrRoutes } from './qr-routes.ts';
import { registerTestHookRoutes } from './test-hook-routes.ts';
import { registerUserRoutes } from './user-routes.ts';

export function registerAccountRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const { accounts } = context;
  registerLoginRoutes(app, accounts);
  registerCaptchaRoutes(app, accounts);
  registerQrRoutes(app, accounts);
  registerUserRoutes(app, context);
  registerAvatarRoute(app, accounts);
  registerDemoPages(app, accounts);
  if (context.options.testHooks === true) registerTestHookRoutes(app, accounts);
}
