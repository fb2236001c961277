// The browser's approval calls (docs/company-api.md §5) through the BFF.
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';
import { type MyLimits, toMyLimits } from './approval-view.ts';

export interface RawLimits {
  uid?: unknown;
  nickname?: unknown;
  per_order_limit?: unknown;
  monthly_budget?: unknown;
  month?: unknown;
  month_spent?: unknown;
}

export const approvalsApi = {
  approve: async (id: number, comment: string) => (await apiPostWithMessage(`/api/company/approval/approve/${id}`, { comment })).message,
  reject: async (id: number, comment: string) => (await apiPostWithMessage(`/api/company/approval/reject/${id}`, { comment })).message,
  limitsOf: (uid: number) => apiGet<RawLimits>(`/api/company/approval/limit/${uid}`),
  saveLimits: async (uid: number, body: { per_order_limit: string; monthly_budget: string }) =>
    (await apiPostWithMessage(`/api/company/approval/limit/${uid}`, body)).message,
  myLimits: async (): Promise<MyLimits> => toMyLimits(await apiGet<RawLimits>('/api/company/approval/my_limit')),
};
