// The browser's company finance calls, through the BFF (web/api/bff-client.ts): submitting a remittance (the BFF
// checks it with the shared schema first) and cancelling one still 待审核.
import { apiPostWithMessage } from '#web/api/bff-client.ts';
import type { RemittanceCreateInput } from '#shared/company/remittance-form-rules.ts';

export function createRemittance(input: RemittanceCreateInput): Promise<{ message: string; data: { remittance_id?: number } }> {
  return apiPostWithMessage('/api/company/remittance/create', input);
}

export function cancelRemittance(id: number): Promise<{ message: string; data: unknown }> {
  return apiPostWithMessage(`/api/company/remittance/cancel/${id}`);
}
