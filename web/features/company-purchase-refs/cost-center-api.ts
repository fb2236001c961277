// The company's cost centres through the BFF (docs/company-api.md §8.1): the list every member reads and the
// 管理员's changes. Failures reject with the mall's Chinese message (ApiError).
import type { CostCenterView } from '#shared/company/purchase-ref-form-rules.ts';
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';

/**
 * Every cost centre (the mall keeps at most 200 a company); `enabledOnly` for the order form's choice, which offers
 * only the company-wide ones and those of the member's unit and the units above it (mine=1, §13.6).
 */
export async function loadCostCenters(enabledOnly: boolean): Promise<CostCenterView[]> {
  const answer = await apiGet<{ list?: CostCenterView[] }>('/api/company/cost_center/lst', {
    limit: 200,
    ...(enabledOnly ? { status: 1, mine: 1 } : {}),
  });
  return answer.list ?? [];
}

const post = async (path: string, body: object = {}) => (await apiPostWithMessage<unknown>(path, body)).message;

export const costCenterApi = {
  create: (name: string, code: string) => post('/api/company/cost_center/create', { name, code }),
  update: (id: number, name: string, code: string) => post(`/api/company/cost_center/update/${id}`, { name, code }),
  setStatus: (id: number, status: 0 | 1) => post(`/api/company/cost_center/status/${id}`, { status }),
  remove: (id: number) => post(`/api/company/cost_center/delete/${id}`),
};
