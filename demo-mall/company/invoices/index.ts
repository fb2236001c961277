// 集中开票 and 红字确认单 (docs/company-api.md §12): the company's calls, the demo merchant console that issues the
// invoices and applies for 红字确认单, and the test hook that moves an application back in time. The documents
// themselves (数电发票 model, number, PDF, XML) are the other files of this folder.
import type { FastifyInstance } from 'fastify';
import type { DocumentRenderers } from '../documents/document-renderers.ts';
import { registerInvoiceConsole } from './invoice-console.ts';
import { registerInvoiceRoutes } from './invoice-routes.ts';
import { registerInvoiceTestHooks } from './invoice-test-hooks.ts';
import { createRedConfirmations } from './red-confirmations.ts';
import { createStatementInvoices } from './statement-invoices.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import type { Clock } from '../../core/clock.ts';
import type { Catalogue } from '../../catalogue/catalogue.ts';

/** What invoicing (§12) uses of the mall. */
export interface InvoicesDeps {
  db: DemoMallDatabase;
  catalogue: Catalogue;
  ledger: CompanyLedger;
  now: Clock;
  gate: LoginGate;
  membership: Membership;
  /** the threads the 数电 PDFs are drawn in, a few per company (docs/adr/0091) */
  documents: DocumentRenderers;
  /** expose this area's /__test/* hooks */
  testHooks?: boolean;
}

export function registerInvoices(app: FastifyInstance, options: InvoicesDeps): void {
  const { db, catalogue, ledger, now, gate, membership } = options;
  const invoices = createStatementInvoices({ db, catalogue, ledger, now });
  const reds = createRedConfirmations({ db, invoices, ledger, now });
  registerInvoiceRoutes(app, { gate, membership, invoices, reds, documents: options.documents });
  registerInvoiceConsole(app, { db, invoices, reds });
  if (options.testHooks) registerInvoiceTestHooks(app, db, now);
}
