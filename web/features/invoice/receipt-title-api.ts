// 抬头管理 through the BFF (docs/mall-api.md §3.9): list, add, edit, make default, delete.
import { apiGet, apiPostWithMessage } from '../../api/bff-client.ts';
import type { InvoiceRequest } from '../order/invoice.ts';
import type { ReceiptTitle } from './receipt-title.ts';

export async function loadReceiptTitles(): Promise<ReceiptTitle[]> {
  const list = await apiGet<ReceiptTitle[]>('/api/user/receipt/lst');
  return Array.isArray(list) ? list : [];
}

/**
 * The titles an invoice may start from: the buyer's own, and under 企业 those of the buyer's unit and the units above
 * it (company-api.md §13.6) after them; a failed read of the units' leaves the buyer's own.
 */
export async function loadPickableTitles(company: boolean): Promise<ReceiptTitle[]> {
  const units = company
    ? apiGet<{ receipt_titles?: ReceiptTitle[] }>('/api/company/org/unit_choices').then(
        (answer) => answer?.receipt_titles ?? [],
        () => [],
      )
    : Promise.resolve([]);
  const [own, ofUnits] = await Promise.all([loadReceiptTitles(), units]);
  return [...own, ...ofUnits];
}

/** id 0 adds a title, otherwise edits it; answers the mall's message. */
export async function saveReceiptTitle(id: number, request: InvoiceRequest, isDefault: boolean): Promise<string> {
  const body = { ...request, is_default: isDefault ? 1 : 0 };
  const path = id > 0 ? `/api/user/receipt/update/${id}` : '/api/user/receipt/create';
  return (await apiPostWithMessage(path, body)).message;
}

export async function makeDefaultTitle(id: number): Promise<string> {
  return (await apiPostWithMessage(`/api/user/receipt/is_default/${id}`)).message;
}

export async function deleteReceiptTitle(id: number): Promise<string> {
  return (await apiPostWithMessage(`/api/user/receipt/delete/${id}`)).message;
}
