// The one check of a foreign id a company write stores (docs/company-api.md §1.3): the row it names must be the
// company's own, and a unit's delivery address within the member's unit scope (§13.6), as order/create checks
// it. Each answer is the refusal in Chinese, or null; an id of another company reads exactly like a missing one,
// so nothing of it leaks. Writes that keep an id and act on it later (定期采购) ask again when they act.
import type { DemoMallDatabase } from '../db/database.ts';
import { createOrderUnitScope } from './unit-data/order-unit-scope.ts';
import { createUnitDataStore } from './unit-data/unit-data-store.ts';

export const OWNED_REF_MESSAGES = {
  addressMissing: '收货地址不存在，请重新选择',
  listMissing: '常购清单不存在',
} as const;

export function createOwnedRefs(db: DemoMallDatabase, time: () => string) {
  const ownAddress = db.prepare('SELECT 1 FROM addresses WHERE principal = ? AND address_id = ?');
  const ownList = db.prepare('SELECT 1 FROM company_reorder_lists WHERE company_id = ? AND list_id = ?');
  const units = createUnitDataStore(db);
  const unitScope = createOrderUnitScope(db, time);
  return {
    /** a delivery address `uid` may order with for the company: its address book, or a unit's within their scope */
    address(companyId: number, uid: number, addressId: number): string | null {
      const own = ownAddress.get(`company:${companyId}`, addressId) !== undefined || units.unitAddress(companyId, addressId) !== undefined;
      if (!own) return OWNED_REF_MESSAGES.addressMissing;
      return unitScope.refusal(companyId, uid, addressId, 0);
    },
    /** one of the company's reorder lists */
    reorderList(companyId: number, listId: number): string | null {
      return ownList.get(companyId, listId) === undefined ? OWNED_REF_MESSAGES.listMissing : null;
    },
  };
}

export type OwnedRefs = ReturnType<typeof createOwnedRefs>;
