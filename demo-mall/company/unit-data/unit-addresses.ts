// The address book checkout reads (trade/checkout.ts): a company's own addresses as before, then the addresses of
// any of its units (docs/company-api.md §13.6). Which unit's address a member may use is order/create's check
// (order-unit-scope.ts), made before the order is priced; order/check only prices.
import type { DemoMallDatabase } from '../../db/database.ts';
import type { AddressStore } from '../../trade/address-store.ts';
import { createUnitDataStore } from './unit-data-store.ts';

export function withUnitAddresses(addresses: AddressStore, db: DemoMallDatabase): AddressStore {
  const data = createUnitDataStore(db);
  const companyOf = (principal: string) => (principal.startsWith('company:') ? Number(principal.slice('company:'.length)) : 0);
  return {
    ...addresses,
    get: (principal, id) => {
      const own = addresses.get(principal, id);
      if (own || companyOf(principal) === 0) return own;
      return data.unitAddress(companyOf(principal), id);
    },
  };
}
