// The browser's statement calls through the BFF (docs/company-api.md §4).
import { apiPostWithMessage } from '#web/api/bff-client.ts';

export const statementsApi = {
  confirm: (id: number) => apiPostWithMessage<unknown>(`/api/company/statement/confirm/${id}`),
  /** the whole statement, or one line of it when `ledgerId` is given (docs/company-api.md §4.1) */
  dispute: (id: number, reason: string, ledgerId?: number) =>
    apiPostWithMessage<unknown>(`/api/company/statement/dispute/${id}`, ledgerId ? { reason, ledger_id: ledgerId } : { reason }),
};
