// Pure: the order form's 采购单号 and 成本中心 (docs/company-api.md §8.2) as typed, checked with the shared rule,
// and what order/create carries. Under 个人 nothing is sent.
import type { AccountEntity } from '#shared/constants.ts';
import { poNumberProblem } from '#shared/company/purchase-ref-form-rules.ts';

export interface PurchaseRefInput {
  poNumber: string;
  /** 0 for none */
  costCenterId: number;
}

export const EMPTY_PURCHASE_REF: PurchaseRefInput = { poNumber: '', costCenterId: 0 };

/** The message that stops 提交订单, or null. */
export function purchaseRefProblem(entity: AccountEntity, input: PurchaseRefInput): string | null {
  return entity === 'COMPANY' ? poNumberProblem(input.poNumber) : null;
}

/** order/create's two fields under 企业; nothing under 个人. */
export function purchaseRefBody(entity: AccountEntity, input: PurchaseRefInput): { po_number?: string; cost_center_id?: number } {
  if (entity !== 'COMPANY') return {};
  return { po_number: input.poNumber.trim(), cost_center_id: input.costCenterId };
}
