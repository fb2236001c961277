// A unit's own addresses, invoice titles and cost centres through the BFF (docs/company-api.md §13.6), kept by
// 管理员 on 组织架构. Failures reject with the mall's Chinese message (ApiError).
import type { CostCenterView } from '#shared/company/purchase-ref-form-rules.ts';
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';
import { addressBody, type AddressFormValues, type AddressView, type RawAddress, toAddressView } from '../address/address-form.ts';
import type { ReceiptTitle } from '../invoice/receipt-title.ts';
import type { InvoiceRequest } from '../order/invoice.ts';

export interface UnitData {
  addresses: AddressView[];
  titles: ReceiptTitle[];
  costCenters: CostCenterView[];
}

export type UnitDataKind = 'address' | 'receipt' | 'cost_center';

export async function loadUnitData(unitId: number): Promise<UnitData> {
  const raw = await apiGet<{ addresses?: RawAddress[]; receipt_titles?: ReceiptTitle[]; cost_centers?: CostCenterView[] }>(
    `/api/company/org/unit_data/${unitId}`,
  );
  return { addresses: (raw?.addresses ?? []).map(toAddressView), titles: raw?.receipt_titles ?? [], costCenters: raw?.cost_centers ?? [] };
}

const base = '/api/company/org';

export const unitDataApi = {
  saveAddress: async (unitId: number, values: AddressFormValues) => {
    const { message, data } = await apiPostWithMessage<{ address_id?: number } | null>(
      `${base}/unit_address/save/${unitId}`,
      addressBody(values),
    );
    return { message, id: data?.address_id ?? values.id };
  },
  saveTitle: async (unitId: number, id: number, request: InvoiceRequest, isDefault: boolean) =>
    (await apiPostWithMessage(`${base}/unit_receipt/save/${unitId}`, { ...request, user_receipt_id: id, is_default: isDefault ? 1 : 0 }))
      .message,
  saveCostCenter: async (unitId: number, id: number, name: string, code: string) =>
    (await apiPostWithMessage(`${base}/unit_cost_center/save/${unitId}`, { cost_center_id: id, name, code })).message,
  remove: async (kind: UnitDataKind, id: number) => (await apiPostWithMessage(`${base}/unit_${kind}/delete/${id}`)).message,
};
