// How a unit's address, invoice title and cost centre are sent (docs/company-api.md §13.6): as the buyer's own
// rows are (CRMEB's shapes), with `unit_id` and `unit_name` so the order form can label them "采购部 · 上海仓".
import { type AddressRow, addressView } from '../../trade/address-store.ts';
import type { ReceiptTitleRow } from '../../trade/receipt-title-store.ts';

export interface UnitRef {
  unit_id: number;
  name: string;
}

export const unitAddressView = (row: AddressRow, unit: UnitRef) => ({
  ...addressView(row),
  uid: 0,
  // a unit's addresses have no default: the buyer's own default is the one chosen first
  is_default: 0,
  unit_id: unit.unit_id,
  unit_name: unit.name,
});

export const unitTitleView = ({ principal: _unit, ...row }: ReceiptTitleRow, unit: UnitRef) => ({
  ...row,
  uid: 0,
  is_default: 0,
  unit_id: unit.unit_id,
  unit_name: unit.name,
});
