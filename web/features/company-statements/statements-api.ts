// The browser's statement calls through the BFF (docs/company-api.md §4).
import { apiPostWithMessage } from '#web/api/bff-client.ts';

export const statementsApi = {
  confirm: (id: number) => apiPostWithMessage<unknown>(`/api/company/statement/confirm/${id}`),
  dispute: (id: number, reason: string) => apiPostWithMessage<unknown>(`/api/company/statement/dispute/${id}`, { reason }),
};
