// Pure: the unit panel's three parts (docs/company-api.md §13.6) — each row as one line of text, and the row a
// click on 编辑 opens.
import type { AddressView } from '../address/address-form.ts';
import { type ReceiptTitle, titleKindText } from '../invoice/receipt-title.ts';
import type { UnitData, UnitDataKind } from './unit-data-api.ts';

/** one row of a part: its id and one line naming it */
export interface UnitDataRow {
  id: number;
  text: string;
}

export const UNIT_DATA_SECTIONS: readonly (readonly [UnitDataKind, string])[] = [
  ['address', '收货地址'],
  ['receipt', '发票抬头'],
  ['cost_center', '成本中心'],
];

export type UnitDataEditing =
  | { kind: 'address'; row: AddressView | null }
  | { kind: 'receipt'; row: ReceiptTitle | null }
  | { kind: 'cost_center'; row: UnitData['costCenters'][number] | null };

export function rowsOf(data: UnitData, kind: UnitDataKind): UnitDataRow[] {
  if (kind === 'address') return data.addresses.map((a) => ({ id: a.id, text: `${a.name} ${a.phone} ${a.region} ${a.detail}` }));
  if (kind === 'receipt') return data.titles.map((t) => ({ id: t.user_receipt_id, text: `${t.receipt_title}（${titleKindText(t)}）` }));
  return data.costCenters.map((c) => ({ id: c.cost_center_id, text: c.code ? `${c.name}（${c.code}）` : c.name }));
}

/** what 编辑 (an id) or 添加 (0) opens */
export function editingOf(data: UnitData, kind: UnitDataKind, id: number): UnitDataEditing {
  if (kind === 'address') return { kind, row: data.addresses.find((a) => a.id === id) ?? null };
  if (kind === 'receipt') return { kind, row: data.titles.find((t) => t.user_receipt_id === id) ?? null };
  return { kind, row: data.costCenters.find((c) => c.cost_center_id === id) ?? null };
}
