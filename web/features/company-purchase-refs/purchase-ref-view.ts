// Pure: the 采购单号 and 成本中心 an order carries (docs/company-api.md §8.2) as the order screens show them.
export interface RawPurchaseRef {
  po_number?: string;
  cost_center_name?: string;
}

export interface PurchaseRefView {
  poNumber: string;
  costCenterName: string;
}

export function toPurchaseRefView(raw: RawPurchaseRef | null | undefined): PurchaseRefView {
  return { poNumber: raw?.po_number ?? '', costCenterName: raw?.cost_center_name ?? '' };
}

export const hasPurchaseRef = (view: PurchaseRefView | undefined): view is PurchaseRefView =>
  Boolean(view && (view.poNumber || view.costCenterName));
