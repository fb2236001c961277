// The company area's monthly statements, their export and the disputes about their lines, §4 of
// docs/company-api.md, with the demo platform console that answers those disputes.
import type { FastifyInstance } from 'fastify';
import { registerDisputeConsole } from './dispute-console.ts';
import { createLineDisputes } from './line-dispute-store.ts';
import { registerStatementRoutes } from './statement-routes.ts';
import { registerStatementTestHooks } from './statement-test-hooks.ts';
import type { StatementRouteDeps } from './statement-routes.ts';
import type { DisputeConsoleDeps } from './dispute-console.ts';
import type { StatementTestHookDeps } from './statement-test-hooks.ts';

/** What the monthly statements (§4) use of the mall. */
export interface StatementsDeps extends StatementRouteDeps, DisputeConsoleDeps, StatementTestHookDeps {
  /** expose this area's /__test/* hooks */
  testHooks?: boolean;
}

export function registerStatements(app: FastifyInstance, options: StatementsDeps): void {
  const disputes = createLineDisputes(options.db, options.ledger);
  registerStatementRoutes(app, options, disputes);
  registerDisputeConsole(app, options, disputes);
  if (options.testHooks) registerStatementTestHooks(app, options);
}
