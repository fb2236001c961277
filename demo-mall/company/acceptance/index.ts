// Goods receipt (收货验收) and credit terms (账期) of company orders, docs/company-api.md §11. The store, the
// acceptance service and the credit terms are built by wiring/company.ts (the company payments ask the credit
// terms before a credit payment); this registers their routes and, for tests, the hook that moves days back.
import type { FastifyInstance } from 'fastify';
import { registerAcceptanceRoutes } from './acceptance-routes.ts';
import { createAcceptanceService } from './acceptance-service.ts';
import { registerAcceptanceTestHooks } from './acceptance-test-hooks.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { Membership } from '../membership.ts';
import type { CompanyLedger } from '../company-ledger.ts';
import type { Clock } from '../../core/clock.ts';
import type { PictureOrigin } from '../../core/picture-origin.ts';
import type { OrderStore } from '../../trade/order-store.ts';
import type { AcceptanceStore } from './acceptance-store.ts';
import type { CreditTerms } from './credit-terms.ts';
import type { ShortfallRefunds } from './acceptance-service.ts';

/** What goods receipt and credit terms (§11) use of the mall. */
export interface AcceptanceDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  ledger: CompanyLedger;
  now: Clock;
  orders: OrderStore;
  /** every picture a write stores is the caller's own upload (core/picture-origin.ts) */
  pictures: PictureOrigin;
  /** expose this area's /__test/* hooks */
  testHooks?: boolean;
  /** the store, the credit terms and the refund a shortfall opens */
  acceptance: { store: AcceptanceStore; credit: CreditTerms; shortfallRefunds: ShortfallRefunds };
}

export function registerAcceptance(app: FastifyInstance, options: AcceptanceDeps): void {
  const { acceptance, now, orders } = options;
  const service = createAcceptanceService({ store: acceptance.store, orders, refunds: acceptance.shortfallRefunds, now });
  registerAcceptanceRoutes(app, { ...options, store: acceptance.store, service, credit: acceptance.credit });
  if (options.testHooks) registerAcceptanceTestHooks(app, acceptance.store);
}
