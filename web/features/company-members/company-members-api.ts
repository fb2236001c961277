// The company pages' browser calls (docs/company-api.md §2) through the BFF; each answers the mall's message.
import { apiPostWithMessage } from '#web/api/bff-client.ts';
import type { CompanyRole } from '#shared/company/company-roles.ts';
import type { CompanyProfileInput } from '#shared/company/company-member-form-rules.ts';

const message = async (call: Promise<{ message: string }>) => (await call).message;

export const companyMembersApi = {
  submitProfile: (input: CompanyProfileInput) => message(apiPostWithMessage('/api/company/info', input)),
  invite: (input: { phone: string; role: CompanyRole }) => message(apiPostWithMessage('/api/company/member/invite', input)),
  changeRole: (uid: number, role: CompanyRole) => message(apiPostWithMessage(`/api/company/member/role/${uid}`, { role })),
  changeStatus: (uid: number, status: 0 | 1) => message(apiPostWithMessage(`/api/company/member/status/${uid}`, { status })),
  remove: (uid: number) => message(apiPostWithMessage(`/api/company/member/delete/${uid}`)),
};
