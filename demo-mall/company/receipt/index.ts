// Goods receipt (收货验收) and credit terms (账期) of company orders, docs/company-api.md §11. The store, the
// acceptance service and the credit terms are built by wiring/company.ts (the company payments ask the credit
// terms before a credit payment); this registers their routes and, for tests, the hook that moves days back.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';
import { registerAcceptanceRoutes } from './acceptance-routes.ts';
import { createAcceptanceService } from './acceptance-service.ts';
import { registerAcceptanceTestHooks } from './acceptance-test-hooks.ts';

export function registerReceipt(app: FastifyInstance, options: CompanyModuleOptions): void {
  const { receipt, now, orders } = options;
  const service = createAcceptanceService({ store: receipt.store, orders, refunds: receipt.shortfallRefunds, now });
  registerAcceptanceRoutes(app, { ...options, store: receipt.store, service, credit: receipt.credit });
  if (options.testHooks) registerAcceptanceTestHooks(app, receipt.store);
}
