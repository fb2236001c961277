// A unit's own delivery addresses, invoice titles and cost centres (docs/company-api.md §13.6, ADR 0053). Addresses
// and titles are the trade module's rows under the principal 'unit:<unit_id>' (no token carries it, so the buyer's
// own routes never see them); cost centres are the company's, with a unit_id. The scope a member sees is their
// unit and every unit above it, nearest first; a company with only its root sees the root's.
import type { DemoMallDatabase } from '../../db/database.ts';
import { type AddressRow, createAddressStore } from '../../trade/address-store.ts';
import { createReceiptTitleStore, type ReceiptTitleRow } from '../../trade/receipt-title-store.ts';
import { createUnitStore, type UnitRow } from '../units/unit-store.ts';

export const unitPrincipal = (unitId: number) => `unit:${unitId}`;

/** Whether a row a unit may own is within the scope: company-wide (no unit) or of one of the scope's units. */
export const inScopeOf =
  (scope: readonly UnitRow[]) =>
  (row: { unit_id: number | null }): boolean =>
    !row.unit_id || scope.some((unit) => unit.unit_id === row.unit_id);

export function createUnitDataStore(db: DemoMallDatabase) {
  const units = createUnitStore(db);
  const addresses = createAddressStore(db);
  const titles = createReceiptTitleStore(db);
  const q = {
    address: db.prepare(`SELECT a.*, u.unit_id FROM addresses a JOIN company_units u ON a.principal = 'unit:' || u.unit_id
      WHERE u.company_id = ? AND a.address_id = ?`),
    title: db.prepare(`SELECT r.*, u.unit_id FROM user_receipts r JOIN company_units u ON r.principal = 'unit:' || u.unit_id
      WHERE u.company_id = ? AND r.user_receipt_id = ?`),
    costCenterUnit: db.prepare('SELECT unit_id FROM company_cost_centers WHERE company_id = ? AND cost_center_id = ?'),
  };
  /** the unit if it is the company's */
  const unitOf = (companyId: number, unitId: number): UnitRow | undefined => {
    const unit = units.byId(unitId);
    return unit && unit.company_id === companyId ? unit : undefined;
  };

  return {
    units,
    addresses,
    titles,
    unitOf,
    /** the member's unit and its ancestors, nearest first */
    scopeOf: (companyId: number, uid: number, time: string): UnitRow[] => units.chainUp(units.unitOfMember(companyId, uid, time)),
    addressesOf: (unitId: number) => addresses.list(unitPrincipal(unitId)),
    titlesOf: (unitId: number) => titles.list(unitPrincipal(unitId)),
    /** an address of any of the company's units, with the unit it belongs to */
    unitAddress: (companyId: number, id: number) => q.address.get(companyId, id) as (AddressRow & { unit_id: number }) | undefined,
    unitTitle: (companyId: number, id: number) => q.title.get(companyId, id) as (ReceiptTitleRow & { unit_id: number }) | undefined,
    /** undefined: no such cost centre; null: company-wide */
    costCenterUnit: (companyId: number, id: number) =>
      (q.costCenterUnit.get(companyId, id) as { unit_id: number | null } | undefined)?.unit_id,
  };
}

export type UnitDataStore = ReturnType<typeof createUnitDataStore>;
