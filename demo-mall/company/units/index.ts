// Units (docs/company-api.md §13.1, §13.6): the routes under /api/company/org/ and each unit's own addresses,
// invoice titles and cost centres. The unit store is built with the mall (org-parts.ts) because the approval
// chain and order/create ask it too.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { LoginGate } from '../../core/login-gate.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import type { Membership } from '../membership.ts';
import type { OrgParts } from '../org-parts.ts';
import { createCostCenterStore } from '../purchase-refs/cost-center-store.ts';
import { registerUnitChoicesRoute } from '../unit-data/unit-choices-route.ts';
import { createUnitDataStore } from '../unit-data/unit-data-store.ts';
import { registerUnitDataRoutes } from '../unit-data/unit-data-routes.ts';
import { registerUnitRoutes } from './unit-routes.ts';

/** What the unit routes (§13.1, §13.6) use of the mall. */
export interface UnitsDeps {
  db: DemoMallDatabase;
  gate: LoginGate;
  membership: Membership;
  now: Clock;
  org: Pick<OrgParts, 'units' | 'unitService'>;
}

export function registerUnits(app: FastifyInstance, options: UnitsDeps): void {
  const { db, membership, org, now } = options;
  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', options.gate.requireLogin);
    registerUnitRoutes(signedIn, { membership, units: org.units, service: org.unitService, now });
    // each unit's own addresses, invoice titles and cost centres (§13.6)
    const unitData = { membership, data: createUnitDataStore(db), costCenters: createCostCenterStore(db), now };
    registerUnitDataRoutes(signedIn, unitData);
    registerUnitChoicesRoute(signedIn, unitData);
  });
}
