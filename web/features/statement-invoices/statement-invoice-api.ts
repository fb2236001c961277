// The browser's 集中开票 and 红字确认单 calls through the BFF (docs/company-api.md §12).
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';
import type { InvoiceRequestForm } from './statement-invoice-view.ts';

export const statementInvoiceApi = {
  request: (statementId: number, merId: number, form: InvoiceRequestForm) =>
    apiPostWithMessage<{ invoice_id: number; repeated: boolean }>(`/api/company/invoice/request/${statementId}`, {
      ...form,
      mer_id: merId,
      save_profile: form.save_profile ? 1 : 0,
    }),
  confirm: (id: number) => apiPostWithMessage<unknown>(`/api/company/red_confirmation/confirm/${id}`),
  reject: (id: number, reason: string) => apiPostWithMessage<unknown>(`/api/company/red_confirmation/reject/${id}`, { reason }),
  reminder: () => apiGet<{ pending_count: number }>('/api/company/red_confirmation/reminder'),
};
