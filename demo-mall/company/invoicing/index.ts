// 集中开票 and 红字确认单 (docs/company-api.md §12): the company's calls, the demo merchant console that issues the
// invoices and applies for 红字确认单, and the test hook that moves an application back in time. The documents
// themselves (数电发票 model, number, PDF, XML) are the other files of this folder.
import type { FastifyInstance } from 'fastify';
import type { CompanyModuleOptions } from '../index.ts';
import { registerInvoiceConsole } from './invoice-console.ts';
import { registerInvoiceRoutes } from './invoice-routes.ts';
import { registerInvoiceTestHooks } from './invoice-test-hooks.ts';
import { createRedConfirmations } from './red-confirmations.ts';
import { createStatementInvoices } from './statement-invoices.ts';

export function registerInvoicing(app: FastifyInstance, options: CompanyModuleOptions): void {
  const { db, catalogue, ledger, now, gate, membership } = options;
  const invoices = createStatementInvoices({ db, catalogue, ledger, now });
  const reds = createRedConfirmations({ db, invoices, ledger, now });
  registerInvoiceRoutes(app, { gate, membership, invoices, reds, documents: options.documents });
  registerInvoiceConsole(app, { db, invoices, reds });
  if (options.testHooks) registerInvoiceTestHooks(app, db, now);
}
