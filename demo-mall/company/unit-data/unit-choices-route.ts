// What a member may pick when ordering under 企业 (docs/company-api.md §13.6): the delivery addresses and invoice
// titles of their unit and every unit above it (nearest first), and the enabled cost centres that are company-wide
// or of those units. The buyer's own addresses and titles stay on /api/user/address/lst and /api/user/receipt/lst.
import type { FastifyInstance } from 'fastify';
import { formatDateTime, ok } from '../../core/envelope.ts';
import type { Membership } from '../membership.ts';
import type { CostCenterStore } from '../purchase-refs/cost-center-store.ts';
import { inScopeOf, type UnitDataStore } from './unit-data-store.ts';
import { unitAddressView, unitTitleView } from './unit-data-views.ts';

export function registerUnitChoicesRoute(
  app: FastifyInstance,
  { membership, data, costCenters, now }: { membership: Membership; data: UnitDataStore; costCenters: CostCenterStore; now: () => number },
): void {
  app.get('/api/company/org/unit_choices', async (request) => {
    const self = membership.member(request);
    const scope = data.scopeOf(self.companyId, self.uid, formatDateTime(new Date(now())));
    return ok({
      addresses: scope.flatMap((unit) => data.addressesOf(unit.unit_id).map((row) => unitAddressView(row, unit))),
      receipt_titles: scope.flatMap((unit) => data.titlesOf(unit.unit_id).map((row) => unitTitleView(row, unit))),
      cost_centers: costCenters.list(self.companyId, 1).filter(inScopeOf(scope)),
    });
  });
}
