// The company area's monthly statements, their export and the disputes about their lines, §4 of
// docs/company-api.md, with the demo platform console that answers those disputes.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';
import { registerDisputeConsole } from './dispute-console.ts';
import { createLineDisputes } from './line-dispute-store.ts';
import { registerStatementRoutes } from './statement-routes.ts';
import { registerStatementTestHooks } from './statement-test-hooks.ts';

export function registerStatements(app: FastifyInstance, options: CompanyModuleOptions): void {
  const disputes = createLineDisputes(options.db, options.ledger);
  registerStatementRoutes(app, options, disputes);
  registerDisputeConsole(app, options, disputes);
  if (options.testHooks) registerStatementTestHooks(app, options);
}
