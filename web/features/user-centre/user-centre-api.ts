// The user centre's browser calls (docs/screens.md a.11) through the BFF: profile, phone and password changes.
import { apiPost } from '#web/api/bff-client.ts';

export const userCentreApi = {
  changeProfile: (input: { nickname?: string; avatar?: string }) => apiPost<unknown>('/api/user/change/info', input),
  changePhone: (input: { phone: string; sms_code: string }) => apiPost<unknown>('/api/user/change/phone', input),
};
