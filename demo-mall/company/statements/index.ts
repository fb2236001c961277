// The company area's monthly statements and their export, §4 of docs/company-api.md.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';
import { registerStatementRoutes } from './statement-routes.ts';
import { registerStatementTestHooks } from './statement-test-hooks.ts';

export function registerStatements(app: FastifyInstance, options: CompanyModuleOptions): void {
  registerStatementRoutes(app, options);
  if (options.testHooks) registerStatementTestHooks(app, options);
}
