// The order/create check of a unit's data (docs/company-api.md §13.6, ADR 0053): a delivery address or cost centre
// that belongs to a unit is accepted only from a member of that unit or of a unit below it. The buyer's own
// addresses and company-wide cost centres pass as before; invoice titles travel by value in receipt_data, so there
// is no title id to check.
import { UNIT_DATA_MESSAGES as M } from '#shared/company/unit-data-rules.ts';
import type { DemoMallDatabase } from '../../db/database.ts';
import { createUnitDataStore } from './unit-data-store.ts';

export function createOrderUnitScope(db: DemoMallDatabase, time: () => string) {
  const data = createUnitDataStore(db);
  return {
    /** why the member may not order with this address or cost centre, or null */
    refusal(companyId: number, uid: number, addressId: number, costCenterId: number): string | null {
      const address = addressId > 0 ? data.unitAddress(companyId, addressId) : undefined;
      const costCenterUnit = costCenterId > 0 ? data.costCenterUnit(companyId, costCenterId) : null;
      if (!address && !costCenterUnit) return null;
      const scope = data.scopeOf(companyId, uid, time()).map((unit) => unit.unit_id);
      if (address && !scope.includes(address.unit_id)) return M.addressOutside;
      if (costCenterUnit && !scope.includes(costCenterUnit)) return M.costCenterOutside;
      return null;
    },
  };
}

export type OrderUnitScope = ReturnType<typeof createOrderUnitScope>;
